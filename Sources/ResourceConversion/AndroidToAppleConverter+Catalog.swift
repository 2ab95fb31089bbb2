import AppleResources
import ConversionMetadata
import LocalizedStrings
import OrderedJSON
import SystemSupport

extension AndroidToAppleConverter {
    /// The String Catalog's tables, one per table and locale. All locales' groups are converted
    /// first (on all cores), because a catalog's comment and `shouldTranslate` belong to the key
    /// and the records of all locales share one comment.
    ///
    /// Each source's groups are then changed in place and become its table's entries on all
    /// cores. A gap a locale fills from a template is the template's entries, finished once and
    /// shared by every locale that lacks the group (a block of ``SharedEntries``): a catalog of
    /// every locale holds an entry for every key in each, most of them fills, which are never
    /// copied.
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
        let comments = KeyComments(sources, templates: finishedTemplates, sourceLanguage: options.sourceLanguage).comments()
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
    ///
    /// Groups and entries are read in place, and keys are numbered as they are first met: a
    /// catalog of every locale visits every group of every locale (a template once in each that
    /// fills from it), and a copy of each group, or a hash of its key at every visit, would
    /// cost as much as the visit itself. A template's key is looked up once.
    private struct KeyComments: Sendable {
        /// A group whose record is kept: its source (by index) and the group there.
        private struct RecordPlace: Sendable {
            var locale: String
            var source: Int
            var item: CatalogSource.Item
        }

        private let sources: [CatalogSource]
        private let templates: [ConvertedGroup]
        /// Each group's first key, numbered in the order met, with the comment of the first group that has it.
        private var firsts: [(key: TableKey, human: String?)] = []
        /// By key number: the groups with kept Android entries, and the fills, in source order.
        private var records: [[RecordPlace]] = []
        private var fills: [[(locale: String, fill: ConversionRecord.Fill)]] = []
        private var styled: [Bool] = []
        private var sourceKeys: Set<TableKey> = []

        init(_ sources: [CatalogSource], templates: [ConvertedGroup], sourceLanguage: LanguageTag) {
            self.sources = sources
            self.templates = templates
            var numbers: [TableKey: Int] = [:]
            // What a template adds is the same in every locale that fills from it (all of
            // them of its table): found once.
            var templateNotes = [Note?](repeating: nil, count: templates.count)
            for sourceIndex in sources.indices {
                let (table, groups) = (sources[sourceIndex].table, sources[sourceIndex].groups)
                let locale = table.locale.identifier
                for item in sources[sourceIndex].items {
                    let note: Note
                    switch item {
                    case .group(let index):
                        guard !groups[index].apple.isEmpty else { continue }
                        note = Note(number: number(of: groups[index].apple, table: table.table, in: &numbers), restored: groups[index].restored,
                                    styled: groups[index].styled, fill: groups[index].record.fill,
                                    hasRecord: groups[index].record.sourceEntries != nil)
                    case .template(let id):
                        if let known = templateNotes[id] {
                            note = known
                        } else {
                            guard !templates[id].apple.isEmpty else { continue }
                            note = Note(number: number(of: templates[id].apple, table: table.table, in: &numbers), restored: templates[id].restored,
                                        styled: templates[id].styled, fill: templates[id].record.fill,
                                        hasRecord: templates[id].record.sourceEntries != nil)
                            templateNotes[id] = note
                        }
                    }
                    if note.styled { styled[note.number] = true }
                    if let fill = note.fill {
                        fills[note.number].append((locale, fill))
                    } else if note.hasRecord {
                        records[note.number].append(RecordPlace(locale: locale, source: sourceIndex, item: item))
                    }
                }
            }
            // Keys the source language lacks: reading the catalog back would give them one.
            for source in sources where source.table.locale == sourceLanguage {
                for item in source.items {
                    switch item {
                    case .group(let index): addSourceKeys(of: source.groups[index].apple, table: source.table.table)
                    case .template(let id): addSourceKeys(of: templates[id].apple, table: source.table.table)
                    }
                }
            }
        }

        /// What a group adds to its key's comment. (Read field by field: a group passed whole
        /// is copied.)
        private struct Note {
            var number: Int
            var styled = false
            var fill: ConversionRecord.Fill?
            /// Whether its record keeps Android entries.
            var hasRecord = false

            /// What a group adds to the comment of its first key (numbered `number`): nothing
            /// when its Android entries were restored.
            init(number: Int, restored: Bool, styled: Bool, fill: ConversionRecord.Fill?, hasRecord: Bool) {
                self.number = number
                guard !restored else { return }
                (self.styled, self.fill, self.hasRecord) = (styled, fill, hasRecord)
            }
        }

        /// The number of a group's first key (`entries` are its Apple entries, not empty),
        /// numbered now, with the group's comment, when it is new.
        private mutating func number(of entries: borrowing [Entry], table: String, in numbers: inout [TableKey: Int]) -> Int {
            let number = numbers.value(forKey: TableKey(table: table, key: entries[0].key), insertingIfAbsent: firsts.count)
            if number == firsts.count {
                firsts.append((TableKey(table: table, key: entries[0].key), entries[0].comment))
                records.append([])
                fills.append([])
                styled.append(false)
            }
            return number
        }

        private mutating func addSourceKeys(of entries: borrowing [Entry], table: String) {
            for entry in entries.indices { sourceKeys.insert(TableKey(table: table, key: entries[entry].key)) }
        }

        /// The comment of each group's first key, by table and key: the same in every locale,
        /// built from the first group that has the key first (its comment is the human part),
        /// on all cores.
        func comments() -> [String: [String: String?]] {
            let comments = Array(firsts.indices).concurrentMap { [self] number in comment(number: number) }
            var built: [String: [String: String?]] = [:]
            for (first, comment) in zip(firsts, comments) { built[first.key.table, default: [:]][first.key.key] = .some(comment) }
            return built
        }

        /// The comment of a key, by its number, with its record.
        private func comment(number: Int) -> String? {
            let (key, human) = firsts[number]
            var members: [JSONMember] = []
            if styled[number] { members.append(JSONMember(key: "styled", value: .bool(true))) }
            if !records[number].isEmpty {
                members.append(JSONMember(key: "locales", value: .object(records[number].map { place in
                    var record = record(at: place)
                    record.styled = false
                    return JSONMember(key: place.locale, value: record.json(sourceKey: "android"))
                })))
            }
            if !fills[number].isEmpty { members.append(ConversionRecord.Fill.catalogMember(fills[number])) }
            if !sourceKeys.contains(key) { members.append(JSONMember(key: StringBridgeNamespace.noSourceField, value: .bool(true))) }
            return members.isEmpty ? human : MetadataComment.comment(human: human, metadata: .object(members))
        }

        private func record(at place: RecordPlace) -> ConversionRecord {
            switch place.item {
            case .group(let index): sources[place.source].groups[index].record
            case .template(let id): templates[id].record
            }
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
