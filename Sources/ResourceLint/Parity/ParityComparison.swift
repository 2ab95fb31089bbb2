import ConversionMetadata
import AppleResources
import Foundation
import LocalizedStrings
import ResourceConversion

/// An Android tree and an Apple tree of one app, compared key by key after converting the
/// Android side with ``AndroidToAppleConverter`` — so keys, locales, specifiers and plurals
/// are compared exactly as `stringbridge convert` would map them.
public struct ParityComparison: Sendable {
    /// One key in one language, as each side has it.
    public struct Item: Sendable {
        /// The language (Apple's BCP 47 form).
        public var language: String
        /// The Apple key (the converter's key for the Android resource).
        public var key: String
        /// The Android entry, as read.
        public var android: LocatedEntry?
        /// The Android entry converted to Apple form.
        public var converted: LocatedEntry?
        /// The Apple entry.
        public var apple: LocatedEntry?
    }

    /// A language one side has and the other does not.
    public struct LoneLanguage: Sendable {
        /// The language.
        public var language: String
        /// Whether the Android side has it (else the Apple side).
        public var isAndroid: Bool
        /// A file of that language.
        public var path: String
        /// Its number of keys.
        public var keyCount: Int
    }

    /// Keys of the languages both sides have.
    public var items: [Item]
    /// Languages only one side has.
    public var loneLanguages: [LoneLanguage]

    /// Compares the two sides.
    public static func compare(_ input: ParityInput, sourceLanguage: LanguageTag) -> ParityComparison {
        let androidTables = input.android.filter { $0.format == .android && $0.qualifiers.isEmpty }
        let output = AndroidToAppleConverter(options: ConversionOptions(sourceLanguage: sourceLanguage))
            .convert(androidTables, to: .lproj)

        // The Android entries by Apple language and by every name the converter may give them.
        var androidByLanguage: [String: [String: LocatedEntry]] = [:]
        var androidPaths: [String: String] = [:]
        for table in androidTables {
            let language = LocaleMapping.appleLocale(forAndroid: table.locale, sourceLanguage: sourceLanguage).identifier
            androidPaths[language] = androidPaths[language] ?? table.path
            for entry in table.entries {
                let located = LocatedEntry(entry: entry, path: table.path, format: .android)
                androidByLanguage[language, default: [:]][entry.key] = androidByLanguage[language]?[entry.key] ?? located
                if let appleKey = StringBridgeNamespace.appleKey(of: entry) {
                    androidByLanguage[language]![appleKey] = androidByLanguage[language]![appleKey] ?? located
                }
            }
        }
        var converted: [String: [String: LocatedEntry]] = [:]
        var convertedOrder: [String: [String]] = [:]
        for table in output.tables {
            let language = (table.locale ?? sourceLanguage).identifier
            for entry in table.entries where converted[language]?[entry.key] == nil {
                converted[language, default: [:]][entry.key] = LocatedEntry(entry: entry, path: table.path, format: table.format)
                convertedOrder[language, default: []].append(entry.key)
            }
        }

        var apple: [String: [String: LocatedEntry]] = [:]
        var appleOrder: [String: [String]] = [:]
        var applePaths: [String: String] = [:]
        for table in input.apple where table.format != .android {
            let language = (table.locale ?? LanguageTag(table.details[StringCatalogDetails.self]?.sourceLanguage ?? "") ?? sourceLanguage).identifier
            applePaths[language] = applePaths[language] ?? table.path
            for entry in table.entries where entry.details[StringCatalogEntryDetails.self]?.isImplicit != true || table.format != .xcstrings {
                let located = LocatedEntry(entry: entry, path: table.path, format: table.format)
                if let existing = apple[language]?[entry.key] {
                    // Foundation prefers a .stringsdict entry to a .strings one.
                    if existing.format == .strings && table.format == .stringsdict { apple[language]![entry.key] = located }
                    continue
                }
                apple[language, default: [:]][entry.key] = located
                appleOrder[language, default: []].append(entry.key)
            }
        }

        var items: [Item] = []
        var lone: [LoneLanguage] = []
        let languages = Set(converted.keys).union(apple.keys).sorted()
        for language in languages {
            guard let convertedEntries = converted[language] else {
                lone.append(LoneLanguage(language: language, isAndroid: false, path: applePaths[language] ?? "",
                                         keyCount: apple[language]?.count ?? 0))
                continue
            }
            guard let appleEntries = apple[language] else {
                lone.append(LoneLanguage(language: language, isAndroid: true, path: androidPaths[language] ?? "",
                                         keyCount: convertedEntries.count))
                continue
            }
            var keys = convertedOrder[language] ?? []
            keys += (appleOrder[language] ?? []).filter { convertedEntries[$0] == nil }
            for key in keys {
                let convertedEntry = convertedEntries[key]
                items.append(Item(language: language, key: key,
                                  android: convertedEntry == nil ? nil : androidEntry(for: key, in: androidByLanguage[language]),
                                  converted: convertedEntry, apple: appleEntries[key]))
            }
        }
        return ParityComparison(items: items, loneLanguages: lone)
    }

    /// The Android resource a converted key came from: the key itself, or its name before an
    /// array index or product suffix (`planets[0]`, `title[product=tablet]`).
    private static func androidEntry(for key: String, in entries: [String: LocatedEntry]?) -> LocatedEntry? {
        guard let entries else { return nil }
        if let direct = entries[key] { return direct }
        if let bracket = key.firstIndex(of: "[") { return entries[String(key[..<bracket])] }
        return nil
    }

    /// The figures by language for reports.
    public static func rows(_ comparison: ParityComparison) -> [ParityRow] {
        var rows: [String: ParityRow] = [:]
        for item in comparison.items {
            var row = rows[item.language] ?? ParityRow(language: item.language)
            switch (item.converted, item.apple) {
            case (.some(let converted), .some(let apple)):
                row.both += 1
                if !ParityValue(converted).differences(from: ParityValue(apple)).isEmpty { row.different += 1 }
            case (.some, nil): row.androidOnly += 1
            case (nil, .some): row.appleOnly += 1
            case (nil, nil): break
            }
            rows[item.language] = row
        }
        for language in comparison.loneLanguages {
            var row = rows[language.language] ?? ParityRow(language: language.language)
            if language.isAndroid { row.androidOnly += language.keyCount } else { row.appleOnly += language.keyCount }
            rows[language.language] = row
        }
        return rows.values.sorted { $0.language < $1.language }
    }
}

/// Parity figures of one language.
public struct ParityRow: Hashable, Sendable {
    /// The language.
    public var language: String
    /// Keys both platforms have.
    public var both = 0
    /// Keys only the Android app has.
    public var androidOnly = 0
    /// Keys only the Apple app has.
    public var appleOnly = 0
    /// Keys both have whose values, placeholders or plural forms differ.
    public var different = 0

    /// Creates a row.
    public init(language: String, both: Int = 0, androidOnly: Int = 0, appleOnly: Int = 0, different: Int = 0) {
        self.language = language
        self.both = both
        self.androidOnly = androidOnly
        self.appleOnly = appleOnly
        self.different = different
    }
}
