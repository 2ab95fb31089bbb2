import AppleResources
import LocalizedStrings
import ResourceConversion

/// A conversion's output as units that ``OutputDriver`` makes and plans one at a time, a few
/// at once: an Apple locale's `.strings` and `.stringsdict`, or one file of an output converted
/// whole. Each unit's files are written by it alone.
protocol OutputUnits: Sendable {
    /// How many units there are.
    var count: Int { get }
    /// The blocks of entries the units' tables share (written once for all their files).
    var sharedBlocks: [SharedEntries] { get }
    /// What the conversion reported before any unit was made (laying out a whole output).
    var preamble: [Diagnostic] { get }
    /// Makes unit `index` (converting it, if that is not done yet) and lays out its files.
    func unit(_ index: Int, layout: OutputLayout) -> MadeUnit
    /// What the whole conversion reported, and its counts, from the reports of every unit.
    func finished(_ reports: [MadeUnit.Report]) -> (diagnostics: [Diagnostic], summary: ConversionSummary)
    /// The place of each file (relative to the output folder) in the order the result lists
    /// them, when that is not the order the units are made in; `nil` when it is.
    var fileOrder: [String: Int]? { get }
}

extension OutputUnits {
    var fileOrder: [String: Int]? { nil }
}

/// One unit made: its files, and what converting it reported.
struct MadeUnit: Sendable {
    var files: OutputLayout.Files
    var report: Report

    /// What converting a unit reported, for ``OutputUnits/finished(_:)``.
    struct Report: Sendable {
        /// Diagnostics by the conversion's own numbering of what it converts.
        var diagnostics: [(order: Int, diagnostics: [Diagnostic])] = []
        /// The locales of the tables with entries.
        var locales: [LanguageTag?] = []
        /// The entries the unit read for itself, counted (``LprojConversion/UnitTables/counted``).
        var counted: [ConversionSummary] = []
    }
}

/// Android → `.lproj`, made a locale at a time (``LprojConversion``): every locale's tables
/// are never held at once. A unit is a batch of the conversion's (``LprojConversion/batches``):
/// two Android folders that map to one Apple locale (`values-iw` and `values-he`) write the
/// same files, so they are one unit, their tables merged; and a locale read when it is
/// converted is read for every bundle at once.
struct LprojUnits: OutputUnits {
    let conversion: LprojConversion

    init(_ conversion: LprojConversion) {
        self.conversion = conversion
    }

    var count: Int { conversion.batches.count }
    var sharedBlocks: [SharedEntries] { conversion.sharedBlocks }
    /// The conversion's order, where a batch holds units apart in it (one locale of several
    /// bundles): each bundle's files together, as they are listed otherwise.
    var fileOrder: [String: Int]? {
        guard conversion.batches.contains(where: { zip($0, $0.dropFirst()).contains { $0 + 1 != $1 } }) else { return nil }
        var order: [String: Int] = [:]
        for unit in conversion.units { for path in unit.paths where order[path] == nil { order[path] = order.count } }
        return order
    }
    var preamble: [Diagnostic] { [] }

    func unit(_ index: Int, layout: OutputLayout) -> MadeUnit {
        var report = MadeUnit.Report()
        var tables: [TableWithSharedEntries] = []
        var origins: [ConversionOutput.Output: [String]] = [:]
        let members = conversion.batches[index]
        for (member, made) in zip(members, conversion.tables(ofUnits: members)) {
            report.diagnostics.append((member, made.diagnostics))
            report.locales += made.tables.map(\.table.locale)
            report.counted.append(made.counted)
            tables += made.tables
            origins.merge(conversion.origins(ofUnit: member)) { $0 + $1 }
        }
        if Set(tables.map(\.table.path)).count < tables.count { tables = AndroidToAppleConverter.mergedByPath(tables) }
        return MadeUnit(files: layout.files(of: tables, origins: origins), report: report)
    }

    func finished(_ reports: [MadeUnit.Report]) -> (diagnostics: [Diagnostic], summary: ConversionSummary) {
        let ordered = reports.flatMap(\.diagnostics).sorted { $0.order < $1.order }.map(\.diagnostics)
        return conversion.finished(ordered, locales: reports.flatMap(\.locales), counted: reports.flatMap(\.counted))
    }
}

/// An output converted whole (a String Catalog, Android `res`): laid out at once (an Android
/// table is split over the files its folder has), each file a unit.
struct LaidOutUnits: OutputUnits {
    private let files: OutputLayout.Files
    let sharedBlocks: [SharedEntries]
    private let diagnostics: [Diagnostic]
    private let summary: ConversionSummary

    init(_ output: ConversionOutput, layout: OutputLayout) {
        files = layout.files(of: output.convertedTables, origins: output.origins)
        sharedBlocks = output.sharedBlocks
        diagnostics = output.diagnostics
        summary = output.summary
    }

    var count: Int { files.paths.count }
    var preamble: [Diagnostic] { files.diagnostics }

    func unit(_ index: Int, layout: OutputLayout) -> MadeUnit {
        var unit = OutputLayout.Files()
        unit.paths = [files.paths[index]]
        unit.groups = [files.groups[index]]
        unit.origins = files.origins
        return MadeUnit(files: unit, report: MadeUnit.Report())
    }

    func finished(_ reports: [MadeUnit.Report]) -> (diagnostics: [Diagnostic], summary: ConversionSummary) {
        (diagnostics, summary)
    }
}
