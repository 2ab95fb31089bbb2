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
    /// cores. A gap a locale fills from a template is the template's entries, finished once and
    /// shared by every locale that lacks the group (a block of ``SharedEntries``): a catalog of
    /// every locale holds a million entries, most of them fills, which are never copied.
    func catalogTables(_ phase: GroupConversion) -> (tables: [TableWithSharedEntries], shared: [SharedEntries], diagnostics: [Diagnostic]) {
        // A catalog has no Base.lproj: a Base table beside the source language's has no place.
        var skipped: [Diagnostic] = []
        let work = phase.work.filter { item in
            guard item.key.table.isBase else { return true }
            skipped.append(.warning(ConversionDiagnosticID.notRepresentable, at: phase.sources.paths[item.key]?.first.map { SourceLocation(path: $0) },
                                    "this file holds the Base.lproj table \(item.key.table.name) of an Apple project, which a String Catalog cannot hold beside the source language's; it is not converted (convert --to apple keeps it)"))
            return false
        }
        // Fills are converted once for all locales, and finished below, once all are converted.
        let templates = FillTemplates(phase) { $0 }
        var perLocale = work.concurrentMap { key, groups, appleLocale in
            var (converted, diagnostics) = phase.convertOwnGroups(of: key, groups, appleLocale: appleLocale)
            var items = converted.indices.map { CatalogSource.Item.group($0) }
            diagnostics += phase.fillGaps(of: key, appleLocale: appleLocale, templates: templates) { fill in
                switch fill {
                case .template(let id):
                    items.append(.template(id))
                case .converted(let group):
                    items.append(.group(converted.count))
                    converted.append(group)
                }
            }
            return (source: CatalogSource(table: TableLocale(table: key.table.id, locale: appleLocale), groups: converted, items: items),
                    diagnostics: diagnostics)
        }
        let diagnostics = skipped + ConversionDiagnostics.aggregated(perLocale.flatMap(\.diagnostics))
        var sources = perLocale.map(\.source)
        // The sources hold the only references to their groups now, so that changing them
        // does not copy them.
        perLocale = []
        let shared = SharedKeyFields(sources, templates: templates.all, sourceLanguage: options.sourceLanguage)
        let converter = self
        let finish: @Sendable (inout ConvertedGroup) -> Void = { group in
            if !group.restored { shared.apply(to: &group.apple, in: group.source.table.id) }
            // A filled gap is untranslated: Xcode shows it as New, and lint counts it so (its
            // record's fingerprint covers the plural forms' states).
            if group.filledFrom != nil { group.apple = group.apple.map(\.withNewState) }
            converter.attachRecord(&group, reverse: phase.reverse, catalog: true)
        }
        // A template ends the same in every locale it fills: finished once.
        let finishedTemplates = templates.finished { template in
            var group = template
            finish(&group)
            return group
        }.all
        sources.concurrentUpdate { source in
            for index in source.groups.indices {
                finish(&source.groups[index])
                // The Android entries were needed for the record only.
                source.groups[index].android = []
            }
        }
        let comments = KeyComments(sources, templates: finishedTemplates, sourceLanguage: options.sourceLanguage)
            .comments(sources, templates: finishedTemplates)
        // Each template's entries as every catalog language that lacks its group holds them.
        let blocks = finishedTemplates.concurrentMap { template in
            SharedFillBlock(Self.withKeyComment(template.apple, comments: comments[template.source.table.id] ?? [:]),
                            name: template.name, format: .xcstrings)
        }
        let tables = sources.concurrentMap { source in
            Self.catalogTable(of: source, blocks: blocks, comments: comments[source.table.table] ?? [:])
        }
        // The tables hold the entries now: the groups go before the tables are merged.
        for index in sources.indices { sources[index].groups = [] }
        // A catalog is one file for all languages: its details are those kept with the source
        // language's file, else with the first that kept any.
        var catalogPairs: [String: [Attribute]] = [:]
        let order = phase.sources.order
        for key in order.filter({ $0.locale == nil }) + order.filter({ $0.locale != nil }) {
            if catalogPairs[key.table.id] == nil, let pairs = phase.sources.detailPairs[key] { catalogPairs[key.table.id] = pairs }
        }
        return (catalogTables(tables, of: sources, order: phase.sources.order, appleLocales: phase.appleLocales, detailPairs: catalogPairs),
                blocks.map(\.block), diagnostics)
    }

    /// One source's groups on their way into the catalog: its own, then the gaps it fills,
    /// each a group of its own or a template shared with other locales.
    private struct CatalogSource: Sendable {
        /// A group of the source, in order: one of ``groups``, or a template's id.
        enum Item: Sendable {
            case group(Int)
            case template(Int)
        }

        var table: TableLocale
        /// The source's own groups, and the gaps it fills that convert in this locale alone.
        var groups: [ConvertedGroup]
        /// The groups in order.
        var items: [Item]

        /// Calls `body` with the Apple entries of each group in order (a template's from
        /// `templates`), read in place.
        func forEachGroup(templates: [ConvertedGroup], _ body: (ConvertedGroup) -> Void) {
            for item in items {
                switch item {
                case .group(let index): body(groups[index])
                case .template(let id): body(templates[id])
                }
            }
        }
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

        init(_ sources: [CatalogSource], templates: [ConvertedGroup], sourceLanguage: LanguageTag) {
            // The source language's own (the last of its folders), then the first locale's.
            for source in sources where source.table.locale == sourceLanguage {
                var tableFields = fields.removeValue(forKey: source.table.table) ?? [:]
                source.forEachGroup(templates: templates) { Self.add($0.apple, to: &tableFields) }
                fields[source.table.table] = tableFields
            }
            // Most keys are the source language's: the entries of keys it lacks are found on
            // all cores, and only those are added one by one, in order. A template's keys are
            // looked up once.
            let known = fields
            let templatesLacking = templates.concurrentMap { template in
                template.apple.indices.filter { known[template.source.table.id]?[template.apple[$0].key] == nil }
            }
            let lacking = sources.concurrentMap { source in
                let knownKeys = known[source.table.table] ?? [:]
                var found: [Entry] = []
                for item in source.items {
                    switch item {
                    case .group(let group):
                        for entry in source.groups[group].apple.indices where knownKeys[source.groups[group].apple[entry].key] == nil {
                            found.append(source.groups[group].apple[entry])
                        }
                    case .template(let id):
                        for entry in templatesLacking[id] { found.append(templates[id].apple[entry]) }
                    }
                }
                return found
            }
            for (source, found) in zip(sources, lacking) where !found.isEmpty {
                var tableFields = fields.removeValue(forKey: source.table.table) ?? [:]
                for entry in found where tableFields[entry.key] == nil {
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

    /// Entries with the key's comment on the first: the catalog keeps one per key.
    private static func withKeyComment(_ entries: [Entry], comments: [String: String?]) -> [Entry] {
        guard let first = entries.first, let comment = comments[first.key] else { return entries }
        var entries = entries
        entries[0].comment = comment
        return entries
    }

    /// The catalog table of one source: its groups' entries, each group's first with the key's
    /// comment, a later group's entry with the same key replacing the earlier one in place;
    /// the templates' entries as their shared blocks.
    private static func catalogTable(of source: CatalogSource, blocks: [SharedFillBlock], comments: [String: String?]) -> TableWithSharedEntries {
        var table = SharingTableBuilder(StringTable(path: "", format: .xcstrings, locale: source.table.locale),
                                        reservingCapacity: source.groups.reduce(0) { $0 + $1.apple.count })
        for item in source.items {
            switch item {
            case .group(let index):
                for entry in withKeyComment(source.groups[index].apple, comments: comments) { table.addOwn(entry, group: source.groups[index].name) }
            case .template(let id):
                blocks[id].add(to: &table)
            }
        }
        return table.table
    }

    /// The tables, in the order of their first sources, each with the entries of its sources
    /// (a later locale folder mapping to the same Apple locale replaces keys of an earlier one).
    private func catalogTables(_ converted: [TableWithSharedEntries], of sources: [CatalogSource], order: [SourceKey],
                               appleLocales: [SourceKey: LanguageTag], detailPairs: [String: [Attribute]]) -> [TableWithSharedEntries] {
        var tables: [TableWithSharedEntries] = []
        var tableIndex: [TableLocale: Int] = [:]
        for key in order {
            guard let locale = appleLocales[key] else { continue }
            let id = TableLocale(table: key.table.id, locale: locale)
            guard tableIndex[id] == nil else { continue }
            tableIndex[id] = tables.count
            tables.append(TableWithSharedEntries(StringTable(path: key.table.catalogPath, format: .xcstrings, locale: locale,
                                                             details: catalogDetails(detailPairs[key.table.id]))))
        }
        // Only a table that several sources fill needs an index of its keys.
        var merging: [Int: TableBuilder] = [:]
        var filled: Set<Int> = []
        for (source, table) in zip(sources, converted) {
            guard let index = tableIndex[source.table] else { continue }
            if filled.insert(index).inserted {
                tables[index].table.entries = table.table.entries
                tables[index].shared = table.shared
            } else {
                var builder = merging.removeValue(forKey: index) ?? TableBuilder(tables[index].materialized)
                for entry in table.materialized.entries { builder.add(entry) }
                merging[index] = builder
            }
        }
        for (index, builder) in merging { tables[index] = TableWithSharedEntries(builder.table) }
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
        init(_ sources: [CatalogSource], templates: [ConvertedGroup], sourceLanguage: LanguageTag) {
            for source in sources {
                let locale = source.table.locale.identifier
                source.forEachGroup(templates: templates) { group in
                    guard !group.restored, !group.apple.isEmpty else { return }
                    let key = TableKey(table: source.table.table, key: group.apple[0].key)
                    if group.styled { styledKeys.insert(key) }
                    if let fill = group.record.fill {
                        fills[key, default: []].append((locale, fill))
                    } else if group.record.sourceEntries != nil {
                        var record = group.record
                        record.styled = false
                        records[key, default: []].append(JSONMember(key: locale, value: record.json(sourceKey: "android")))
                    }
                }
            }
            // Keys the source language lacks: reading the catalog back would give them one.
            for source in sources where source.table.locale == sourceLanguage {
                source.forEachGroup(templates: templates) { group in
                    for entry in group.apple.indices { sourceKeys.insert(TableKey(table: source.table.table, key: group.apple[entry].key)) }
                }
            }
        }

        /// The comment of each group's first key, by table and key: the same in every locale,
        /// built from the first group that has the key first (its comment is the human part).
        /// The keys are found in order, and their comments (JSON text) built on all cores.
        func comments(_ sources: [CatalogSource], templates: [ConvertedGroup]) -> [String: [String: String?]] {
            var firsts: [(key: TableKey, human: String?)] = []
            var seen: Set<TableKey> = []
            for source in sources {
                source.forEachGroup(templates: templates) { group in
                    guard !group.apple.isEmpty else { return }
                    let key = TableKey(table: source.table.table, key: group.apple[0].key)
                    if seen.insert(key).inserted { firsts.append((key, group.apple[0].comment)) }
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
