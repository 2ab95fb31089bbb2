import AppleResources
import LocalizedStrings

/// Brings an existing String Catalog up to date with a conversion's languages of it.
///
/// A catalog is one file for every language, so it is merged as a model and written whole, in
/// Xcode's layout (an unchanged catalog comes back byte for byte):
/// - each key the conversion writes gets the converted localizations of the languages the
///   conversion wrote, and keeps its localizations of every other language (one the user added
///   in Xcode, or one whose source had an error this time);
/// - keys an earlier conversion wrote whose source is gone are removed from every language;
/// - every other key stays as it is.
struct CatalogUpdate {
    /// The catalog's languages, read from the existing file.
    var existing: [StringTable]
    /// The converted languages of the catalog.
    var converted: [StringTable]
    /// The keys an earlier conversion wrote into the catalog.
    var ours: Set<String>

    /// The merged languages and what happened to each key.
    func merged() -> (tables: [StringTable], outcome: UpdateOutcome) {
        var outcome = UpdateOutcome()
        let convertedKeys = Set(converted.flatMap { $0.entries.map(\.key) })
        let existingKeys = existing.reduce(into: [String: Entry]()) { keys, table in
            for entry in table.entries where entry.details[StringCatalogEntryDetails.self]?.isImplicit != true {
                keys[entry.key] = keys[entry.key] ?? entry
            }
        }
        let removed = ours.subtracting(convertedKeys).filter { existingKeys[$0] != nil }
        outcome.removed = removed.sorted()
        outcome.kept = existingKeys.keys.filter { !convertedKeys.contains($0) && !removed.contains($0) }.sorted()

        var tables: [StringTable] = []
        let convertedByLanguage = Dictionary(converted.map { (language($0), $0) }, uniquingKeysWith: { first, _ in first })
        var covered: Set<String> = []
        for table in existing {
            let name = language(table)
            covered.insert(name)
            var merged = table
            merged.entries.removeAll { removed.contains($0.key) }
            if let new = convertedByLanguage[name] {
                // Converted keys take the converted localization; the rest of this language stays.
                merged.entries.removeAll { convertedKeys.contains($0.key) }
                merged.entries += new.entries
            } else {
                // A language the conversion did not write keeps its own localizations; a key the
                // conversion writes keeps the key-level fields of the converted source language.
                merged.entries = merged.entries.map { entry in keyLevelFields(of: entry, from: convertedByLanguage.values.first) }
            }
            tables.append(merged)
        }
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
        let before = index(existing)
        let after = index(tables)
        for key in convertedKeys.sorted() {
            guard existingKeys[key] != nil else {
                outcome.added.append(key)
                continue
            }
            if before[key] == after[key] { outcome.unchanged.append(key) } else { outcome.changed.append(key) }
        }
        return (tables, outcome)
    }

    /// Each key's entries by language, without locations, for comparing before and after.
    private func index(_ tables: [StringTable]) -> [String: [String: Entry]] {
        var index: [String: [String: Entry]] = [:]
        for table in tables {
            let name = language(table)
            for entry in table.entries { index[entry.key, default: [:]][name] = entry.withoutLocation }
        }
        return index
    }

    private func language(_ table: StringTable) -> String {
        table.details[StringCatalogDetails.self]?.languageName ?? table.locale?.identifier ?? ""
    }

    /// The entry with the comment and translatability a converted key has, which a catalog
    /// keeps once for all languages.
    private func keyLevelFields(of entry: Entry, from table: StringTable?) -> Entry {
        guard let source = table?[entry.key] else { return entry }
        var entry = entry
        entry.comment = source.comment
        entry.isTranslatable = source.isTranslatable
        return entry
    }
}
