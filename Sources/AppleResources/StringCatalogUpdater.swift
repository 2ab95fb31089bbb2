import LocalizedStrings
import SystemSupport

/// Brings an existing String Catalog up to date with a conversion's languages of it
/// (``InPlaceUpdating``).
///
/// A catalog is one file for every language, so it is merged as a model and written whole, in
/// Xcode's layout (an unchanged catalog comes back byte for byte):
/// - each key the conversion writes gets the converted localizations of the languages the
///   conversion wrote, and keeps its localizations of every other language (one the user added
///   in Xcode, or one whose source had an error this time);
/// - keys an earlier conversion wrote whose source is gone are removed from every language;
/// - every other key stays as it is;
/// - a converted entry that brings only a localization (from a `.strings` or `.stringsdict`
///   file, an XLIFF unit: ``StringCatalogEntryDetails/isLocalizationOnly``) leaves its key's
///   catalog fields (`extractionState`, "Don't translate", other members) as they are, and a
///   localization that compiles to what it brings (``StringCatalogCompiler``) keeps its state
///   and its text as the catalog writes it (`%arg`): converting a catalog to `.lproj` files and
///   back into it changes nothing; a localization that is an XLIFF unit's source
///   (``StringCatalogEntryDetails/keepsExisting``) never replaces the catalog's.
public struct StringCatalogUpdater: InPlaceUpdating {
    /// The catalog's source language, for a catalog that does not name one.
    public var sourceLanguage: LanguageTag
    /// Languages an earlier conversion wrote whose sources are gone: the keys it wrote are
    /// removed from them (`--prune`).
    public var prunedLanguages: Set<String>

    /// The record lines of the existing catalog's keys, kept outside it (``CatalogRecordLines``):
    /// joined to its comments as it is read, and set apart again as it is written
    /// (``updateSettingRecordsApart(_:with:ours:)``); `nil` when the catalog holds its records.
    public var records: CatalogRecordLines?

    /// Creates an updater.
    public init(sourceLanguage: LanguageTag, prunedLanguages: Set<String> = [], records: CatalogRecordLines? = nil) {
        self.sourceLanguage = sourceLanguage
        self.prunedLanguages = prunedLanguages
        self.records = records
    }

    public func update(_ existing: [UInt8], with tables: [StringTable], ours: Set<ResourceIdentity>) throws(InPlaceUpdateError)
        -> InPlaceUpdate {
        try updateSettingRecordsApart(existing, with: tables, ours: ours).update
    }

    /// ``update(_:with:ours:)``, and the record lines of the updated catalog's keys, which it
    /// does not hold when ``records`` is set (`nil` otherwise).
    public func updateSettingRecordsApart(_ existing: [UInt8], with tables: [StringTable], ours: Set<ResourceIdentity>)
        throws(InPlaceUpdateError) -> (update: InPlaceUpdate, records: CatalogRecordLines?) {
        let read = StringCatalogReader().read(bytes: existing, path: tables.first?.path ?? "")
        if let error = read.diagnostics.first(where: { $0.severity == .error }) {
            throw InPlaceUpdateError(error.message)
        }
        let ourKeys = Set(ours.map(\.name))
        var kept = records?.joined(to: read.tables) ?? read.tables
        if !prunedLanguages.isEmpty {
            kept = kept.map { table in
                guard let language = table.locale?.identifier, prunedLanguages.contains(language) else { return table }
                var table = table
                table.entries.removeAll { ourKeys.contains($0.key) }
                return table
            }
        }
        let converted = LocalizationOnlyEntries.keepingKeyFields(of: tables, existing: kept)
        let merge = CatalogMerge(existing: kept, converted: converted, ours: ourKeys).merged()
        let document = StringCatalogWriter().documentBytes(for: merge.tables.map(TableWithSharedEntries.init), sourceLanguage: sourceLanguage,
                                                           settingApart: records?.marker)
        return (InPlaceUpdate(bytes: document.bytes, outcome: merge.outcome, diagnostics: document.diagnostics),
                records == nil ? nil : document.records)
    }
}

/// The merge of a catalog's languages as they are with those a conversion made.
private struct CatalogMerge {
    /// The catalog's languages, read from the existing file.
    var existing: [StringTable]
    /// The converted languages of the catalog.
    var converted: [StringTable]
    /// The keys an earlier conversion wrote into the catalog.
    var ours: Set<String>

    /// The merged languages and what happened to each key.
    ///
    /// A catalog of every locale holds a million entries on each side: the languages are
    /// merged and compared on all cores, each on its own, and no entry is copied into an index.
    func merged() -> (tables: [StringTable], outcome: UpdateOutcome) {
        var outcome = UpdateOutcome()
        let convertedKeys = converted.keySet()
        let existingKeys = existing.keySet(skippingImplicit: true)
        let removed = ours.subtracting(convertedKeys).intersection(existingKeys)
        outcome.removed = removed.sorted().map(ResourceIdentity.init(appleKey:))
        outcome.kept = existingKeys.filter { !convertedKeys.contains($0) && !removed.contains($0) }.sorted().map(ResourceIdentity.init(appleKey:))

        let convertedByLanguage = Dictionary(converted.map { (language($0), $0) }, uniquingKeysWith: { first, _ in first })
        // A language the conversion did not write keeps its own localizations; a key the
        // conversion writes keeps the key-level fields of (any) converted language.
        let keyLevelSource = convertedByLanguage.values.first.map(KeyLevelFields.init)
        var tables = existing.concurrentMap { [self] table in
            var merged = table
            if let new = convertedByLanguage[language(table)] {
                // Converted keys take the converted localization; the rest of this language
                // stays. (Mostly no rest is left: the converted entries are then shared, not copied.)
                var rest: [Entry] = []
                table.entries.withUnsafeBufferPointer { entries in
                    for index in entries.indices where !removed.contains(entries[index].key) && !convertedKeys.contains(entries[index].key) {
                        rest.append(entries[index])
                    }
                }
                merged.entries = rest.isEmpty ? new.entries : rest + new.entries
            } else {
                if !removed.isEmpty { merged.entries.removeAll { removed.contains($0.key) } }
                if let keyLevelSource {
                    for index in merged.entries.indices { keyLevelSource.apply(to: &merged.entries[index]) }
                }
            }
            return merged
        }
        let covered = Set(existing.map(language))
        for table in converted where !covered.contains(language(table)) {
            tables.append(table)
        }
        // Catalog-level details (source language, version, other members) are the existing file's.
        if let details = existing.first?.details, !details.isEmpty {
            for index in tables.indices {
                var catalog = details[StringCatalogDetails.self]
                catalog?.languageName = tables[index].details[StringCatalogDetails.self]?.languageName
                if let catalog { tables[index].details = FormatDetails(catalog) }
            }
        }
        let sortedKeys = convertedKeys.sorted()
        let indexOfKey = Dictionary(uniqueKeysWithValues: sortedKeys.enumerated().map { ($1, $0) })
        let changed = keysWithChangedLocalizations(before: existing, after: tables, keys: indexOfKey)
        for (index, key) in sortedKeys.enumerated() {
            let identity = ResourceIdentity(appleKey: key)
            if !existingKeys.contains(key) {
                outcome.added.append(identity)
            } else if changed[index] {
                outcome.changed.append(identity)
            } else {
                outcome.unchanged.append(identity)
            }
        }
        return (tables, outcome)
    }

    /// The keys (of `keys`, by their index there) whose localization in some language differs
    /// between the two sets of tables (but for its location), or that one side has in a
    /// language and the other not. In each language a key's localization is that of its last
    /// entry.
    ///
    /// Each language is compared on its own, on all cores, by the keys' indices: the entries
    /// are read in place, and no string is stored or copied.
    private func keysWithChangedLocalizations(before: [StringTable], after: [StringTable], keys: [String: Int]) -> [Bool] {
        let beforeNames = before.map(language), afterNames = after.map(language)
        var seen: Set<String> = []
        let names = (beforeNames + afterNames).filter { seen.insert($0).inserted }
        let perLanguage = names.concurrentMap { name in
            let old = LastEntries(of: before, named: beforeNames, name, keys: keys)
            let new = LastEntries(of: after, named: afterNames, name, keys: keys)
            var changed: [Int] = []
            old.entries.withUnsafeBufferPointer { oldEntries in
                new.entries.withUnsafeBufferPointer { newEntries in
                    for key in 0..<keys.count {
                        switch (old.last[key], new.last[key]) {
                        case (nil, nil): continue
                        case (let was?, let now?) where oldEntries[was].hasSameMeaning(as: newEntries[now]): continue
                        default: changed.append(key)
                        }
                    }
                }
            }
            return changed
        }
        var changed = [Bool](repeating: false, count: keys.count)
        for keys in perLanguage { for key in keys { changed[key] = true } }
        return changed
    }

    /// The entries of some tables of one language, and which is the last of each key.
    private struct LastEntries {
        /// The tables' entries, one after the other: shared with the table when there is one.
        var entries: [Entry] = []
        /// The index in `entries` of each key's last entry, by the key's index.
        var last: [Int?]

        /// The entries of the tables whose language (in `names`, by table) is `name`, and
        /// the last of each key of `keys`.
        init(of tables: [StringTable], named names: [String], _ name: String, keys: [String: Int]) {
            for table in tables.indices where names[table] == name {
                if entries.isEmpty { entries = tables[table].entries } else { entries += tables[table].entries }
            }
            var last = [Int?](repeating: nil, count: keys.count)
            entries.withUnsafeBufferPointer { entries in
                for index in entries.indices {
                    if let key = keys[entries[index].key] { last[key] = index }
                }
            }
            self.last = last
        }
    }

    /// The comment and translatability each key has in one converted language, which a
    /// catalog keeps once for all languages.
    private struct KeyLevelFields: Sendable {
        private let table: StringTable
        /// The first entry of each key.
        private let firstIndex: [String: Int]

        init(_ table: StringTable) {
            self.table = table
            var firstIndex: [String: Int] = [:]
            for index in table.entries.indices where firstIndex[table.entries[index].key] == nil {
                firstIndex[table.entries[index].key] = index
            }
            self.firstIndex = firstIndex
        }

        /// Gives the entry its key's fields, when the table has the key.
        func apply(to entry: inout Entry) {
            guard let index = firstIndex[entry.key] else { return }
            entry.comment = table.entries[index].comment
            entry.isTranslatable = table.entries[index].isTranslatable
        }
    }

    private func language(_ table: StringTable) -> String {
        table.details[StringCatalogDetails.self]?.languageName ?? table.locale?.identifier ?? ""
    }
}

/// Converted entries that bring only a localization, merged with what the catalog has of their keys.
private enum LocalizationOnlyEntries {
    static func keepingKeyFields(of converted: [StringTable], existing: [StringTable]) -> [StringTable] {
        guard converted.contains(where: { $0.entries.first?.details[StringCatalogEntryDetails.self]?.isLocalizationOnly == true }) else {
            return converted
        }
        var keyFields: [String: Entry] = [:]
        var localizations: [String: [String: Entry]] = [:]
        for table in existing {
            let language = table.locale?.identifier ?? ""
            for entry in table.entries {
                if keyFields[entry.key] == nil { keyFields[entry.key] = entry }
                if entry.details[StringCatalogEntryDetails.self]?.isImplicit != true { localizations[language, default: [:]][entry.key] = entry }
            }
        }
        return converted.map { table in
            var table = table
            let existingLanguage = localizations[table.locale?.identifier ?? ""] ?? [:]
            for index in table.entries.indices {
                let entry = table.entries[index]
                guard let details = entry.details[StringCatalogEntryDetails.self], details.isLocalizationOnly,
                      let keyEntry = keyFields[entry.key] else { continue }
                if let localization = existingLanguage[entry.key], details.keepsExisting || sameCompiledForm(localization, entry) {
                    table.entries[index] = localization
                    continue
                }
                var fields = keyEntry.details[StringCatalogEntryDetails.self] ?? StringCatalogEntryDetails()
                fields.isImplicit = details.isImplicit
                fields.hasEmptyLocalizations = false
                fields.otherLocalizationMembers = []
                fields.otherStringUnitMembers = []
                fields.unmodelledLocalization = nil
                table.entries[index].details = fields.isEmpty ? FormatDetails() : FormatDetails(fields)
                table.entries[index].isTranslatable = keyEntry.isTranslatable
                if entry.comment == nil { table.entries[index].comment = keyEntry.comment }
            }
            return table
        }
    }

    /// Whether two localizations compile alike (their comments aside when the second brings none).
    private static func sameCompiledForm(_ existing: Entry, _ converted: Entry) -> Bool {
        var existing = existing
        if converted.comment == nil { existing.comment = nil }
        return StringCatalogCompiler.compileAlike(existing, converted)
    }
}
