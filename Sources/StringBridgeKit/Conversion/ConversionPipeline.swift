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
        let appleTarget: AndroidToAppleConverter.OutputFormat = request.target == .lproj ? .lproj : .stringCatalog
        // Android → .lproj converts locale by locale: most locales' tables are read again when
        // they are converted, not held from the start. Whether the output folder holds some
        // tables as catalogs is known before reading, then.
        let lprojForms = request.target == .lproj ? ExistingTableForms(outputFolder: request.outputFolder) : nil
        let defersLocales = request.target == .lproj && lprojForms?.holdsTables(otherThan: .lproj) != true
        var (sources, inputDiagnostics, skipped, deferred) = try read(request, defersLocales: defersLocales)
        let fromAndroid = sources.first?.format == .android
        let forms = lprojForms ?? (fromAndroid && request.target == .stringCatalog ? ExistingTableForms(outputFolder: request.outputFolder) : nil)
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
        var laidOutOrigins: [ConversionOutput.Output: [String]]?
        // Each res folder of a project is a bundle of its own, named by its path under these.
        let toApple = AndroidToAppleConverter(options: request.options, inputRoots: request.paths)
        switch (request.target, fromAndroid) {
        case (.lproj, true) where !defersLocales,
             (.stringCatalog, true) where forms?.holdsTables(otherThan: appleTarget) == true:
            // A project that has some tables as a catalog and others as `.lproj` tables.
            output = forms!.converted(consume sources, to: appleTarget, converter: toApple)
        case (.lproj, true):
            // The input tables are let go once converted: a unit holds its own groups.
            let units = LprojUnits(toApple.lprojConversion(consume sources, deferred: deferred))
            return driver.run(units, earlier: earlier, converted: unsafeNames, skipped: skipped)
        case (.stringCatalog, true):
            output = toApple.convert(consume sources, to: .stringCatalog)
        case (.android, _):
            let project = XLIFFProject(sources)
            // Translations from XLIFF record no gaps; a composeResources or moko-resources
            // folder gets its dialect's folders and files.
            output = AppleToAndroidConverter(options: request.options, recordsGaps: project.roots.isEmpty)
                .convert(project.tables, inputRoots: request.paths + project.roots)
                .placed(in: request.androidDialect, outputFolder: request.outputFolder)
            laidOutOrigins = project.documents(of: output.origins)
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
            // record is in its comment, which a unit's note carries for the exported language, and
            // translatable="false" is "Don't translate"), without the gaps it fills (a gap is
            // no translation).
            var options = request.options
            options.fillsGaps = false
            let apple = AndroidToAppleConverter(options: options, inputRoots: request.paths).convert(consume sources, to: .stringCatalog)
            var exported = AppleToXLIFFConverter(options: request.options).convert(apple.tables, languages: request.exportLanguages, inputRoots: [])
            exported.diagnostics = apple.diagnostics + exported.diagnostics
            output = exported
        }
        var laidOut = output
        laidOut.origins = laidOutOrigins ?? XLIFFProject.documents(of: output.origins)
        let units = LaidOutUnits(laidOut, layout: OutputLayout(request: request, manifest: manifest))
        return driver.run(units, earlier: earlier, converted: unsafeNames, skipped: skipped)
    }

    /// The tables without those of XLIFF files a folder search found beside a project's own
    /// files (exports kept for translators in the project): an XLIFF file is converted when it
    /// is named (or its Localization Catalog is), or when the inputs hold nothing else.
    private static func xliffInputs(_ tables: [StringTable], paths: [String]) -> [StringTable] {
        guard tables.contains(where: { XLIFFTablePath.split($0.path) == nil }) else { return tables }
        let named = Set(paths.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
        return tables.filter { table in
            guard let document = XLIFFTablePath.split(table.path)?.document else { return true }
            return named.contains(document) || LocalizationCatalog.catalogFolder(ofXLIFF: document).map(named.contains) == true
        }
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
    ///
    /// - Parameter defersLocales: Whether the Android tables of the locales that can wait come
    ///   without their entries (``DeferredTables``).
    private func read(_ request: ConversionRequest, defersLocales: Bool) throws(ConversionRequest.NoResources)
        -> (sources: [StringTable], inputDiagnostics: [Diagnostic], skipped: SkippedSources, deferred: DeferredTables) {
        progress("Reading \(request.paths.joined(separator: ", "))…")
        var deferred = DeferredTables()
        let read: [StringTable], inputDiagnostics: [Diagnostic]
        if defersLocales {
            (read, inputDiagnostics, deferred) = ResourceDiscovery.readDeferringLocales(request.paths, dialect: request.androidDialect)
        } else {
            (read, inputDiagnostics) = ResourceDiscovery.read(request.paths, dialect: request.androidDialect)
        }
        let tables = Self.xliffInputs(read, paths: request.paths)
        var sources = request.target.sources(of: tables)
        // An XLIFF file brings translations: its sources (the development language's text as
        // it was exported) are written into no project file but a String Catalog that lacks them.
        if request.target == .android || request.target == .lproj {
            sources.removeAll(where: XLIFFTablePath.isSource)
            // What a translation's <file> said is no detail of the file it goes into.
            for index in sources.indices where sources[index].details[XLIFFFileDetails.self] != nil { sources[index].details = FormatDetails() }
        } else if request.target == .stringCatalog {
            // A catalog the project already has keeps its own development language: translators
            // change no source, and an export gives an implicit key's key as its source.
            sources.removeAll { table in
                guard XLIFFTablePath.isSource(table), let projectPath = XLIFFTablePath.split(table.path)?.projectPath else { return false }
                return FileManager.default.fileExists(atPath: (request.outputFolder as NSString).appendingPathComponent(projectPath))
            }
        }
        if sources.isEmpty && !inputDiagnostics.containsErrors {
            throw ConversionRequest.NoResources(target: request.target, paths: request.paths)
        }
        var skipped = SkippedSources(readsApple: sources.first.map { $0.format != .android } ?? (request.target == .android))
        skipped.add(errorsIn: inputDiagnostics, tables: sources)
        sources.removeAll { skipped.contains($0) }
        return (sources, inputDiagnostics, skipped, deferred)
    }
}

/// The tables read from XLIFF files as the tables of one project, for a converter that places
/// tables by their folders (Android's, which tells bundles apart): each is named by its project
/// path under one root, so that the French and German translations of `App/Localizable.xcstrings`
/// are two languages of one catalog, not two bundles. The manifest records the XLIFF files.
struct XLIFFProject {
    /// The tables, those of XLIFF files renamed.
    let tables: [StringTable]
    /// The root the renamed tables are under, when there are any.
    let roots: [String]
    /// The XLIFF files each renamed table came from.
    private let documentsOfPath: [String: [String]]

    /// A folder name no input has: the project's root.
    private static let root = ".stringbridge-xliff-project"

    init(_ tables: [StringTable]) {
        var documents: [String: [String]] = [:]
        var renamedTables = tables.map { table in
            guard let split = XLIFFTablePath.split(table.path) else { return table }
            var renamed = table
            renamed.path = Self.root + "/" + split.projectPath
            documents[renamed.path, default: []].append(split.document)
            return renamed
        }
        // A catalog's languages from several exports: each export's notes hold its language's
        // part of a key's record.
        let catalogs = Dictionary(grouping: renamedTables.indices.filter { renamedTables[$0].format == .xcstrings && documents[renamedTables[$0].path] != nil },
                                  by: { renamedTables[$0].path })
        for indices in catalogs.values where indices.count > 1 {
            for (index, table) in zip(indices, XLIFFRecordNotes.joiningExportedRecords(indices.map { renamedTables[$0] })) {
                renamedTables[index] = table
            }
        }
        self.tables = renamedTables
        documentsOfPath = documents
        roots = documents.isEmpty ? [] : [Self.root]
    }

    /// The origins of an output with each renamed table's path replaced by its XLIFF files.
    func documents(of origins: [ConversionOutput.Output: [String]]) -> [ConversionOutput.Output: [String]] {
        guard !documentsOfPath.isEmpty else { return origins }
        return origins.mapValues { paths in Self.unique(paths.flatMap { documentsOfPath[$0] ?? [$0] }) }
    }

    /// The origins of an output with each path of a table of an XLIFF file (``XLIFFTablePath``)
    /// replaced by the XLIFF file.
    static func documents(of origins: [ConversionOutput.Output: [String]]) -> [ConversionOutput.Output: [String]] {
        guard origins.values.contains(where: { $0.contains { XLIFFTablePath.split($0) != nil } }) else { return origins }
        return origins.mapValues { paths in unique(paths.map { XLIFFTablePath.split($0)?.document ?? $0 }) }
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }
}
