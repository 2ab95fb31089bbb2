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
    }

    /// The units, in output order.
    public let units: [Unit]
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
    }

    /// Converts one unit's groups and returns its tables: its own groups' entries, each group
    /// with its record, then the gaps it fills, as blocks shared with other locales.
    public func tables(ofUnit index: Int) -> UnitTables {
        let phase = prepared.phase, converter = phase.converter, unit = units[index]
        let (key, appleLocale) = (unit.source, unit.appleLocale)
        var (converted, diagnostics) = phase.convertOwnGroups(of: key, unit.groups, appleLocale: appleLocale)
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
    public func finished(_ diagnostics: [[Diagnostic]], locales: [LanguageTag?]) -> (diagnostics: [Diagnostic], summary: ConversionSummary) {
        prepared.finished(ConversionDiagnostics.aggregated(diagnostics.flatMap { $0 }), locales: locales)
    }

    /// The output of every unit made, in unit order: the tables (merged where two units
    /// write one file), the diagnostics, the counts and the origins.
    public func output(_ made: [UnitTables]) -> ConversionOutput {
        let tables = AndroidToAppleConverter.mergedByPath(made.flatMap(\.tables))
        return prepared.output(tables, sharedBlocks: sharedBlocks + made.flatMap(\.ownBlocks),
                               diagnostics: ConversionDiagnostics.aggregated(made.flatMap(\.diagnostics)), format: .lproj)
    }
}
