import AppleResources
import LocalizedStrings

/// A conversion of Android tables to `.lproj` tables, made one source (an Android table and
/// locale: `values-fr`) at a time, as the caller asks for them.
///
/// Everything all locales share is done when the conversion is made: the sources collected,
/// their Apple locales, the references resolved per locale, and the gap fill templates
/// converted (``AndroidToAppleConverter/FillTemplates``). ``tables(ofUnit:)`` then converts one
/// source's groups, gives them their records, fills its gaps with shared blocks and returns
/// its `.strings` and `.stringsdict` tables; sources do not depend on each other, so they can
/// be made on all cores, and a caller that writes each source's files as soon as they are
/// made never holds every locale's tables at once. ``output(_:)`` puts the units made back
/// together as ``AndroidToAppleConverter/convert(_:to:)`` gives them.
public struct LprojConversion: Sendable {
    /// One source's tables to make.
    public struct Unit: Sendable {
        /// The paths of the source's `.strings` and `.stringsdict` files, relative to the
        /// output folder (a table without entries gets no file).
        public var paths: [String]
        let source: AndroidToAppleConverter.SourceKey
        let groups: [(key: String, entries: [Entry])]
        let appleLocale: LanguageTag
    }

    /// What making one unit gave.
    public struct UnitTables: Sendable {
        /// Its tables with entries, `.strings` first.
        public var tables: [TableWithSharedEntries]
        /// What converting its groups reported.
        public var diagnostics: [Diagnostic]
        /// The blocks of the gaps it fills that are its own (they hold references, which
        /// resolve in its locale).
        var ownBlocks: [SharedEntries]
        /// The entries of its tables that were read for it (``DeferredTables``), counted.
        public var counted = ConversionSummary()
    }

    /// The units, in output order.
    public let units: [Unit]
    /// The units made together (``tables(ofUnits:)``), in output order: those that write the
    /// same files (two Android folders mapping to one Apple locale: `values-iw` and
    /// `values-he`), and those of one locale whose tables are read when it is converted (every
    /// bundle's: a reference resolves across modules, as in the app Android's merger builds).
    public let batches: [[Int]]
    /// The blocks of the gap fill templates, which the units' tables share.
    public let sharedBlocks: [SharedEntries]
    /// What collecting the sources and their locales reported (before any unit is made).
    public var diagnostics: [Diagnostic] { prepared.diagnostics }
    /// Whether no two units write the same file (two Android folders mapping to one Apple
    /// locale do): then the units' tables are the output's as they are, and can be written
    /// as they are made.
    public let pathsAreDistinct: Bool

    private var prepared: AndroidToAppleConverter.Prepared
    private let fills: AndroidToAppleConverter.FillTemplates<AndroidToAppleConverter.LprojFill>

    init(_ prepared: AndroidToAppleConverter.Prepared) {
        self.prepared = prepared
        let phase = prepared.phase
        let converter = phase.converter, reverse = phase.reverse
        fills = AndroidToAppleConverter.FillTemplates(phase) { group in
            var group = group
            converter.attachRecord(&group, reverse: reverse, catalog: false)
            return AndroidToAppleConverter.LprojFill(AndroidToAppleConverter.lprojEntries(of: group), name: group.name)
        }
        sharedBlocks = fills.all.flatMap { [$0.strings?.block, $0.dictionary?.block].compactMap { $0 } }
        units = phase.work.map { key, groups, appleLocale in
            Unit(paths: ["strings", "stringsdict"].map { converter.lprojPath(key, appleLocale, $0, phase.sources) },
                 source: key, groups: groups, appleLocale: appleLocale)
        }
        pathsAreDistinct = Set(units.flatMap(\.paths)).count == units.count * 2
        batches = Self.batches(units, deferred: phase.sources.deferredTables)
    }

    /// The units in batches: a unit joins the batch of the first that writes one of its files
    /// or, when its tables are deferred, of the first deferred one of its Android locale.
    private static func batches(_ units: [Unit], deferred: [AndroidToAppleConverter.SourceKey: [(index: Int, path: String, renamed: [Int: String])]])
        -> [[Int]] {
        var batchOf: [String: Int] = [:]
        var batches: [[Int]] = []
        for (index, unit) in units.enumerated() {
            var claims = unit.paths
            if deferred[unit.source] != nil { claims.append("locale:" + (unit.source.locale?.identifier ?? "")) }
            if let batch = claims.lazy.compactMap({ batchOf[$0] }).first {
                batches[batch].append(index)
                for claim in claims where batchOf[claim] == nil { batchOf[claim] = batch }
            } else {
                for claim in claims { batchOf[claim] = batches.count }
                batches.append([index])
            }
        }
        return batches
    }

    /// Makes the units of a batch (``batches``): the tables of those whose locale was
    /// deferred are read again, grouped, and their string resources added to the references'
    /// resolution, then each unit is made as ``tables(ofUnit:)`` makes it.
    public func tables(ofUnits members: [Int]) -> [UnitTables] {
        let sources = prepared.phase.sources
        guard members.contains(where: { sources.deferredTables[units[$0].source] != nil }) else { return members.map { tables(ofUnit: $0) } }
        var phase = prepared.phase
        var read: [Int: (groups: [(key: String, entries: [Entry])], diagnostics: [Diagnostic], counted: ConversionSummary)] = [:]
        var folders: [(locale: LanguageTag?, groups: [(key: String, entries: [Entry])])] = []
        for member in members {
            let key = units[member].source
            guard let tables = sources.deferredTables[key] else { continue }
            var groups = OrderedGroups<String>()
            var diagnostics: [Diagnostic] = []
            for deferred in tables {
                let (table, error) = sources.deferred.reread(deferred.path)
                guard let table else {
                    diagnostics += error.map { [$0] } ?? []
                    groups = OrderedGroups()
                    break
                }
                // Collecting the sources reported the definitions left out.
                var reported: [Diagnostic] = []
                phase.converter.add(table, renamed: deferred.renamed, to: &groups, diagnostics: &reported)
            }
            var counted = ConversionSummary()
            counted.count(groups.groups)
            read[member] = (groups.groups, diagnostics, counted)
            folders.append((key.locale, groups.groups))
        }
        phase.mapping.context.android = phase.mapping.context.android.including(folders)
        // The keys these units have of their own: a batch holds every source of its Apple locales.
        for (member, own) in read {
            let locale = TableLocale(table: units[member].source.table.id, locale: units[member].appleLocale)
            phase.definedKeys[locale, default: []].formUnion(own.groups.lazy.map(\.key))
        }
        return members.map { member in
            guard let own = read[member] else { return tables(ofUnit: member) }
            // A file that changed since it was read gives its locale nothing to write.
            if own.diagnostics.containsErrors { return UnitTables(tables: [], diagnostics: own.diagnostics, ownBlocks: []) }
            var made = tables(ofUnit: member, groups: own.groups, phase: phase)
            made.diagnostics = own.diagnostics + made.diagnostics
            made.counted = own.counted
            return made
        }
    }

    /// Converts one unit's groups and returns its tables: its own groups' entries, each group
    /// with its record, then the gaps it fills, as blocks shared with other locales.
    public func tables(ofUnit index: Int) -> UnitTables {
        tables(ofUnit: index, groups: units[index].groups, phase: prepared.phase)
    }

    /// Makes a unit of these groups, converted in `phase`.
    private func tables(ofUnit index: Int, groups: [(key: String, entries: [Entry])], phase: AndroidToAppleConverter.GroupConversion) -> UnitTables {
        let converter = phase.converter, unit = units[index]
        let (key, appleLocale) = (unit.source, unit.appleLocale)
        var (converted, diagnostics) = phase.convertOwnGroups(of: key, groups, appleLocale: appleLocale)
        var strings = SharingTableBuilder(StringTable(path: unit.paths[0], format: .strings, locale: appleLocale,
                                                      details: AndroidToAppleConverter.stringsFileDetails(phase.sources.detailPairs[key])),
                                          reservingCapacity: converted.reduce(0) { $0 + $1.apple.count })
        var dictionary = SharingTableBuilder(StringTable(path: unit.paths[1], format: .stringsdict, locale: appleLocale))
        for index in converted.indices {
            converter.attachRecord(&converted[index], reverse: phase.reverse, catalog: false)
            for entry in AndroidToAppleConverter.lprojEntries(of: converted[index]) {
                if entry.value.belongsInStringsDict {
                    dictionary.addOwn(entry, group: converted[index].name)
                } else {
                    strings.addOwn(entry, group: converted[index].name)
                }
            }
        }
        // Fills converted for this locale alone (they hold references) are blocks of their own.
        var ownBlocks: [SharedEntries] = []
        diagnostics += phase.fillGaps(of: key, appleLocale: appleLocale, templates: fills) { fill in
            switch fill {
            case .template(let id):
                fills.all[id].add(to: &strings, &dictionary)
            case .converted(var group):
                converter.attachRecord(&group, reverse: phase.reverse, catalog: false)
                let fill = AndroidToAppleConverter.LprojFill(AndroidToAppleConverter.lprojEntries(of: group), name: group.name)
                fill.add(to: &strings, &dictionary)
                ownBlocks += [fill.strings?.block, fill.dictionary?.block].compactMap { $0 }
            }
        }
        // A folder without entries gets no file: Foundation cannot read an empty .strings file.
        return UnitTables(tables: [strings.table, dictionary.table].filter { $0.entryCount > 0 }, diagnostics: diagnostics,
                          ownBlocks: ownBlocks)
    }

    /// Puts `errors` (of an earlier conversion of more sources, which left their sources out
    /// of this one) before what this conversion reported.
    public mutating func reportFirst(_ errors: [Diagnostic]) {
        prepared.diagnostics = errors + prepared.diagnostics.filter { !errors.contains($0) }
    }

    /// The Android files a unit's tables are made from, by output table, when
    /// ``pathsAreDistinct``.
    public func origins(ofUnit index: Int) -> [ConversionOutput.Output: [String]] {
        let unit = units[index]
        let paths = prepared.phase.sources.paths[unit.source] ?? []
        return Dictionary(uniqueKeysWithValues: unit.paths.map { (ConversionOutput.Output(path: $0, locale: unit.appleLocale), paths) })
    }

    /// All that the conversion reported, in unit order, and its counts, when every unit is
    /// made and written as it was (``pathsAreDistinct``): what each unit reported, and the
    /// locales of the tables with entries.
    ///
    /// - Parameter counted: The entries the units read for themselves counted (``UnitTables/counted``).
    public func finished(_ diagnostics: [[Diagnostic]], locales: [LanguageTag?], counted: [ConversionSummary] = [])
        -> (diagnostics: [Diagnostic], summary: ConversionSummary) {
        var prepared = prepared
        for summary in counted { prepared.summary.countEntries(of: summary) }
        return prepared.finished(ConversionDiagnostics.aggregated(diagnostics.flatMap { $0 }), locales: locales)
    }

    /// The output of every unit made, in unit order: the tables (merged where two units
    /// write one file), the diagnostics, the counts and the origins.
    public func output(_ made: [UnitTables]) -> ConversionOutput {
        let tables = AndroidToAppleConverter.mergedByPath(made.flatMap(\.tables))
        var prepared = prepared
        for unit in made { prepared.summary.countEntries(of: unit.counted) }
        return prepared.output(tables, sharedBlocks: sharedBlocks + made.flatMap(\.ownBlocks),
                               diagnostics: ConversionDiagnostics.aggregated(made.flatMap(\.diagnostics)), format: .lproj)
    }
}
