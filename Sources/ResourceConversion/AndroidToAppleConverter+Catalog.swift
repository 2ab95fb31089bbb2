import AppleResources
import ConversionMetadata
import LocalizedStrings
import OrderedJSON

extension AndroidToAppleConverter {
    /// The String Catalog's tables, one per table and locale. All locales' groups are converted
    /// first (on all cores), because a catalog's comment and `shouldTranslate` belong to the key
    /// and the records of all locales share one comment.
    func catalogTables(_ phase: GroupConversion) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        // A catalog has no Base.lproj: a Base table beside the source language's has no place.
        var skipped: [Diagnostic] = []
        let work = phase.work.filter { item in
            guard item.key.table.isBase else { return true }
            skipped.append(.warning(ConversionDiagnosticID.notRepresentable, at: phase.sources.paths[item.key]?.first.map { SourceLocation(path: $0) },
                                    "this file holds the Base.lproj table \(item.key.table.name) of an Apple project, which a String Catalog cannot hold beside the source language's; it is not converted (convert --to apple keeps it)"))
            return false
        }
        let perLocale = work.concurrentMap { key, groups, appleLocale in
            phase.convertGroups(of: key, groups, appleLocale: appleLocale)
        }
        var converted = perLocale.flatMap(\.groups)
        shareCatalogFields(&converted)
        converted = converted.concurrentMap { group in
            var group = group
            // A filled gap is untranslated: Xcode shows it as New, and lint counts it so (its
            // record's fingerprint covers the plural forms' states).
            if group.filledFrom != nil { group.apple = group.apple.map(\.withNewState) }
            attachRecord(&group, reverse: phase.reverse, catalog: true)
            return group
        }
        // A catalog is one file for all languages: its details are those kept with the source
        // language's file, else with the first that kept any.
        var catalogPairs: [String: [Attribute]] = [:]
        let order = phase.sources.order
        for key in order.filter({ $0.locale == nil }) + order.filter({ $0.locale != nil }) {
            if catalogPairs[key.table.id] == nil, let pairs = phase.sources.detailPairs[key] { catalogPairs[key.table.id] = pairs }
        }
        let tables = catalogTables(converted, order: phase.sources.order, appleLocales: phase.appleLocales,
                                   detailPairs: catalogPairs)
        return (tables, skipped + ConversionDiagnostics.aggregated(perLocale.flatMap(\.diagnostics)))
    }

    /// In a catalog, the comment and `shouldTranslate` belong to the key: take them from the
    /// source language (or the first locale that has the key) for every locale.
    private func shareCatalogFields(_ groups: inout [ConvertedGroup]) {
        var shared: [TableKey: Entry] = [:]
        for group in groups where group.appleLocale == options.sourceLanguage {
            for entry in group.apple { shared[TableKey(table: group.source.table.id, key: entry.key)] = entry }
        }
        for group in groups {
            for entry in group.apple where shared[TableKey(table: group.source.table.id, key: entry.key)] == nil {
                shared[TableKey(table: group.source.table.id, key: entry.key)] = entry
            }
        }
        for index in groups.indices where !groups[index].restored {
            for entryIndex in groups[index].apple.indices {
                let entry = groups[index].apple[entryIndex]
                guard let owner = shared[TableKey(table: groups[index].source.table.id, key: entry.key)] else { continue }
                groups[index].apple[entryIndex].comment = owner.comment
                groups[index].apple[entryIndex].isTranslatable = owner.isTranslatable
            }
        }
    }

    private func catalogTables(_ groups: [ConvertedGroup], order: [SourceKey], appleLocales: [SourceKey: LanguageTag],
                               detailPairs: [String: [Attribute]]) -> [StringTable] {
        var tables: [TableLocale: TableBuilder] = [:]
        var tableOrder: [TableLocale] = []
        for key in order {
            guard let locale = appleLocales[key] else { continue }
            let id = TableLocale(table: key.table.id, locale: locale)
            guard tables[id] == nil else { continue }
            tableOrder.append(id)
            tables[id] = TableBuilder(StringTable(path: key.table.catalogPath, format: .xcstrings, locale: locale,
                                                  details: catalogDetails(detailPairs[key.table.id])))
        }
        var comments = KeyComments(groups, sourceLanguage: options.sourceLanguage)
        for group in groups {
            let id = TableLocale(table: group.source.table.id, locale: group.appleLocale)
            for (index, entry) in group.apple.enumerated() {
                var entry = entry
                // Every locale's entry carries the key's comment: the catalog keeps one.
                if index == 0 { entry.comment = comments.comment(for: entry, in: group.source.table.id) }
                tables[id]?.add(entry)
            }
        }
        return tableOrder.compactMap { tables[$0]?.table }
    }

    /// The comment of each catalog key: its human part and one record for all locales —
    /// whether the text is HTML, each locale's kept Android entries or fill, and whether the
    /// Android source (`values/`) lacked the key.
    private struct KeyComments {
        private var records: [TableKey: [JSONMember]] = [:]
        private var fills: [TableKey: [(locale: String, fill: ConversionRecord.Fill)]] = [:]
        private var styledKeys: Set<TableKey> = []
        private var sourceKeys: Set<TableKey> = []

        init(_ groups: [ConvertedGroup], sourceLanguage: LanguageTag) {
            for group in groups where !group.restored {
                guard let first = group.apple.first else { continue }
                let key = TableKey(table: group.source.table.id, key: first.key)
                if group.styled { styledKeys.insert(key) }
                if let fill = group.record.fill {
                    fills[key, default: []].append((group.appleLocale.identifier, fill))
                } else if group.record.sourceEntries != nil {
                    var record = group.record
                    record.styled = false
                    records[key, default: []].append(JSONMember(key: group.appleLocale.identifier, value: record.json(sourceKey: "android")))
                }
            }
            // Keys the source language lacks: reading the catalog back would give them one.
            for group in groups where group.appleLocale == sourceLanguage {
                for entry in group.apple { sourceKeys.insert(TableKey(table: group.source.table.id, key: entry.key)) }
            }
        }

        /// Comments built so far: the key's comment is the same in every locale, so each is
        /// built once.
        private var built: [TableKey: String?] = [:]

        /// The entry's comment with the key's record.
        mutating func comment(for entry: Entry, in table: String) -> String? {
            let key = TableKey(table: table, key: entry.key)
            if let comment = built[key] { return comment }
            var members: [JSONMember] = []
            if styledKeys.contains(key) { members.append(JSONMember(key: "styled", value: .bool(true))) }
            if let locales = records[key] { members.append(JSONMember(key: "locales", value: .object(locales))) }
            if let fills = fills[key] { members.append(ConversionRecord.Fill.catalogMember(fills)) }
            if !sourceKeys.contains(key) { members.append(JSONMember(key: StringBridgeNamespace.noSourceField, value: .bool(true))) }
            let comment = members.isEmpty ? entry.comment : MetadataComment.comment(human: entry.comment, metadata: .object(members))
            built[key] = comment
            return comment
        }
    }

    /// The String Catalog details kept in an Android file's `sb:table`, with the source
    /// language of this conversion when none was kept.
    private func catalogDetails(_ pairs: [Attribute]?) -> FormatDetails {
        var details = StringCatalogDetails(keptPairs: pairs ?? [])
            ?? StringCatalogDetails(sourceLanguage: options.sourceLanguage.identifier)
        details.languageName = nil
        return FormatDetails(details)
    }
}
