import AppleResources
import LocalizedStrings
import ResourceConversion

/// `stringbridge convert` as a library: reads the resources under some paths, converts them to
/// the other platform, renders the files, and writes them into an output folder (or only says
/// what would change).
///
///     let request = ConversionRequest(paths: ["app/src/main/res"], target: .lproj, outputFolder: "ios/Resources")
///     let result = ConversionPipeline().run(request)
///     result.summary.errors          // 0
///     result.written.map(\.path)     // ["ios/Resources/en.lproj/Localizable.strings", …]
///
/// Nothing is written when the input or the conversion has errors, and files whose content
/// would not change are not touched (``FileOutput``).
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
    /// - Returns: The files, what happened to them, the diagnostics and the counts.
    /// - Throws: ``ConversionRequest/NoResources`` when the paths hold nothing to convert and
    ///   reading them gave no error to explain why.
    public func run(_ request: ConversionRequest) throws(ConversionRequest.NoResources) -> ConversionResult {
        progress("Reading \(request.paths.joined(separator: ", "))…")
        let (tables, inputDiagnostics) = ResourceDiscovery.read(request.paths)
        let sources = tables.filter { request.target.readsFormat($0.format) }
        if sources.isEmpty && !inputDiagnostics.containsErrors {
            throw ConversionRequest.NoResources(target: request.target, paths: request.paths)
        }

        progress("Converting \(sources.count) tables…")
        let output: ConversionOutput
        switch request.target {
        case .android: output = AppleToAndroidConverter(options: request.options).convert(sources)
        case .stringCatalog: output = AndroidToAppleConverter(options: request.options).convert(sources, to: .stringCatalog)
        case .lproj: output = AndroidToAppleConverter(options: request.options).convert(sources, to: .lproj)
        }
        let renderer = ConversionRenderer(outputFolder: request.outputFolder, sourceLanguage: request.options.sourceLanguage,
                                          stringsEncoding: request.stringsEncoding)
        let (files, writerDiagnostics) = renderer.files(for: output.tables)

        var result = ConversionResult(files: files, changed: FileOutput.changed(files),
                                      diagnostics: inputDiagnostics + output.diagnostics + writerDiagnostics,
                                      summary: output.summary)
        if request.mode == .write && !result.diagnostics.containsErrors {
            progress("Writing \(result.changed.count) files…")
            do {
                result.written = try FileOutput.write(files, inside: request.outputFolder)
            } catch {
                result.diagnostics.append(.error(ConversionResult.writeFailedID, at: SourceLocation(path: error.path),
                                                 error.description))
            }
        }
        result.summary.errors = result.diagnostics.filter { $0.severity == .error }.count
        result.summary.warnings = result.diagnostics.filter { $0.severity == .warning }.count
        return result
    }
}
