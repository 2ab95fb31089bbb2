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
        let (sources, inputDiagnostics, skipped) = try read(request)
        if request.target == .lproj {
            return runByLocale(request, sources: consume sources, inputDiagnostics: inputDiagnostics, skipped: skipped)
        }
        let (output, outputSkipped) = convertLeavingOut(sources, request, skipped: skipped) { sources in
            let output = convert(sources, request)
            return (output, output.diagnostics)
        } reportFirst: { output, errors in
            output.diagnostics = errors + output.diagnostics.filter { !errors.contains($0) }
        }
        releaseInBackground(consume sources)
        progress("Comparing with \(request.outputFolder)…")
        let (manifest, manifestDiagnostics) = ConversionManifest.read(in: request.outputFolder)
        let planner = OutputPlanner(request: request, manifest: manifest)
        return planAndFinish(output, planner: planner, request: request, inputDiagnostics: inputDiagnostics + manifestDiagnostics,
                             skipped: outputSkipped)
    }

    /// Plans a whole conversion's output, staging files as they are planned where it may, and
    /// finishes the run.
    private func planAndFinish(_ output: consuming ConversionOutput, planner: OutputPlanner, request: ConversionRequest,
                               inputDiagnostics: [Diagnostic], skipped: SkippedSources) -> ConversionResult {
        let (conversionDiagnostics, summary) = (output.diagnostics, output.summary)
        let layout = planner.layout(consume output)
        var staging = staging(request, touching: planner.pathsTouched(by: layout),
                              errorsSoFar: (inputDiagnostics + conversionDiagnostics + layout.diagnostics).containsErrors)
        let plan = planner.plan(consume layout) { update in staging?.take(&update) }
        return finish(plan, replacing: planner.manifest, staging: staging, request: request,
                      diagnostics: inputDiagnostics + conversionDiagnostics, summary: summary, skipped: skipped)
    }

    /// Android → `.lproj`, a locale at a time: each source's tables are made, planned and
    /// staged on all cores, a few ahead of the one staged, so that every locale's tables are
    /// never held at once; the diagnostics and counts are those of the whole conversion.
    /// (Two Android folders writing one Apple locale are converted whole, then planned.)
    private func runByLocale(_ request: ConversionRequest, sources: consuming [StringTable], inputDiagnostics: [Diagnostic],
                             skipped: SkippedSources) -> ConversionResult {
        let converter = AndroidToAppleConverter(options: request.options)
        let (conversion, conversionSkipped) = convertLeavingOut(sources, request, skipped: skipped) { sources in
            let conversion = converter.lprojConversion(sources)
            return (conversion, conversion.diagnostics)
        } reportFirst: { conversion, errors in
            conversion.reportFirst(errors)
        }
        releaseInBackground(consume sources)
        progress("Comparing with \(request.outputFolder)…")
        let (manifest, manifestDiagnostics) = ConversionManifest.read(in: request.outputFolder)
        let inputDiagnostics = inputDiagnostics + manifestDiagnostics
        let planner = OutputPlanner(request: request, manifest: manifest)
        guard conversion.pathsAreDistinct else {
            let output = conversion.output(Array(conversion.units.indices).concurrentMap { conversion.tables(ofUnit: $0) })
            return planAndFinish(output, planner: planner, request: request, inputDiagnostics: inputDiagnostics, skipped: conversionSkipped)
        }
        let paths = conversion.units.flatMap(\.paths).map(planner.existingLanguageFolder(for:))
        var staging = staging(request, touching: planner.pathsTouched(by: paths),
                              errorsSoFar: (inputDiagnostics + conversion.diagnostics).containsErrors)
        progress("Converting and writing \(conversion.units.count) tables…")
        let (plan, units) = planner.plan(units: conversion.units.count, sharedBlocks: conversion.sharedBlocks, layout: { index in
            let unit = conversion.tables(ofUnit: index)
            let layout = planner.layout(unit.tables, origins: conversion.origins(ofUnit: index), sharedBlocks: [])
            return (layout, (diagnostics: unit.diagnostics, locales: unit.tables.map(\.table.locale)))
        }, each: { update in staging?.take(&update) })
        let (conversionDiagnostics, summary) = conversion.finished(units.map(\.diagnostics), locales: units.flatMap(\.locales))
        // What every unit shared (sources, references, templates) is freed while the files are written.
        releaseInBackground(consume conversion)
        return finish(plan, replacing: planner.manifest, staging: staging, request: request,
                      diagnostics: inputDiagnostics + conversionDiagnostics, summary: summary, skipped: conversionSkipped)
    }

    /// The result of a plan: the files written (unless the run is held back) and what the
    /// conversion reported before the plan (`diagnostics`) and while planning.
    private func finish(_ plan: OutputPlanner.Plan, replacing manifest: ConversionManifest, staging: StagingWhilePlanning?,
                        request: ConversionRequest, diagnostics: [Diagnostic], summary: ConversionSummary,
                        skipped: SkippedSources) -> ConversionResult {
        var result = ConversionResult(updates: plan.updates, diagnostics: diagnostics + plan.diagnostics, summary: summary)
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

    /// The staging of the changed files as they are planned rather than all at the end, or
    /// `nil`: staged when writing, unless `--strict` holds the run back already, and when every
    /// file the run may touch (`paths`) is inside the output folder. (A file outside is refused
    /// before anything is written: that rare run keeps every file's bytes until the end, where
    /// the check is.)
    private func staging(_ request: ConversionRequest, touching paths: [String], errorsSoFar: Bool) -> StagingWhilePlanning? {
        guard request.mode == .write, !(request.isStrict && errorsSoFar),
              FileOutput.areInside(paths + [manifestPath(request)], root: request.outputFolder) else { return nil }
        return StagingWhilePlanning()
    }

    /// Reads the request's inputs: the tables of the format converted from, what reading
    /// reported, and the inputs left out because of their errors.
    private func read(_ request: ConversionRequest) throws(ConversionRequest.NoResources)
        -> (sources: [StringTable], inputDiagnostics: [Diagnostic], skipped: SkippedSources) {
        progress("Reading \(request.paths.joined(separator: ", "))…")
        let (tables, inputDiagnostics) = ResourceDiscovery.read(request.paths)
        let sources = tables.filter { request.target.readsFormat($0.format) }
        if sources.isEmpty && !inputDiagnostics.containsErrors {
            throw ConversionRequest.NoResources(target: request.target, paths: request.paths)
        }
        var skipped = SkippedSources(target: request.target)
        skipped.add(errorsIn: inputDiagnostics, tables: sources)
        return (sources, inputDiagnostics, skipped)
    }

    /// Converts the sources not left out; an error the conversion finds (a table name that
    /// cannot be a file name) leaves its input out too, and the rest is converted again, with
    /// those errors reported first (`reportFirst`). The caller gives up the input tables
    /// after it (they are freed on another thread, while the output is planned), so that
    /// planning the output holds the output alone.
    private func convertLeavingOut<Converted>(_ sources: [StringTable], _ request: ConversionRequest, skipped: SkippedSources,
                                              _ convert: ([StringTable]) -> (Converted, [Diagnostic]),
                                              reportFirst: (inout Converted, [Diagnostic]) -> Void)
        -> (converted: Converted, skipped: SkippedSources) {
        progress("Converting \(sources.count) tables…")
        var skipped = skipped
        var (converted, diagnostics) = convert(sources.filter { !skipped.contains($0) })
        let conversionErrors = diagnostics.filter { $0.severity == .error && $0.location != nil }
        if !conversionErrors.isEmpty {
            skipped.add(errorsIn: conversionErrors, tables: sources)
            (converted, diagnostics) = convert(sources.filter { !skipped.contains($0) })
            reportFirst(&converted, conversionErrors)
        }
        return (converted, skipped)
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
