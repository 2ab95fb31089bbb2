import AndroidResources
import LocalizedStrings

/// The entries of one language (or Android configuration) within a ``ResourceSet``: all the
/// files of a `values-fr` folder, the `.strings` and `.stringsdict` of one table in
/// `fr.lproj`, or one language of a String Catalog.
public final class LocaleResources: Sendable {
    /// The locale the folder or catalog names; `nil` for Android's `values/` and `Base.lproj`.
    public let locale: LanguageTag?
    /// The language the texts are in, as a BCP 47 identifier: the locale, or the source
    /// language for `values/` (its `tools:locale`, else the configured source language).
    public let language: String
    /// Android configuration qualifiers other than the locale (`night`, `v21`).
    public let qualifiers: [String]
    /// The folders (or the catalog) the entries come from, such as `values-fr`.
    public let folderNames: [String]
    /// The files read, by path.
    public let paths: [String]
    /// Every entry, in file order (product variants included).
    public let entries: [LocatedEntry]
    /// Each entry's traits, in the same order.
    public let traits: [EntryTraits]
    /// Whether this is the set's source language.
    public let isSource: Bool
    /// ``language`` parsed, when it is a valid tag.
    public let languageTag: LanguageTag?
    private let index: [String: Int]

    /// Creates the resources of a language from its entries.
    public init(locale: LanguageTag?, language: String, qualifiers: [String] = [], folderNames: [String],
                paths: [String], entries: [LocatedEntry], isSource: Bool) {
        self.locale = locale
        self.language = language
        self.qualifiers = qualifiers
        self.folderNames = folderNames
        self.paths = paths
        self.entries = entries
        traits = entries.map(\.traits)
        self.isSource = isSource
        self.languageTag = LanguageTag(language)
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() {
            // One hash per key: a key seen before is put back unless the new entry wins.
            guard let existing = index.updateValue(position, forKey: entry.key) else { continue }
            // Keep a variant without product (Android's default), and a .stringsdict plural
            // over a .strings text, as Foundation prefers the .stringsdict.
            let current = entries[existing]
            let prefersNew = (current.entry.product != nil && entry.entry.product == nil)
                || (current.format == .strings && entry.format == .stringsdict)
            if !prefersNew { index[entry.key] = existing }
        }
        self.index = index
    }

    /// The entry with a key (the default product's, the `.stringsdict` one before a `.strings` one).
    public subscript(key: String) -> LocatedEntry? {
        index[key].map { entries[$0] }
    }

    /// Whether an entry with the key exists.
    public func contains(_ key: String) -> Bool { index[key] != nil }

    /// The keys, each once, in file order.
    public var keys: [String] {
        var seen = Set<String>()
        return entries.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }

    /// A short name for messages: `values-fr`, `fr.lproj`, `fr`.
    public var displayName: String { folderNames.first ?? language }
}

/// The files of one app module that translate the same keys: an Android `res` folder, the
/// `.lproj` folders of one table, or a String Catalog.
public struct ResourceSet: Sendable {
    /// How the set is laid out.
    public enum Kind: String, Sendable {
        /// `res/values*/` folders.
        case android
        /// `<lang>.lproj/<Table>.strings` and `.stringsdict`.
        case lproj
        /// One `.xcstrings` file.
        case catalog
        /// A file outside any folder that names a language.
        case file
    }

    /// The layout.
    public var kind: Kind
    /// The `res` folder, the folder holding the `.lproj` folders with the table name, or the
    /// catalog's path.
    public var name: String
    /// The source language's resources, when the set has them.
    public var source: LocaleResources?
    /// The translations (folders or languages with a locale and no other qualifier).
    public var translations: [LocaleResources]
    /// Android folders with qualifiers other than a locale (`values-night`, `values-fr-v21`).
    public var variants: [LocaleResources]

    /// Creates a set.
    public init(kind: Kind, name: String, source: LocaleResources?, translations: [LocaleResources],
                variants: [LocaleResources] = []) {
        self.kind = kind
        self.name = name
        self.source = source
        self.translations = translations
        self.variants = variants
    }

    /// Every language's resources: source, translations, variants.
    public var all: [LocaleResources] {
        (source.map { [$0] } ?? []) + translations + variants
    }

    /// The translations a platform falls back to before the source for `translation`: `fr`
    /// for `fr-CA`, `zh-Hant` for `zh-Hant-TW`, each when the set has it — and the source
    /// itself for a regional form of the source language (`en-GB` when the source is `en`).
    ///
    /// Android's are the folders of ``AndroidFallbackChains`` (another region of the language
    /// too: `values-en-rGB` for `en-AU`; never another language).
    public func fallbacks(for translation: LocaleResources) -> [LocaleResources] {
        guard let locale = translation.locale else { return [] }
        if kind == .android { return androidFallbacks(for: locale) }
        var result: [LocaleResources] = []
        var candidates: [LanguageTag] = []
        if locale.region != nil || !locale.variants.isEmpty {
            if locale.script != nil { candidates.append(LanguageTag(language: locale.language, script: locale.script)) }
        }
        if locale.script != nil || locale.region != nil || !locale.variants.isEmpty {
            candidates.append(LanguageTag(language: locale.language))
        }
        // Chinese scripts never fall back to each other (`zh-Hant-TW` must not use `zh`).
        if locale.language == "zh" { candidates.removeAll { $0.script == nil } }
        for candidate in candidates where candidate != locale {
            if let parent = translations.first(where: { $0.locale == candidate }) {
                result.append(parent)
            } else if let source, source.languageTag == candidate {
                result.append(source)
            }
        }
        return result
    }

    private func androidFallbacks(for locale: LanguageTag) -> [LocaleResources] {
        let chains = AndroidFallbackChains(locales: translations.compactMap(\.locale))
        var result: [LocaleResources] = []
        for folder in chains.chain(for: locale).dropFirst() {
            if let folder {
                if let parent = translations.first(where: { $0.locale == folder }) { result.append(parent) }
            } else if let source, source.languageTag?.language == locale.language {
                // values/ serves every user; it translates only for users of its own language.
                result.append(source)
            }
        }
        return result
    }
}
