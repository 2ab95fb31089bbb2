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
        let fromAndroid = sources.first?.format == .android
        // A table name from the input that cannot be a file name leaves its input out too,
        // before anything is converted.
        let unsafeNames = fromAndroid && request.target != .android ? AndroidToAppleConverter.unsafeTableNames(in: sources) : []
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
        let output: ConversionOutput
        switch (request.target, fromAndroid) {
        case (.lproj, true):
            // The input tables are let go once converted: a unit holds its own groups.
            let units = LprojUnits(AndroidToAppleConverter(options: request.options).lprojConversion(consume sources))
            return driver.run(units, earlier: earlier, converted: unsafeNames, skipped: skipped)
        case (.stringCatalog, true):
            output = AndroidToAppleConverter(options: request.options).convert(consume sources, to: .stringCatalog)
        case (.android, _):
            output = AppleToAndroidConverter(options: request.options).convert(consume sources, inputRoots: request.paths)
        case (.lproj, false), (.stringCatalog, false):
            let target: AppleToAppleConverter.Target = request.target == .lproj ? .lproj : .catalog
            guard sources.isEmpty || Self.hasInput(sources, for: target) else {
                throw ConversionRequest.NoResources(target: request.target, paths: request.paths)
            }
            output = AppleToAppleConverter(options: request.options).convert(consume sources, to: target, inputRoots: request.paths)
        case (.xliff, false):
            output = AppleToXLIFFConverter(options: request.options)
                .convert(consume sources, languages: request.exportLanguages, inputRoots: request.paths)
        case (.xliff, true):
            // Android resources are exported in the form `--to xcstrings` gives them (a key's
            // records of every language are in its comment, which a unit's note carries, and
            // translatable="false" is "Don't translate"), without the gaps it fills (a gap is
            // no translation).
            var options = request.options
            options.fillsGaps = false
            let apple = AndroidToAppleConverter(options: options).convert(consume sources, to: .stringCatalog)
            var exported = AppleToXLIFFConverter(options: request.options).convert(apple.tables, languages: request.exportLanguages, inputRoots: [])
            exported.diagnostics = apple.diagnostics + exported.diagnostics
            output = exported
        }
        var laidOut = output
        laidOut.origins = XLIFFOrigins.documents(of: output.origins)
        let units = LaidOutUnits(laidOut, layout: OutputLayout(request: request, manifest: manifest))
        return driver.run(units, earlier: earlier, converted: unsafeNames, skipped: skipped)
    }

    /// Whether Apple tables hold something to convert to the other Apple form: String Catalogs
    /// or XLIFF translations for `.lproj` files, `.lproj` tables or XLIFF for catalogs.
    private static func hasInput(_ tables: [StringTable], for target: AppleToAppleConverter.Target) -> Bool {
        tables.contains { table in
            XLIFFTablePath.split(table.path) != nil || (target == .lproj ? table.format == .xcstrings : table.format != .xcstrings)
        }
    }

    /// Reads the request's inputs: the tables of the format converted from, what reading
    /// reported, and the inputs left out because of their errors.
    private func read(_ request: ConversionRequest) throws(ConversionRequest.NoResources)
        -> (sources: [StringTable], inputDiagnostics: [Diagnostic], skipped: SkippedSources) {
        progress("Reading \(request.paths.joined(separator: ", "))…")
        let (tables, inputDiagnostics) = ResourceDiscovery.read(request.paths)
        var sources = request.target.sources(of: tables)
        // An XLIFF file brings translations: its sources (the development language's text as
        // it was exported) are written into no project file but a String Catalog that lacks them.
        if request.target == .android || request.target == .lproj {
            sources.removeAll(where: XLIFFTablePath.isSource)
            // What a translation's <file> said is no detail of the file it goes into.
            for index in sources.indices where sources[index].details[XLIFFFileDetails.self] != nil { sources[index].details = FormatDetails() }
        }
        if sources.isEmpty && !inputDiagnostics.containsErrors {
            throw ConversionRequest.NoResources(target: request.target, paths: request.paths)
        }
        var skipped = SkippedSources(readsApple: sources.first.map { $0.format != .android } ?? (request.target == .android))
        skipped.add(errorsIn: inputDiagnostics, tables: sources)
        sources.removeAll { skipped.contains($0) }
        return (sources, inputDiagnostics, skipped)
    }
}

/// The input files a conversion's output came from, for the manifest: a table read from an
/// XLIFF file is named by where its translations go (``XLIFFTablePath``), and came from the
/// XLIFF file.
enum XLIFFOrigins {
    static func documents(of origins: [ConversionOutput.Output: [String]]) -> [ConversionOutput.Output: [String]] {
        guard origins.values.contains(where: { $0.contains { XLIFFTablePath.split($0) != nil } }) else { return origins }
        return origins.mapValues { paths in
            var seen: Set<String> = []
            return paths.map { XLIFFTablePath.split($0)?.document ?? $0 }.filter { seen.insert($0).inserted }
        }
    }
}
