import OutputFiles
import AppleResources
import Foundation
import LocalizedStrings
import ResourceConversion

/// `stringbridge convert` as a library: reads the resources under some paths, converts them to
/// the other platform, and brings the output folder up to date (or only says what would change).
///
///     let request = ConversionRequest(paths: ["app/src/main/res"], target: .lproj, outputFolder: "ios/Resources")
///     let result = try ConversionPipeline().run(request)
///     result.summary.errors          // 0
///     result.written                 // ["ios/Resources/en.lproj/Localizable.strings", …]
///
/// Errors are as wide as their cause: an input the platform would reject is left out with its
/// locale (``SkippedSources``), whose outputs keep what they had, and everything else is
/// converted and written (``ConversionRequest/isStrict`` writes nothing on any error). Files
/// that exist are updated in place, keeping what the user has (``OutputPlanner``); files whose
/// content would not change are not touched (``FileOutput``).
public struct ConversionPipeline: Sendable {
    /// Reports what the pipeline is doing, for a progress line on a terminal.
    public var progress: @Sendable (String) -> Void

    /// Creates a pipeline.
    ///
    /// - Parameter progress: Called with a short description of each phase.
    public init(progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.progress = progress
    }

    /// Runs a conversion.
    ///
    /// - Parameter request: What to convert, where to, and whether to write.
    /// - Returns: The files, what happens to them, what was left out, the diagnostics and the counts.
    /// - Throws: ``ConversionRequest/NoResources`` when the paths hold nothing to convert and
    ///   reading them gave no error to explain why.
    public func run(_ request: ConversionRequest) throws(ConversionRequest.NoResources) -> ConversionResult {
        let (inputDiagnostics, output, skipped) = try readAndConvert(request)
        let (conversionDiagnostics, summary) = (output.diagnostics, output.summary)

        progress("Comparing with \(request.outputFolder)…")
        let manifest = ConversionManifest.read(in: request.outputFolder)
        let planner = OutputPlanner(request: request, manifest: manifest)
        let layout = planner.layout(consume output)
        let errorsSoFar = (inputDiagnostics + conversionDiagnostics + layout.diagnostics).containsErrors
        var staging = stagesWhilePlanning(request, planner: planner, layout: layout, errorsSoFar: errorsSoFar) ? StagingWhilePlanning() : nil
        let plan = planner.plan(consume layout) { update in staging?.take(&update) }
        var result = ConversionResult(updates: plan.updates, diagnostics: inputDiagnostics + conversionDiagnostics + plan.diagnostics,
                                      summary: summary)
        result.skipped = skipped.names
        result.stale = plan.stale
        result.isHeldBack = request.isStrict && result.diagnostics.containsErrors
        if request.mode == .write && !result.isHeldBack {
            write(plan, replacing: manifest, staged: staging, request: request, into: &result)
        } else {
            staging?.write.abandon()
        }
        result.summary.errors = result.diagnostics.filter { $0.severity == .error }.count
        result.summary.warnings = result.diagnostics.filter { $0.severity == .warning }.count
        return result
    }

    /// Whether the changed files are staged as they are planned rather than all at the end:
    /// when writing, unless `--strict` holds the run back already, and when every file the run
    /// may touch is inside the output folder. (A file outside is refused before anything is
    /// written: that rare run keeps every file's bytes until the end, where the check is.)
    private func stagesWhilePlanning(_ request: ConversionRequest, planner: OutputPlanner, layout: OutputPlanner.Layout,
                                     errorsSoFar: Bool) -> Bool {
        guard request.mode == .write, !(request.isStrict && errorsSoFar) else { return false }
        return FileOutput.areInside(planner.pathsTouched(by: layout) + [manifestPath(request)], root: request.outputFolder)
    }

    /// Reads the request's inputs and converts them; the input tables are freed on return, so
    /// that planning the output holds the output alone.
    private func readAndConvert(_ request: ConversionRequest) throws(ConversionRequest.NoResources)
        -> (inputDiagnostics: [Diagnostic], output: ConversionOutput, skipped: SkippedSources) {
        progress("Reading \(request.paths.joined(separator: ", "))…")
        let (tables, inputDiagnostics) = ResourceDiscovery.read(request.paths)
        let sources = tables.filter { request.target.readsFormat($0.format) }
        if sources.isEmpty && !inputDiagnostics.containsErrors {
            throw ConversionRequest.NoResources(target: request.target, paths: request.paths)
        }

        progress("Converting \(sources.count) tables…")
        var skipped = SkippedSources(target: request.target)
        skipped.add(errorsIn: inputDiagnostics, tables: sources)
        var output = convert(sources.filter { !skipped.contains($0) }, request)
        // An error the conversion finds (a table name that cannot be a file name) stops its input too.
        let conversionErrors = output.diagnostics.filter { $0.severity == .error && $0.location != nil }
        if !conversionErrors.isEmpty {
            skipped.add(errorsIn: conversionErrors, tables: sources)
            output = convert(sources.filter { !skipped.contains($0) }, request)
            output.diagnostics = conversionErrors + output.diagnostics.filter { !conversionErrors.contains($0) }
        }
        return (inputDiagnostics, output, skipped)
    }

    private func convert(_ sources: [StringTable], _ request: ConversionRequest) -> ConversionOutput {
        switch request.target {
        case .android: AppleToAndroidConverter(options: request.options).convert(sources, inputRoots: request.paths)
        case .stringCatalog: AndroidToAppleConverter(options: request.options).convert(sources, to: .stringCatalog)
        case .lproj: AndroidToAppleConverter(options: request.options).convert(sources, to: .lproj)
        }
    }

    /// Writes the changed files (those not staged while planning), removes the pruned ones and
    /// updates the manifest (`existing` as it was read before planning), all or nothing.
    private func write(_ plan: OutputPlanner.Plan, replacing existing: ConversionManifest, staged: StagingWhilePlanning?,
                       request: ConversionRequest, into result: inout ConversionResult) {
        let changes = plan.updates.filter(\.isChange)
        let removals = changes.filter { $0.action == .remove }.map(\.path)
        var files = staged != nil ? [] : changes.filter { $0.action != .remove }.map { OutputFile(path: $0.path, bytes: $0.bytes) }
        let writesManifest = !changes.isEmpty || plan.manifest != existing
        if writesManifest { files.append(OutputFile(path: manifestPath(request), bytes: plan.manifest.bytes)) }
        if !changes.isEmpty || writesManifest { progress("Writing \(changes.count) files…") }
        do throws(FileOutput.WriteError) {
            if let failure = staged?.failure { throw failure }
            // A run killed after renaming the files but before the manifest (written last) left
            // second names beside files that are now unchanged, and this run may write only the
            // manifest, or nothing: the folders of every planned file are cleaned.
            let written = try FileOutput.write(files, after: staged?.write ?? StagedWrite(), removing: removals,
                                               inside: request.outputFolder, cleaningBeside: plan.updates.map(\.path))
            let paths = Set(written + removals)
            result.written = plan.updates.map(\.path).filter { paths.contains($0) }
        } catch {
            result.diagnostics.append(.error(ConversionResult.writeFailedID, at: SourceLocation(path: error.path), error.description))
        }
    }

    /// The manifest's path in the output folder.
    private func manifestPath(_ request: ConversionRequest) -> String {
        (request.outputFolder as NSString).appendingPathComponent(ConversionManifest.fileName)
    }
}
