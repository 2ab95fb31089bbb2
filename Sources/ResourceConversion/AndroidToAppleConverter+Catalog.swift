import AppleResources
import ConversionMetadata
import LocalizedStrings
import OrderedJSON
import SystemSupport

extension AndroidToAppleConverter {
    /// The String Catalog's tables, one per table and locale, converted on all cores. A
    /// catalog's comment and `shouldTranslate` belong to the key, taken from the source
    /// language (``SharedKeyFields``), and the records of all locales share one comment: every
    /// locale's groups are converted and finished (given their key's fields and their record)
    /// before any comment is made.
    ///
    /// Each source's groups then become its table's entries. A gap a locale fills from a
    /// template is the template's entries, finished once and shared by every locale that lacks
    /// the group (a block of ``SharedEntries``): a catalog of every locale holds an entry for
    /// every key in each, most of them fills, which are never copied.
    ///
    /// The groups of a locale no other falls back to (most of them) are taken out of `phase`
    /// and let go as soon as the locale is converted (``convertedSources(_:phase:templates:finish:)``).
    func catalogTables(_ phase: inout GroupConversion) -> (tables: [TableWithSharedEntries], shared: [SharedEntries], diagnostics: [Diagnostic]) {
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
        let (converter, reverse) = (self, phase.reverse)
        let finish: @Sendable (inout ConvertedGroup, SharedKeyFields) -> Void = { group, shared in
            if !group.restored { shared.apply(to: &group.apple, in: group.source.table.id) }
            // A filled gap is untranslated: Xcode shows it as New, and lint counts it so (its
            // record's fingerprint covers the plural forms' states).
            if group.filledFrom != nil { group.apple = group.apple.map(\.withNewState) }
            converter.attachRecord(&group, reverse: reverse, catalog: true)
            // The Android entries were needed for the record only.
            group.android = []
        }
        var sources: [CatalogSource]
        let shared: SharedKeyFields, perSourceDiagnostics: [Diagnostic]
        (sources, shared, perSourceDiagnostics) = convertedSources(consume work, phase: &phase, templates: templates, finish: finish)
        let diagnostics = skipped + ConversionDiagnostics.aggregated(perSourceDiagnostics)
        // A template ends the same in every locale it fills: finished once.
        let finishedTemplates = templates.finished { template in
            var group = template
            finish(&group, shared)
            return group
        }.all
        sources.concurrentUpdate { source in
            for index in source.unfinished { finish(&source.groups[index], shared) }
            source.unfinished = []
        }
        let comments = KeyComments(sources, templates: finishedTemplates, sourceLanguage: options.sourceLanguage).comments()
        // Each template's entries as every catalog language that lacks its group holds them.
        let blocks = finishedTemplates.concurrentMap { template in
            SharedFillBlock(Self.withKeyComment(template.apple, comments: comments[template.source.table.id] ?? [:]),
                            name: template.name, format: .xcstrings)
        }
        // Each source's groups go as its table is made: the groups and the tables, which hold
        // the same entries, are never all held at once.
        sources.concurrentUpdate { source in
            source.made = Self.catalogTable(of: source, blocks: blocks, comments: comments[source.table.table] ?? [:])
            source.groups = []
        }
        let tables = sources.map { $0.made! }
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

    /// Each source's groups converted, own and filled, in order, on all cores, with the key
    /// fields of every table (complete: ``SharedKeyFields/addingLacking(_:templates:)`` done)
    /// and what converting each source reported.
    ///
    /// A locale that no other falls back to (``DeferredTables/deferrableLocales(among:)``)
    /// needs its Android groups only while it is converted: they are taken out of `phase` (and
    /// its references' resolution) and go with the locale's work, which lets them go once
    /// converted, so that every locale's Android groups and every locale's converted groups are
    /// never held at once. Its sources of every bundle are converted together, since its
    /// references resolve through all of them. The source language's sources, and those of the
    /// locales others fall back to, are converted first: then the fields of most keys are
    /// known, and each later locale's groups are finished as they are converted, their Android
    /// entries let go too. A group with a key the source language lacks waits for the end
    /// (its key takes the fields of the first locale that has it).
    private func convertedSources(_ work: consuming [(key: SourceKey, groups: [(key: String, entries: [Entry])], appleLocale: LanguageTag)],
                                  phase: inout GroupConversion, templates: FillTemplates<ConvertedGroup>,
                                  finish: @escaping @Sendable (inout ConvertedGroup, SharedKeyFields) -> Void)
        -> (sources: [CatalogSource], fields: SharedKeyFields, diagnostics: [Diagnostic]) {
        let sourceLanguage = options.sourceLanguage
        let alone = DeferredTables.deferrableLocales(among: work.compactMap(\.key.locale))
        var batches: [LocaleBatch] = []
        var batchOfLocale: [LanguageTag: Int] = [:]
        for (index, item) in work.enumerated() {
            let member = LocaleBatch.Member(order: index, key: item.key, groups: item.groups, appleLocale: item.appleLocale)
            if let locale = item.key.locale, alone.contains(locale) {
                if let batch = batchOfLocale[locale] {
                    batches[batch].members.append(member)
                } else {
                    batchOfLocale[locale] = batches.count
                    batches.append(LocaleBatch(members: [member], isAlone: true))
                }
            } else {
                batches.append(LocaleBatch(members: [member], isAlone: false))
            }
        }
        let count = work.count
        work = []
        for key in phase.sources.order where key.locale.map(alone.contains) == true { phase.sources.groups[key] = nil }
        phase.mapping.context.android = phase.mapping.context.android.excluding(alone)
        phase.reverse = AppleToAndroidMapping(context: phase.mapping.context)
        let converting = phase
        let convert: @Sendable (inout LocaleBatch, SharedKeyFields?) -> Void = { batch, fields in
            var own = converting
            if batch.isAlone {
                own.mapping.context.android = converting.mapping.context.android.including(batch.members.map { ($0.key.locale, $0.groups) })
            }
            for index in batch.members.indices {
                let member = batch.members[index]
                batch.members[index].groups = []
                var made = Self.convertedSource(member, phase: own, templates: templates)
                if let fields {
                    var unfinished: [Int] = []
                    for group in made.source.unfinished {
                        if made.source.groups[group].restored || fields.knowsEveryKey(of: made.source.groups[group]) {
                            finish(&made.source.groups[group], fields)
                        } else {
                            unfinished.append(group)
                        }
                    }
                    made.source.unfinished = unfinished
                }
                batch.converted.append((member.order, made))
            }
        }
        var first = batches.filter { !$0.isAlone || $0.members.contains { $0.appleLocale == sourceLanguage } }
        var later = batches.filter { $0.isAlone && !$0.members.contains { $0.appleLocale == sourceLanguage } }
        batches = []
        first.concurrentUpdate { convert(&$0, nil) }
        let early = first.flatMap(\.converted).map(\.made.source)
        let known = SharedKeyFields(sourceLanguage: early.filter { $0.table.locale == sourceLanguage }, templates: templates.all)
        later.concurrentUpdate { convert(&$0, known) }
        var ordered = [(source: CatalogSource, diagnostics: [Diagnostic])?](repeating: nil, count: count)
        for batch in first + later { for (order, made) in batch.converted { ordered[order] = made } }
        let sources = ordered.map { $0!.source }
        return (sources, known.addingLacking(sources, templates: templates.all), ordered.flatMap { $0!.diagnostics })
    }

    /// The sources of one locale converted together (or of one locale another falls back to,
    /// converted with `phase` as it is), each with its place in the conversion's order.
    private struct LocaleBatch: Sendable {
        struct Member: Sendable {
            var order: Int
            var key: SourceKey
            var groups: [(key: String, entries: [Entry])]
            var appleLocale: LanguageTag
        }

        var members: [Member]
        /// Whether the locale's groups are in the batch alone, not in the phase.
        var isAlone: Bool
        var converted: [(order: Int, made: (source: CatalogSource, diagnostics: [Diagnostic]))] = []
    }

    /// One source's groups converted, own and filled.
    private static func convertedSource(_ member: LocaleBatch.Member, phase: GroupConversion, templates: FillTemplates<ConvertedGroup>)
        -> (source: CatalogSource, diagnostics: [Diagnostic]) {
        let (key, appleLocale) = (member.key, member.appleLocale)
        var (converted, diagnostics) = phase.convertOwnGroups(of: key, member.groups, appleLocale: appleLocale)
        var items = converted.indices.map { CatalogSource.Item.group($0) }
        var filled: [ConvertedGroup] = []
        diagnostics += phase.fillGaps(of: key, appleLocale: appleLocale, templates: templates) { fill in
            switch fill {
            case .template(let id):
                items.append(.template(id))
            case .converted(let group):
                items.append(.group(converted.count + filled.count))
                filled.append(group)
            }
        }
        // Every locale's groups are held until the catalog is made: each source's in an
        // array of their own size, not one grown to twice that by appending.
        if !filled.isEmpty {
            var all: [ConvertedGroup] = []
            all.reserveCapacity(converted.count + filled.count)
            all += consume converted
            all += consume filled
            converted = all
        }
        return (CatalogSource(table: TableLocale(table: key.table.id, locale: appleLocale), groups: converted, items: items,
                              unfinished: Array(converted.indices)), diagnostics)
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
        /// The groups not finished yet (given their key's fields and their record).
        var unfinished: [Int]
        /// The catalog table made of the groups, once made.
        var made: TableWithSharedEntries?

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

        /// The fields of the source language's keys: those of its sources' groups (the last of
        /// its folders that has a key).
        init(sourceLanguage sources: [CatalogSource], templates: [ConvertedGroup]) {
            for source in sources {
                var tableFields = fields.removeValue(forKey: source.table.table) ?? [:]
                source.forEachGroup(templates: templates) { Self.add($0.apple, to: &tableFields) }
                fields[source.table.table] = tableFields
            }
        }

        /// Whether every key of a group has its fields here: nothing added later changes them.
        func knowsEveryKey(of group: ConvertedGroup) -> Bool {
            guard let tableFields = fields[group.source.table.id] else { return false }
            return group.apple.indices.allSatisfy { tableFields[group.apple[$0].key] != nil }
        }

        /// These fields with those of the keys they lack, each from the first source (in order)
        /// that has the key.
        ///
        /// Most keys are the source language's: the entries of keys it lacks are found on all
        /// cores, and only those are added one by one, in order. A template's keys are looked
        /// up once.
        func addingLacking(_ sources: [CatalogSource], templates: [ConvertedGroup]) -> SharedKeyFields {
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
            var complete = self
            for (source, found) in zip(sources, lacking) where !found.isEmpty {
                var tableFields = complete.fields.removeValue(forKey: source.table.table) ?? [:]
                for entry in found where tableFields[entry.key] == nil {
                    tableFields[entry.key] = Fields(comment: entry.comment, isTranslatable: entry.isTranslatable)
                }
                complete.fields[source.table.table] = tableFields
            }
            return complete
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
        /// A group whose record is kept or who fills a gap: its source (by index) and the group
        /// there, or, when `group` is negative, the template `-1 - group`. (Most keys are
        /// filled in most locales: a place is all that is held of each fill.)
        private struct Place: Sendable {
            var source: Int32
            var group: Int32

            init(source: Int, item: CatalogSource.Item) {
                self.source = Int32(source)
                switch item {
                case .group(let index): group = Int32(index)
                case .template(let id): group = -1 - Int32(id)
                }
            }
        }

        private let sources: [CatalogSource]
        private let templates: [ConvertedGroup]
        /// Each source's language.
        private let localeNames: [String]
        /// Each group's first key, numbered in the order met, with the comment of the first group that has it.
        private var firsts: [(key: TableKey, human: String?)] = []
        /// By key number: the groups with kept Android entries, and the fills, in source order.
        private var records: [[Place]] = []
        private var fills: [[Place]] = []
        private var styled: [Bool] = []
        private var sourceKeys: Set<TableKey> = []

        init(_ sources: [CatalogSource], templates: [ConvertedGroup], sourceLanguage: LanguageTag) {
            self.sources = sources
            self.templates = templates
            localeNames = sources.map(\.table.locale.identifier)
            var numbers: [TableKey: Int] = [:]
            // What a template adds is the same in every locale that fills from it (all of
            // them of its table): found once.
            var templateNotes = [Note?](repeating: nil, count: templates.count)
            for sourceIndex in sources.indices {
                let (table, groups) = (sources[sourceIndex].table, sources[sourceIndex].groups)
                for item in sources[sourceIndex].items {
                    let note: Note
                    switch item {
                    case .group(let index):
                        guard !groups[index].apple.isEmpty else { continue }
                        note = Note(number: number(of: groups[index].apple, table: table.table, in: &numbers), restored: groups[index].restored,
                                    styled: groups[index].styled, hasFill: groups[index].record.fill != nil,
                                    hasRecord: groups[index].record.sourceEntries != nil)
                    case .template(let id):
                        if let known = templateNotes[id] {
                            note = known
                        } else {
                            guard !templates[id].apple.isEmpty else { continue }
                            note = Note(number: number(of: templates[id].apple, table: table.table, in: &numbers), restored: templates[id].restored,
                                        styled: templates[id].styled, hasFill: templates[id].record.fill != nil,
                                        hasRecord: templates[id].record.sourceEntries != nil)
                            templateNotes[id] = note
                        }
                    }
                    if note.styled { styled[note.number] = true }
                    if note.hasFill {
                        fills[note.number].append(Place(source: sourceIndex, item: item))
                    } else if note.hasRecord {
                        records[note.number].append(Place(source: sourceIndex, item: item))
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
            /// Whether it fills a gap (its record is the fill's).
            var hasFill = false
            /// Whether its record keeps Android entries.
            var hasRecord = false

            /// What a group adds to the comment of its first key (numbered `number`): nothing
            /// when its Android entries were restored.
            init(number: Int, restored: Bool, styled: Bool, hasFill: Bool, hasRecord: Bool) {
                self.number = number
                guard !restored else { return }
                (self.styled, self.hasFill, self.hasRecord) = (styled, hasFill, hasRecord)
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
                    return JSONMember(key: localeNames[Int(place.source)], value: record.json(sourceKey: "android"))
                })))
            }
            if !fills[number].isEmpty {
                members.append(ConversionRecord.Fill.catalogMember(fills[number].map { (localeNames[Int($0.source)], record(at: $0).fill!) }))
            }
            if !sourceKeys.contains(key) { members.append(JSONMember(key: StringBridgeNamespace.noSourceField, value: .bool(true))) }
            return members.isEmpty ? human : MetadataComment.comment(human: human, metadata: .object(members))
        }

        private func record(at place: Place) -> ConversionRecord {
            place.group >= 0 ? sources[Int(place.source)].groups[Int(place.group)].record : templates[Int(-1 - place.group)].record
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
