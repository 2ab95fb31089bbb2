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
    }
}

/// Android → `.lproj`, made a locale at a time (``LprojConversion``): every locale's tables
/// are never held at once. Two Android folders that map to one Apple locale (`values-iw` and
/// `values-he`) write the same files, so they are one unit, their tables merged.
struct LprojUnits: OutputUnits {
    let conversion: LprojConversion
    /// The conversion's units that make each of these units, in conversion order.
    private let members: [[Int]]

    init(_ conversion: LprojConversion) {
        self.conversion = conversion
        var unitOfPath: [String: Int] = [:]
        var members: [[Int]] = []
        for (index, unit) in conversion.units.enumerated() {
            if let shared = unit.paths.lazy.compactMap({ unitOfPath[$0] }).first {
                members[shared].append(index)
            } else {
                for path in unit.paths { unitOfPath[path] = members.count }
                members.append([index])
            }
        }
        self.members = members
    }

    var count: Int { members.count }
    var sharedBlocks: [SharedEntries] { conversion.sharedBlocks }
    var preamble: [Diagnostic] { [] }

    func unit(_ index: Int, layout: OutputLayout) -> MadeUnit {
        var report = MadeUnit.Report()
        var tables: [TableWithSharedEntries] = []
        var origins: [ConversionOutput.Output: [String]] = [:]
        for member in members[index] {
            let made = conversion.tables(ofUnit: member)
            report.diagnostics.append((member, made.diagnostics))
            report.locales += made.tables.map(\.table.locale)
            tables += made.tables
            origins.merge(conversion.origins(ofUnit: member)) { $0 + $1 }
        }
        if members[index].count > 1 { tables = AndroidToAppleConverter.mergedByPath(tables) }
        return MadeUnit(files: layout.files(of: tables, origins: origins), report: report)
    }

    func finished(_ reports: [MadeUnit.Report]) -> (diagnostics: [Diagnostic], summary: ConversionSummary) {
        let ordered = reports.flatMap(\.diagnostics).sorted { $0.order < $1.order }.map(\.diagnostics)
        return conversion.finished(ordered, locales: reports.flatMap(\.locales))
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
