import AppleResources
import ConversionMetadata
import LocalizedStrings
import OrderedJSON

extension AndroidToAppleConverter {
    /// The String Catalog's tables, one per table and locale. All locales' groups are converted
    /// first (on all cores), because a catalog's comment and `shouldTranslate` belong to the key
    /// and the records of all locales share one comment.
    ///
    /// Each source's groups are then changed in place and become its table's entries on all
    /// cores; a catalog of every locale holds a million entries, which are never copied whole.
    func catalogTables(_ phase: GroupConversion) -> (tables: [ConvertedTable], shared: [SharedEntries], diagnostics: [Diagnostic]) {
        // A catalog has no Base.lproj: a Base table beside the source language's has no place.
        var skipped: [Diagnostic] = []
        let work = phase.work.filter { item in
            guard item.key.table.isBase else { return true }
            skipped.append(.warning(ConversionDiagnosticID.notRepresentable, at: phase.sources.paths[item.key]?.first.map { SourceLocation(path: $0) },
                                    "this file holds the Base.lproj table \(item.key.table.name) of an Apple project, which a String Catalog cannot hold beside the source language's; it is not converted (convert --to apple keeps it)"))
            return false
        }
        // Fills are converted once for all locales; each locale finishes its own copies below.
        var filling = phase
        filling.fills = FillTemplates(phase) { $0 }
        var perLocale = work.concurrentMap { [filling] key, groups, appleLocale in
            filling.convertGroups(of: key, groups, appleLocale: appleLocale)
        }
        let diagnostics = skipped + ConversionDiagnostics.aggregated(perLocale.flatMap(\.diagnostics))
        var sources = zip(work, perLocale).map { item, converted in
            CatalogSource(table: TableLocale(table: item.key.table.id, locale: item.appleLocale), groups: converted.groups)
        }
        // The sources hold the only references to their groups now, so that changing them
        // does not copy them.
        perLocale = []
        let shared = SharedKeyFields(sources, sourceLanguage: options.sourceLanguage)
        let converter = self
        let finish: @Sendable (inout ConvertedGroup) -> Void = { group in
            if !group.restored { shared.apply(to: &group.apple, in: group.source.table.id) }
            // A filled gap is untranslated: Xcode shows it as New, and lint counts it so (its
            // record's fingerprint covers the plural forms' states).
            if group.filledFrom != nil { group.apple = group.apple.map(\.withNewState) }
            converter.attachRecord(&group, reverse: phase.reverse, catalog: true)
        }
        // A template's copies all end the same: finished once, for every locale it fills.
        let finishedFills = filling.fills.finished { template in
            var group = template
            finish(&group)
            return group
        }
        sources.concurrentUpdate { source in
            for index in source.groups.indices {
                if let origin = source.groups[index].template, let done = finishedFills.folder(origin).template(named: source.groups[index].name) {
                    source.groups[index].apple = done.apple
                    source.groups[index].record = done.record
                } else {
                    finish(&source.groups[index])
                }
            }
        }
        let comments = KeyComments(sources, sourceLanguage: options.sourceLanguage).comments(sources)
        sources.concurrentUpdate { source in
            source.entries = Self.catalogEntries(taking: &source.groups, comments: comments[source.table.table] ?? [:])
        }
        // A catalog is one file for all languages: its details are those kept with the source
        // language's file, else with the first that kept any.
        var catalogPairs: [String: [Attribute]] = [:]
        let order = phase.sources.order
        for key in order.filter({ $0.locale == nil }) + order.filter({ $0.locale != nil }) {
            if catalogPairs[key.table.id] == nil, let pairs = phase.sources.detailPairs[key] { catalogPairs[key.table.id] = pairs }
        }
        let tables = catalogTables(&sources, order: phase.sources.order, appleLocales: phase.appleLocales, detailPairs: catalogPairs)
        return (tables.map(ConvertedTable.init), [], diagnostics)
    }

    /// One source's groups on their way into the catalog, and then its entries.
    private struct CatalogSource: Sendable {
        var table: TableLocale
        var groups: [ConvertedGroup]
        var entries: [Entry] = []
    }

    /// In a catalog, the comment and `shouldTranslate` belong to the key: they are taken from
    /// the source language (or the first locale that has the key) for every locale.
    private struct SharedKeyFields: Sendable {
        private struct Fields: Sendable {
            var comment: String?
            var isTranslatable: Bool
        }

        /// By table, then key.
        private var fields: [String: [String: Fields]] = [:]

        init(_ sources: [CatalogSource], sourceLanguage: LanguageTag) {
            // The source language's own (the last of its folders), then the first locale's.
            for source in sources where source.table.locale == sourceLanguage {
                var tableFields = fields.removeValue(forKey: source.table.table) ?? [:]
                for group in source.groups.indices {
                    Self.add(source.groups[group].apple, to: &tableFields)
                }
                fields[source.table.table] = tableFields
            }
            // Most keys are the source language's: the entries of keys it lacks are found on
            // all cores, and only those are added one by one, in order.
            let known = fields
            let lacking = sources.concurrentMap { source in
                let knownKeys = known[source.table.table] ?? [:]
                var positions: [(group: Int, entry: Int)] = []
                for group in source.groups.indices {
                    for entry in source.groups[group].apple.indices where knownKeys[source.groups[group].apple[entry].key] == nil {
                        positions.append((group, entry))
                    }
                }
                return positions
            }
            for (source, positions) in zip(sources, lacking) where !positions.isEmpty {
                var tableFields = fields.removeValue(forKey: source.table.table) ?? [:]
                for (group, entry) in positions where tableFields[source.groups[group].apple[entry].key] == nil {
                    let entry = source.groups[group].apple[entry]
                    tableFields[entry.key] = Fields(comment: entry.comment, isTranslatable: entry.isTranslatable)
                }
                fields[source.table.table] = tableFields
            }
        }

        /// Adds the fields of entries, read in place (a copy of each entry costs more).
        private static func add(_ entries: [Entry], to fields: inout [String: Fields]) {
            for index in entries.indices {
                fields[entries[index].key] = Fields(comment: entries[index].comment, isTranslatable: entries[index].isTranslatable)
            }
        }

        /// Gives each entry its key's shared fields.
        func apply(to entries: inout [Entry], in table: String) {
            guard let tableFields = fields[table] else { return }
            for index in entries.indices {
                guard let owner = tableFields[entries[index].key] else { continue }
                entries[index].comment = owner.comment
                entries[index].isTranslatable = owner.isTranslatable
            }
        }
    }

    /// The catalog entries of one source's groups, which are emptied on the way (they are not
    /// needed after), with the key's comment on each group's first entry: the catalog keeps one.
    /// A later group's entry with the same key replaces the earlier one in place.
    private static func catalogEntries(taking groups: inout [ConvertedGroup], comments: [String: String?]) -> [Entry] {
        var taken: [ConvertedGroup] = []
        swap(&taken, &groups)
        let count = taken.reduce(0) { $0 + $1.apple.count }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        var indexByKey = [String: Int](minimumCapacity: count)
        for index in taken.indices {
            var apple: [Entry] = []
            swap(&apple, &taken[index].apple)
            if let first = apple.first, let comment = comments[first.key] { apple[0].comment = comment }
            for entry in apple {
                if let earlier = indexByKey[entry.key] {
                    entries[earlier] = entry
                } else {
                    indexByKey[entry.key] = entries.count
                    entries.append(entry)
                }
            }
        }
        return entries
    }

    /// The tables, in the order of their first sources, each with the entries of its sources
    /// (a later locale folder mapping to the same Apple locale replaces keys of an earlier one).
    private func catalogTables(_ sources: inout [CatalogSource], order: [SourceKey], appleLocales: [SourceKey: LanguageTag],
                               detailPairs: [String: [Attribute]]) -> [StringTable] {
        var tables: [StringTable] = []
        var tableIndex: [TableLocale: Int] = [:]
        for key in order {
            guard let locale = appleLocales[key] else { continue }
            let id = TableLocale(table: key.table.id, locale: locale)
            guard tableIndex[id] == nil else { continue }
            tableIndex[id] = tables.count
            tables.append(StringTable(path: key.table.catalogPath, format: .xcstrings, locale: locale,
                                      details: catalogDetails(detailPairs[key.table.id])))
        }
        // Only a table that several sources fill needs an index of its keys.
        var merging: [Int: TableBuilder] = [:]
        for source in sources.indices {
            guard let index = tableIndex[sources[source].table] else { continue }
            var entries: [Entry] = []
            swap(&entries, &sources[source].entries)
            if tables[index].entries.isEmpty && merging[index] == nil {
                tables[index].entries = entries
            } else {
                var builder = merging.removeValue(forKey: index) ?? TableBuilder(tables[index])
                for entry in entries { builder.add(entry) }
                merging[index] = builder
            }
        }
        for (index, builder) in merging { tables[index] = builder.table }
        return tables
    }

    /// The comment of each catalog key: its human part and one record for all locales —
    /// whether the text is HTML, each locale's kept Android entries or fill, and whether the
    /// Android source (`values/`) lacked the key.
    private struct KeyComments: Sendable {
        private var records: [TableKey: [JSONMember]] = [:]
        private var fills: [TableKey: [(locale: String, fill: ConversionRecord.Fill)]] = [:]
        private var styledKeys: Set<TableKey> = []
        private var sourceKeys: Set<TableKey> = []

        // Groups and entries are read in place: a copy of each of a million entries costs more.
        init(_ sources: [CatalogSource], sourceLanguage: LanguageTag) {
            for source in sources {
                let locale = source.table.locale.identifier
                for index in source.groups.indices where !source.groups[index].restored && !source.groups[index].apple.isEmpty {
                    let key = TableKey(table: source.table.table, key: source.groups[index].apple[0].key)
                    if source.groups[index].styled { styledKeys.insert(key) }
                    if let fill = source.groups[index].record.fill {
                        fills[key, default: []].append((locale, fill))
                    } else if source.groups[index].record.sourceEntries != nil {
                        var record = source.groups[index].record
                        record.styled = false
                        records[key, default: []].append(JSONMember(key: locale, value: record.json(sourceKey: "android")))
                    }
                }
            }
            // Keys the source language lacks: reading the catalog back would give them one.
            for source in sources where source.table.locale == sourceLanguage {
                for group in source.groups.indices {
                    for entry in source.groups[group].apple.indices {
                        sourceKeys.insert(TableKey(table: source.table.table, key: source.groups[group].apple[entry].key))
                    }
                }
            }
        }

        /// The comment of each group's first key, by table and key: the same in every locale,
        /// built from the first group that has the key first (its comment is the human part).
        /// The keys are found in order, and their comments (JSON text) built on all cores.
        func comments(_ sources: [CatalogSource]) -> [String: [String: String?]] {
            var firsts: [(key: TableKey, human: String?)] = []
            var seen: Set<TableKey> = []
            for source in sources {
                for index in source.groups.indices where !source.groups[index].apple.isEmpty {
                    let key = TableKey(table: source.table.table, key: source.groups[index].apple[0].key)
                    if seen.insert(key).inserted { firsts.append((key, source.groups[index].apple[0].comment)) }
                }
            }
            let comments = firsts.concurrentMap { [self] first in comment(for: first.key, human: first.human) }
            var built: [String: [String: String?]] = [:]
            for (first, comment) in zip(firsts, comments) { built[first.key.table, default: [:]][first.key.key] = .some(comment) }
            return built
        }

        /// The key's comment with its record.
        private func comment(for key: TableKey, human: String?) -> String? {
            var members: [JSONMember] = []
            if styledKeys.contains(key) { members.append(JSONMember(key: "styled", value: .bool(true))) }
            if let locales = records[key] { members.append(JSONMember(key: "locales", value: .object(locales))) }
            if let fills = fills[key] { members.append(ConversionRecord.Fill.catalogMember(fills)) }
            if !sourceKeys.contains(key) { members.append(JSONMember(key: StringBridgeNamespace.noSourceField, value: .bool(true))) }
            return members.isEmpty ? human : MetadataComment.comment(human: human, metadata: .object(members))
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
