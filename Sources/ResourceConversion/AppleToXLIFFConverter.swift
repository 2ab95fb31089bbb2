import AppleResources
import ConversionMetadata
import LocalizedStrings

/// Exports Apple tables as Xcode's Localization Catalogs (`xcodebuild -exportLocalizations`):
/// for each language, `<lang>.xcloc/` with `contents.json`, `Localized Contents/<lang>.xliff`
/// (a `<file>` per file of the project, ``XcodeXLIFFExport``'s units) and `Source Contents/`
/// (the development language's files, as context for translators).
///
/// A file of the project is a String Catalog, or a table's `.strings` or `.stringsdict` file
/// in its bundle; its `original` is its development-language file's path in the project
/// (``AppleInputPaths``: `App/en.lproj/Localizable.strings`, `App/Base.lproj/Main.strings`,
/// `App/Localizable.xcstrings`). A table no development-language file has is not exported.
public struct AppleToXLIFFConverter: Sendable {
    /// The conversion's options: the development language (`sourceLanguage`).
    public var options: ConversionOptions
    /// The tool the files name: `<tool>`'s attributes (`tool-id`, `tool-name`, …).
    public var tool: [Attribute]

    /// The tool StringBridge names itself as.
    public static let stringBridgeTool = [Attribute(name: "tool-id", value: "dev.stringbridge"), Attribute(name: "tool-name", value: "StringBridge")]

    /// Creates a converter.
    public init(options: ConversionOptions = ConversionOptions(), tool: [Attribute] = AppleToXLIFFConverter.stringBridgeTool) {
        self.options = options
        self.tool = tool
    }

    /// One file of the project, in every language.
    private struct ProjectFile {
        var original: String
        var sourceLanguage: LanguageTag
        var source: StringTable
        var languages: [LanguageTag: StringTable] = [:]
    }

    /// Exports the tables (read from `inputRoots`, or already named by their project paths
    /// when `inputRoots` is empty) for `languages`, or for every language they have but the
    /// development language when none is given.
    public func convert(_ tables: [StringTable], languages: [LanguageTag], inputRoots: [String]) -> ConversionOutput {
        var output = ConversionOutput(tables: [], diagnostics: [], summary: ConversionSummary())
        let files = projectFiles(tables, AppleInputPaths(roots: inputRoots), diagnostics: &output.diagnostics)
        var exported = languages
        if exported.isEmpty {
            exported = Array(Set(files.flatMap { file in file.languages.keys.filter { $0 != file.sourceLanguage } })).sorted()
        }
        for language in exported {
            export(files, language: language, into: &output)
        }
        output.summary.locales = exported.count
        output.diagnostics = ConversionDiagnostics.aggregated(output.diagnostics)
        output.summary.count(output.diagnostics)
        return output
    }

    /// A catalog language's entries with each key's record cut to what the export of
    /// `language` carries (``XLIFFRecordNotes/comment(_:exportedFor:)``): a catalog key's
    /// record holds every language's, and a unit's note is shown to translators.
    private static func withRecords(of table: StringTable, exportedFor language: LanguageTag) -> StringTable {
        guard table.format == .xcstrings else { return table }
        var table = table
        for index in table.entries.indices {
            table.entries[index].comment = XLIFFRecordNotes.comment(table.entries[index].comment, exportedFor: language)
        }
        return table
    }

    private func projectFiles(_ tables: [StringTable], _ paths: AppleInputPaths, diagnostics: inout [Diagnostic]) -> [ProjectFile] {
        var order: [String] = []
        var byFile: [String: [StringTable]] = [:]
        for table in tables where table.format != .android && table.format != .xliff {
            let id: String
            if table.format == .xcstrings {
                id = paths.relative(table.path)
            } else {
                let bundle = paths.bundle(of: table.path)
                id = (bundle.isEmpty ? "" : bundle + "/") + PathText(table.path).lastComponent
            }
            if byFile[id] == nil { order.append(id) }
            byFile[id, default: []].append(table)
        }
        var files: [ProjectFile] = []
        for id in order {
            let tables = byFile[id] ?? []
            let catalogSource = tables.first?.details[StringCatalogDetails.self].flatMap { LanguageTag($0.sourceLanguage) }
            let sourceLanguage = catalogSource ?? options.sourceLanguage
            guard let source = tables.first(where: { $0.locale == sourceLanguage }) ?? tables.first(where: { $0.locale == nil }) else {
                diagnostics.append(.note(ConversionDiagnosticID.notRepresentable, at: SourceLocation(path: tables.first?.path ?? id),
                                         "\(id) has no \(sourceLanguage.identifier) (development language) file, so there is nothing to translate from; it is not exported"))
                continue
            }
            var file = ProjectFile(original: paths.relative(source.path), sourceLanguage: sourceLanguage, source: source)
            for table in tables {
                guard let locale = table.locale, file.languages[locale] == nil else { continue }
                // Of two folders of one language, Apple reads one: the first.
                file.languages[locale] = table
            }
            files.append(file)
        }
        return files
    }

    private func export(_ files: [ProjectFile], language: LanguageTag, into output: inout ConversionOutput) {
        let xliffPath = LocalizationCatalog.xliffPath(for: language)
        var sources: [String] = []
        var byOriginal: [String: StringTable] = [:]
        for file in files {
            // A gap a conversion from Android filled with another language's text is no translation.
            let target = (language == file.sourceLanguage ? nil : file.languages[language]).map { table in
                var table = table
                table.entries.removeAll { KeptMetadata.fillOrigin(of: $0, locale: table.locale, isCatalog: table.format == .xcstrings) != nil }
                return Self.withRecords(of: table, exportedFor: language)
            }
            let source = Self.withRecords(of: file.source, exportedFor: language)
            let exported = XcodeXLIFFExport(targetLanguage: language, sourceLanguage: file.sourceLanguage)
                .units(source: source, target: target)
            output.diagnostics += exported.diagnostics
            guard !exported.units.isEmpty else { continue }
            let details = XLIFFFileDetails(original: file.original, sourceLanguage: file.sourceLanguage.identifier,
                                           targetLanguage: language.identifier, tool: tool)
            byOriginal[file.original] = StringTable(path: xliffPath, format: .xliff, locale: language, entries: exported.units,
                                                    details: FormatDetails(details))
            output.summary.strings += exported.units.count
            sources += [file.source.path] + (target.map { [$0.path] } ?? [])
            // Context for translators, read back for the value types the units do not say:
            // no conversion's records.
            var context = file.source
            for index in context.entries.indices {
                context.entries[index].comment = MetadataComment.humanPart(of: context.entries[index].comment)
            }
            context.path = LocalizationCatalog.sourceContentsPath(for: language, original: file.original)
            output.convertedTables.append(TableWithSharedEntries(context))
            output.origins[ConversionOutput.Output(path: context.path, locale: context.locale), default: []].append(file.source.path)
        }
        guard !byOriginal.isEmpty else { return }
        for original in XcodeXLIFF.sortedPaths(byOriginal.keys) {
            if let table = byOriginal[original] { output.convertedTables.append(TableWithSharedEntries(table)) }
        }
        output.origins[ConversionOutput.Output(path: xliffPath, locale: language)] = sources
        let toolInfo = tool.compactMap { attribute -> Attribute? in
            switch attribute.name {
            case "tool-id": Attribute(name: "toolID", value: attribute.value)
            case "tool-name": Attribute(name: "toolName", value: attribute.value)
            case "tool-version": Attribute(name: "toolVersion", value: attribute.value)
            case "build-num": Attribute(name: "toolBuildNumber", value: attribute.value)
            default: nil
            }
        }
        let contents = LocalizationCatalogContents(developmentRegion: options.sourceLanguage.identifier, targetLocale: language.identifier,
                                                   toolInfo: toolInfo)
        let contentsPath = LocalizationCatalog.contentsPath(for: language)
        output.convertedTables.append(TableWithSharedEntries(StringTable(path: contentsPath, format: .xliff, locale: language,
                                                                          details: FormatDetails(contents))))
        output.origins[ConversionOutput.Output(path: contentsPath, locale: language)] = sources
    }
}
