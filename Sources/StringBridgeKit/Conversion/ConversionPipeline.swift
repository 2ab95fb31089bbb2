import AppleResources
import Foundation
import LocalizedStrings
import OutputFiles
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
/// that exist are updated in place, keeping what the user has; files whose content would not
/// change are not touched. Every target's output goes through one driver (``OutputDriver``).
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
        var (sources, inputDiagnostics, skipped) = try read(request)
        // A table name from the input that cannot be a file name leaves its input out too,
        // before anything is converted.
        let unsafeNames = request.target == .android ? [] : AndroidToAppleConverter.unsafeTableNames(in: sources)
        skipped.add(errorsIn: unsafeNames, tables: sources)
        sources.removeAll { skipped.contains($0) }
        // One write into a folder at a time: from reading its manifest to writing it again.
        let lock = request.mode == .write
            ? OutputFolderLock(request.outputFolder) { progress("Waiting for another conversion into \(request.outputFolder)…") } : nil
        defer { withExtendedLifetime(lock) {} }
        progress("Comparing with \(request.outputFolder)…")
        let (manifest, manifestDiagnostics) = ConversionManifest.read(in: request.outputFolder)
        let driver = OutputDriver(request: request, manifest: manifest, progress: progress)
        let earlier = inputDiagnostics + manifestDiagnostics
        progress("Converting \(sources.count) tables…")
        switch request.target {
        case .lproj:
            // The input tables are let go once converted: a unit holds its own groups.
            let units = LprojUnits(AndroidToAppleConverter(options: request.options).lprojConversion(consume sources))
            return driver.run(units, earlier: earlier, converted: unsafeNames, skipped: skipped)
        case .stringCatalog:
            let output = AndroidToAppleConverter(options: request.options).convert(consume sources, to: .stringCatalog)
            let units = LaidOutUnits(output, layout: OutputLayout(request: request, manifest: manifest))
            return driver.run(units, earlier: earlier, converted: unsafeNames, skipped: skipped)
        case .android:
            // A composeResources or moko-resources folder gets its dialect's folders and files.
            let output = AppleToAndroidConverter(options: request.options).convert(consume sources, inputRoots: request.paths)
                .placed(in: request.outputDialect)
            let units = LaidOutUnits(output, layout: OutputLayout(request: request, manifest: manifest))
            return driver.run(units, earlier: earlier, converted: unsafeNames, skipped: skipped)
        }
    }

    /// Reads the request's inputs: the tables of the format converted from, what reading
    /// reported, and the inputs left out because of their errors.
    private func read(_ request: ConversionRequest) throws(ConversionRequest.NoResources)
        -> (sources: [StringTable], inputDiagnostics: [Diagnostic], skipped: SkippedSources) {
        progress("Reading \(request.paths.joined(separator: ", "))…")
        let (tables, inputDiagnostics) = ResourceDiscovery.read(request.paths, dialect: request.androidDialect)
        var sources = tables.filter { request.target.readsFormat($0.format) }
        if sources.isEmpty && !inputDiagnostics.containsErrors {
            throw ConversionRequest.NoResources(target: request.target, paths: request.paths)
        }
        var skipped = SkippedSources(target: request.target)
        skipped.add(errorsIn: inputDiagnostics, tables: sources)
        sources.removeAll { skipped.contains($0) }
        return (sources, inputDiagnostics, skipped)
    }
}
