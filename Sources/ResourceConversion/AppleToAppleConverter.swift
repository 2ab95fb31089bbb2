import AppleResources
import LocalizedStrings

/// Converts Apple tables into another Apple form, in the project's layout (``AppleInputPaths``):
///
/// - **String Catalog → `.lproj`** (`--to apple`): what Xcode compiles the catalog into
///   (``StringCatalogCompiler``), `<bundle>/<lang>.lproj/<Table>.strings` and `.stringsdict`
///   beside the catalog `<bundle>/<Table>.xcstrings`, a key's comment in the development
///   language's file. What the files cannot hold (states,
///   `extractionState`, "Don't translate", a plural's comment, other catalog members) is
///   reported once per catalog; converting back into the catalog keeps it
///   (``StringCatalogUpdater``).
/// - **`.lproj` → String Catalog** (`--to xcstrings`): what Xcode's migration makes
///   (``StringCatalogMigrator``), one catalog per table, `<bundle>/<Table>.xcstrings`: the
///   development language's `.lproj` folder (or `Base.lproj` without one) is the source, a
///   `.stringsdict` entry wins over the `.strings` entry of its key (as Foundation shows it),
///   and a key's comment is its development language's.
/// - Tables read from an XLIFF file (``XLIFFTablePath``) are imported as Xcode imports them:
///   `--to apple` writes each translation's table where its `original` says, in its own format
///   (a catalog's languages into the catalog), and not the development language's (the
///   sources); `--to xcstrings` migrates `.strings` and `.stringsdict` ones, sources too.
public struct AppleToAppleConverter: Sendable {
    /// The form to convert to.
    public enum Target: Sendable {
        /// `.lproj` folders with `.strings` and `.stringsdict` files.
        case lproj
        /// String Catalogs.
        case catalog
    }

    /// The conversion's options: the development language (`sourceLanguage`).
    public var options: ConversionOptions

    /// Creates a converter.
    public init(options: ConversionOptions = ConversionOptions()) {
        self.options = options
    }

    /// Converts the tables (as ``AppleResourceTree`` reads them) read from `inputRoots`.
    public func convert(_ tables: [StringTable], to target: Target, inputRoots: [String]) -> ConversionOutput {
        let paths = AppleInputPaths(roots: inputRoots)
        var output = ConversionOutput(tables: [], diagnostics: [], summary: ConversionSummary())
        let imported = tables.filter(AppleInputPaths.isFromXLIFF)
        let project = tables.filter { !AppleInputPaths.isFromXLIFF($0) }
        switch target {
        case .lproj:
            // Translations from XLIFF go where Xcode imports them; the sources stay as they are.
            for table in imported where !XLIFFTablePath.isSource(table) {
                add(relocated(table, paths), from: [table.path], to: &output)
            }
            compileCatalogs(project.filter { $0.format == .xcstrings }, paths, into: &output)
        case .catalog:
            for table in imported where table.format == .xcstrings {
                add(relocated(table, paths), from: [table.path], to: &output)
            }
            migrate((project + imported).filter { $0.format == .strings || $0.format == .stringsdict }, paths, into: &output)
        }
        output.summary.locales = Set(output.tables.map { $0.locale?.identifier ?? "" }).count
        output.diagnostics = ConversionDiagnostics.aggregated(output.diagnostics)
        output.summary.count(output.diagnostics)
        return output
    }

    private func sourceLanguage(of table: StringTable) -> LanguageTag {
        table.details[StringCatalogDetails.self].flatMap { LanguageTag($0.sourceLanguage) } ?? options.sourceLanguage
    }

    private func relocated(_ table: StringTable, _ paths: AppleInputPaths) -> StringTable {
        var table = table
        table.path = paths.relative(table.path)
        return table
    }

    private func add(_ table: StringTable, from sources: [String], to output: inout ConversionOutput) {
        guard !table.entries.isEmpty else { return }
        for entry in table.entries { output.summary.count(entry.value) }
        output.convertedTables.append(TableWithSharedEntries(table))
        output.origins[ConversionOutput.Output(path: table.path, locale: table.locale), default: []] += sources
    }

    // MARK: - Catalog → .lproj

    private func compileCatalogs(_ tables: [StringTable], _ paths: AppleInputPaths, into output: inout ConversionOutput) {
        var catalogs: [String] = []
        var languagesOf: [String: [StringTable]] = [:]
        for table in tables {
            if languagesOf[table.path] == nil { catalogs.append(table.path) }
            languagesOf[table.path, default: []].append(table)
        }
        for catalog in catalogs {
            let relative = paths.relative(catalog)
            let folder = PathText(relative).folder
            let prefix = folder == "." ? "" : folder + "/"
            let name = Self.baseName(of: relative)
            var losses = CatalogLosses()
            // Keys some language localizes: an implicit key without any is a key of source code only.
            var localizedKeys: Set<String> = []
            for table in languagesOf[catalog] ?? [] {
                for entry in table.entries where entry.details[StringCatalogEntryDetails.self]?.isImplicit != true { localizedKeys.insert(entry.key) }
            }
            for table in languagesOf[catalog] ?? [] {
                guard let locale = table.locale else { continue }
                let lproj = prefix + LprojName(locale: locale).folderName + "/" + name
                var strings = StringTable(path: lproj + ".strings", format: .strings, locale: locale)
                var dictionary = StringTable(path: lproj + ".stringsdict", format: .stringsdict, locale: locale)
                let isSource = locale == sourceLanguage(of: table)
                for entry in table.entries {
                    if isSource { losses.countKeyFields(of: entry) }
                    losses.countStates(of: entry)
                    switch StringCatalogCompiler.compiled(entry) {
                    case .strings(var compiled):
                        // The key's comment goes with the development language's text; a
                        // language's own file keeps its own comments.
                        if !isSource { compiled.comment = nil }
                        strings.entries.append(compiled)
                    case .stringsdict(let compiled):
                        dictionary.entries.append(compiled)
                        if isSource && entry.comment != nil { losses.pluralComments += 1 }
                    case .nothing:
                        if !localizedKeys.contains(entry.key) { losses.keysWithoutLocalization += 1 }
                    case .notRepresentable(let reason):
                        output.diagnostics.append(.warning(ConversionDiagnosticID.notRepresentable, at: entry.location ?? SourceLocation(path: catalog),
                                                           "\"\(entry.key.withVisibleControls)\" (\(locale.identifier)) is left out of the .lproj files: \(reason); converting back into the catalog keeps it"))
                    }
                }
                add(strings, from: [catalog], to: &output)
                add(dictionary, from: [catalog], to: &output)
            }
            if let message = losses.message {
                output.diagnostics.append(.warning(ConversionDiagnosticID.notRepresentable, at: SourceLocation(path: catalog),
                                                   ".strings and .stringsdict files do not hold \(message); converting back into this catalog keeps them, into a new one they are lost"))
            }
        }
    }

    /// What of a catalog its `.lproj` form does not carry, counted for one report.
    private struct CatalogLosses {
        var extractionStates = 0
        var doNotTranslate = 0
        var otherMembers = 0
        var states: Set<String> = []
        var stateCount = 0
        var pluralComments = 0
        var keysWithoutLocalization = 0

        mutating func countKeyFields(of entry: Entry) {
            let details = entry.details[StringCatalogEntryDetails.self]
            if details?.extractionState != nil { extractionStates += 1 }
            if !entry.isTranslatable { doNotTranslate += 1 }
            if !(details?.otherKeyMembers.isEmpty ?? true) || !(details?.otherLocalizationMembers.isEmpty ?? true) { otherMembers += 1 }
        }

        mutating func countStates(of entry: Entry) {
            var found = [entry.state]
            switch entry.value {
            case .plural(let forms): found += forms.forms.map(\.state)
            case .variableFormat(let format): found += format.variables.flatMap { $0.forms.forms.map(\.state) }
            case .device(let variations): found += variations.forms.map(\.state)
            default: break
            }
            for state in found.compactMap({ $0 }) where state != .translated {
                states.insert(state.rawValue)
                stateCount += 1
            }
        }

        var message: String? {
            var parts: [String] = []
            func plural(_ count: Int, _ text: String) -> String { "\(count) \(text)\(count == 1 ? "" : "s")" }
            if extractionStates > 0 { parts.append("the extractionState of \(plural(extractionStates, "key"))") }
            if doNotTranslate > 0 { parts.append("\(plural(doNotTranslate, "key")) marked Don't Translate") }
            if stateCount > 0 { parts.append("\(plural(stateCount, "state")) other than translated (\(states.sorted().joined(separator: ", ")))") }
            if pluralComments > 0 { parts.append("the comments of \(plural(pluralComments, "plural"))") }
            if otherMembers > 0 { parts.append("other catalog members of \(plural(otherMembers, "key"))") }
            if keysWithoutLocalization > 0 { parts.append("\(plural(keysWithoutLocalization, "key")) without a localization (Xcode shows them as they are)") }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
    }

    // MARK: - .lproj → catalog

    private func migrate(_ tables: [StringTable], _ paths: AppleInputPaths, into output: inout ConversionOutput) {
        var groups: [String] = []
        var tablesOf: [String: [StringTable]] = [:]
        for table in tables {
            let bundle = paths.bundle(of: table.path)
            let id = (bundle.isEmpty ? "" : bundle + "/") + Self.baseName(of: table.path)
            if tablesOf[id] == nil { groups.append(id) }
            tablesOf[id, default: []].append(table)
        }
        for group in groups {
            migrate(group: group, tablesOf[group] ?? [], into: &output)
        }
    }

    /// One table's languages (its `.lproj` folders' files) as one catalog, `<group>.xcstrings`.
    private func migrate(group: String, _ tables: [StringTable], into output: inout ConversionOutput) {
        let catalogPath = group + ".xcstrings"
        // Each language's files, from its first folder (Apple reads one of two folders of a language).
        var languages: [String] = []
        var files: [String: [StringTable]] = [:]
        var folderOf: [String: String] = [:]
        for table in tables {
            let language = table.locale?.identifier ?? "Base"
            let folder = PathText(table.path).folder
            if let first = folderOf[language], first != folder { continue }
            if folderOf[language] == nil { languages.append(language); folderOf[language] = folder }
            files[language, default: []].append(table)
        }
        let source = options.sourceLanguage.identifier
        var order = languages.filter { $0 == source } + languages.filter { $0 != source && $0 != "Base" }
        if !languages.contains(source), languages.contains("Base") {
            order.insert("Base", at: 0)
        } else if let base = files["Base"]?.first {
            output.diagnostics.append(.warning(ConversionDiagnosticID.notRepresentable, at: SourceLocation(path: base.path),
                                               "a String Catalog has no Base localization, and \(source).lproj beside Base.lproj is the development language; this Base.lproj table is left out"))
        }
        var catalogTables: [StringTable] = []
        var comments: [String: String] = [:]
        let sourceFolder = order.first.flatMap { $0 == source || $0 == "Base" ? $0 : nil }
        let sourceKeys = Set((sourceFolder.flatMap { files[$0] } ?? []).flatMap { $0.entries.map(\.key) })
        for language in order {
            let isSource = language == source || language == "Base"
            let locale = isSource ? options.sourceLanguage : LanguageTag(language)
            var table = StringTable(path: catalogPath, format: .xcstrings, locale: locale,
                                    details: FormatDetails(StringCatalogDetails(sourceLanguage: source, version: "1.0")))
            var indexOfKey: [String: Int] = [:]
            let inputs = files[language] ?? []
            for input in inputs.filter({ $0.format == .strings }) + inputs.filter({ $0.format == .stringsdict }) {
                for entry in input.entries {
                    let migrated = StringCatalogMigrator.migrated(entry)
                    if let notCarried = migrated.notCarried {
                        output.diagnostics.append(.warning(ConversionDiagnosticID.notRepresentable, at: entry.location ?? SourceLocation(path: input.path),
                                                           "\"\(entry.key.withVisibleControls)\" \(migrated.entry == nil ? "is left out of the catalog" : "loses something in the catalog"): \(notCarried)"))
                    }
                    guard var converted = migrated.entry else { continue }
                    if XLIFFTablePath.isSource(input), var details = converted.details[StringCatalogEntryDetails.self] {
                        // An XLIFF unit's source is the project's text as it was: it never replaces the catalog's.
                        details.keepsExisting = true
                        converted.details = FormatDetails(details)
                    }
                    // A key's comment is its development language's; another language's only for a key it lacks.
                    if isSource {
                        comments[entry.key] = entry.comment
                    } else if let comment = entry.comment, !sourceKeys.contains(entry.key), comments[entry.key] == nil {
                        comments[entry.key] = comment
                    }
                    if let earlier = indexOfKey[entry.key] {
                        output.diagnostics.append(.note(ConversionDiagnosticID.shadowedEntry, at: entry.location ?? SourceLocation(path: input.path),
                                                        "\"\(entry.key.withVisibleControls)\" is in both the .strings and the .stringsdict file; Foundation shows the .stringsdict entry, which the catalog gets"))
                        table.entries[earlier] = converted
                    } else {
                        indexOfKey[entry.key] = table.entries.count
                        table.entries.append(converted)
                    }
                }
            }
            catalogTables.append(table)
            output.origins[ConversionOutput.Output(path: catalogPath, locale: locale), default: []] += inputs.map(\.path)
        }
        for table in catalogTables {
            var table = table
            for index in table.entries.indices { table.entries[index].comment = comments[table.entries[index].key] }
            guard !table.entries.isEmpty else { continue }
            for entry in table.entries where entry.details[StringCatalogEntryDetails.self]?.isImplicit != true { output.summary.count(entry.value) }
            output.convertedTables.append(TableWithSharedEntries(table))
        }
    }

    private static func baseName(of path: String) -> String {
        let name = PathText(path).lastComponent
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
