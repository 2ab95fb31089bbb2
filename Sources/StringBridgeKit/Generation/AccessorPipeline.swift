import AccessorGeneration
import Foundation
import LocalizedStrings
import OutputFiles
import ResourceLint

/// What `stringbridge generate swift` does, as a library: reads the resources, makes the
/// development language's `.lproj` tables of them (``DevelopmentTables``), writes the Swift
/// accessors (``SwiftAccessorWriter``), checks that translations read each argument as the
/// development language does, and writes the file or compares it with the one on disk.
///
///     let request = AccessorRequest(paths: ["app/src/main/res"], outputFile: "Sources/App/L10n.swift", mode: .check)
///     let result = try AccessorPipeline().run(request)
///     result.isUpToDate    // whether Sources/App/L10n.swift holds what would be generated
///
/// An error in the development language's files stops generation (the file would lack what the
/// error hid) and nothing is written; the translations' files are lint's business, except for
/// the placeholder types that differ from the development language's.
public struct AccessorPipeline: Sendable {
    /// Creates a pipeline.
    public init() {}

    /// Generates, and writes unless the request only checks.
    ///
    /// - Throws: ``FileOutput/WriteError`` when the file cannot be written.
    public func run(_ request: AccessorRequest) throws(FileOutput.WriteError) -> AccessorResult {
        var result = generate(request)
        guard let text = result.text else { return result }
        let bytes = Array(text.utf8)
        result.isUpToDate = FileManager.default.contents(atPath: request.outputFile).map { [UInt8]($0) == bytes } ?? false
        if request.mode == .write && !result.isUpToDate {
            try FileOutput.write([OutputFile(path: request.outputFile, bytes: bytes)])
            result.wrote = true
        }
        return result
    }

    /// The file's text for the resources, and what was found on the way; writes nothing.
    public func generate(_ request: AccessorRequest) -> AccessorResult {
        let (read, readDiagnostics) = ResourceDiscovery.read(request.paths, dialect: request.androidDialect)
        let table = request.options.table
        let development = DevelopmentTables(read, inputRoots: request.paths, table: table, sourceLanguage: request.sourceLanguage)
        var diagnostics = readDiagnostics.filter { diagnostic in
            diagnostic.severity == .error && diagnostic.location.map { development.sourcePaths.contains($0.path) } ?? false
        }
        if read.contains(where: { $0.format == .android }) && read.contains(where: { $0.format != .android }) {
            diagnostics.append(.warning(AccessorDiagnosticID.mixedForms, at: nil,
                                        "both Android and Apple resources were found in \(request.paths.joined(separator: ", ")); the accessors are made from the Android ones; give one form"))
        }
        if development.tables.isEmpty {
            diagnostics.append(.error(AccessorDiagnosticID.noDevelopmentStrings, at: nil,
                                      "no strings of the table '\(table)' in the development language (\(development.language)) were found in \(request.paths.joined(separator: ", ")); give an Android res folder, .lproj folders or a String Catalog, and --table or --source-language if they differ"))
        }
        guard !diagnostics.containsErrors else {
            return AccessorResult(text: nil, resources: [], isUpToDate: false, wrote: false, diagnostics: diagnostics)
        }
        let resources = StringResourceReader().resources(of: development.tables)
        let text = SwiftAccessorWriter(options: request.options).file(for: resources)
        diagnostics += typeMismatches(in: read, table: table, language: development.language)
        return AccessorResult(text: text, resources: resources, isUpToDate: false, wrote: false, diagnostics: diagnostics)
    }

    /// What lint's `placeholder_type_mismatch` finds in the table: a translation that reads an
    /// argument as another type than the development language, whose type the accessor takes.
    private func typeMismatches(in tables: [StringTable], table: String, language: LanguageTag) -> [Diagnostic] {
        guard let rule = lintRule(identifiedBy: "placeholder_type_mismatch") else { return [] }
        let linted = tables.filter { $0.format == .android || DevelopmentTables.tableName(of: $0) == table }
        let result = Linter(configuration: LintConfiguration(sourceLanguage: language), rules: [rule])
            .lint(LintInput(tables: linted, diagnostics: []))
        return result.findings.map { finding in
            .warning(finding.ruleID, at: finding.location, finding.message + "; the accessor takes the development language's type")
        }
    }
}
