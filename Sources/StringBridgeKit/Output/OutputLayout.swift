import AndroidResources
import AppleResources
import CLDR
import ConversionMetadata
import Foundation
import LocalizedStrings
import OutputFiles
import ResourceConversion
import StreamingXML
import SystemSupport

/// Which output file each converted table goes to, in the folder as it is: a table's path
/// checked to stay inside the output folder, in the language folder the output already has
/// (``existingLanguageFolder(for:)``), an Android table split over the files of its folder
/// (``placedInFolder(_:besides:origins:)``).
struct OutputLayout: Sendable {
    var request: ConversionRequest
    var manifest: ConversionManifest

    /// The files of some converted tables.
    struct Files: Sendable {
        /// The output files, relative to the output folder, in output order.
        var paths: [String] = []
        /// The tables written to each file of `paths`.
        var groups: [[TableWithSharedEntries]] = []
        /// The input files each output table was made from.
        var origins: [ConversionOutput.Output: [String]] = [:]
        /// Tables left out because their paths would leave the output folder.
        var diagnostics: [Diagnostic] = []
    }

    private var outputFolder: String { request.outputFolder }
    /// The output folder as a plan may read it: nothing outside it, only regular files.
    private var existingFiles: OutputFolder { OutputFolder(root: request.outputFolder) }

    /// The files of converted tables, each table placed as it is written into the folder now.
    func files(of converted: [TableWithSharedEntries], origins: [ConversionOutput.Output: [String]]) -> Files {
        var files = Files()
        // Paths come from input names (tables, locales): each must stay inside the output folder.
        var tables: [TableWithSharedEntries] = []
        for table in converted {
            if let problem = SafeFileName.problem(inRelativePath: table.table.path) {
                files.diagnostics.append(.error(ConversionDiagnosticID.unsafeName, at: SourceLocation(path: absolute(table.table.path)),
                                                "refusing to write \(table.table.path): \(problem)"))
            } else {
                tables.append(table)
            }
        }
        files.origins = origins
        let output = FilePaths.absoluteComponents(of: outputFolder)
        let outputIsResourceFolder = AndroidDialect.isResourceFolder(output.joined(separator: "/"))
        // A table of the bundle the output folder is goes into it, not into a folder of the
        // bundle's name inside it; a language whose folder the output already has under
        // another name (`ja_JP.lproj`, `values-b+zh+Hans`) is written there, not beside it.
        tables = tables.map { table in
            var table = table
            let path = existingLanguageFolder(for: withoutOutputBundle(table.table.path, format: table.table.format, output: output))
            if path != table.table.path {
                let old = ConversionOutput.Output(path: table.table.path, locale: table.table.locale)
                if let paths = files.origins.removeValue(forKey: old) {
                    files.origins[ConversionOutput.Output(path: path, locale: table.table.locale)] = paths
                }
                table.table.path = path
            }
            return table
        }
        tables.removeAll { table in
            guard outputIsResourceFolder, let problem = nestedResFolder(table.table.path, format: table.table.format) else { return false }
            files.diagnostics.append(problem)
            return true
        }
        tables = keepingProjectNames(tables)
        let outputPaths = Set(tables.map(\.table.path))
        tables = tables.flatMap { table in
            table.table.format == .android
                ? placedInFolder(table.materialized, besides: outputPaths, origins: &files.origins, diagnostics: &files.diagnostics)
                    .map(TableWithSharedEntries.init)
                : [table]
        }
        var indexOfPath: [String: Int] = [:]
        for table in tables {
            if let index = indexOfPath[table.table.path] {
                files.groups[index].append(table)
            } else {
                indexOfPath[table.table.path] = files.paths.count
                files.paths.append(table.table.path)
                files.groups.append([table])
            }
        }
        return files
    }

    // MARK: - Bundles

    /// The path without its bundle's folder when the output folder is that bundle and holds
    /// no folder of the bundle's name: `MyApp/fr.lproj/…` (or an Android module's
    /// `app/src/main/res/values-fr/…`) converted back into `ios/MyApp` (or `app/src/main/res`)
    /// goes to `fr.lproj/…` there, where it came from. `output` is the output folder's
    /// absolute components.
    private func withoutOutputBundle(_ path: String, format: ResourceFormat, output: [String]) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        // The bundle is what holds the language folders, or the catalog.
        let bundleCount = components.count - (format == .xcstrings ? 1 : 2)
        guard bundleCount > 0, format != .xliff else { return path }
        let bundle = components[..<bundleCount].map(String.init)
        guard output.count >= bundle.count, Array(output.suffix(bundle.count)) == bundle,
              !FileManager.default.fileExists(atPath: absolute(bundle[0])) else { return path }
        return components[bundleCount...].joined(separator: "/")
    }

    /// The error for an Android file of a project's resource folder bundle (`res`,
    /// `composeResources`, moko-resources), asked of an output folder that is a resource
    /// folder itself (another module's): no toolchain takes a folder there, so it is left out,
    /// and the project's folder is the one to convert into.
    private func nestedResFolder(_ path: String, format: ResourceFormat) -> Diagnostic? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard format == .android, components.count > 3 else { return nil }
        let bundle = components.dropLast(2).joined(separator: "/")
        guard AndroidDialect.isResourceFolder(bundle) else { return nil }
        return .error(ConversionDiagnosticID.unsafeName, at: SourceLocation(path: absolute(path)),
                      "refusing to write \(path): it belongs to the project's resource folder \(bundle), and \(outputFolder) is a resource folder itself; convert into the project's folder to write each resource folder where it was")
    }

    // MARK: - Language folders

    /// The path with its language folder replaced by the output's existing folder of the same
    /// language under another name, when there is one and no folder of the name the conversion
    /// uses: `ja_JP.lproj` for `ja-JP.lproj`, `values-b+zh+Hans` for `values-zh` (both are Apple's
    /// `zh-Hans`).
    func existingLanguageFolder(for path: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 2, let index = components.indices.last(where: { language(ofFolder: components[$0]) != nil }),
              let wanted = language(ofFolder: components[index]) else { return path }
        let parent = ([outputFolder] + components[..<index]).joined(separator: "/")
        guard !FileManager.default.fileExists(atPath: parent + "/" + components[index]),
              let existing = existingFiles.names(inFolder: parent).sorted().first(where: { language(ofFolder: $0) == wanted })
        else { return path }
        components[index] = existing
        return components.joined(separator: "/")
    }

    /// The Apple language a language folder holds (`lproj:Base`, `values:zh-Hans` for both
    /// `values-zh` and `values-b+zh+Hans`), or `nil` for any other folder; `values/` itself, the
    /// default every locale falls back to, is never taken for another.
    private func language(ofFolder name: String) -> String? {
        if name.hasSuffix(".lproj") {
            return LprojName(folderName: name).map { "lproj:" + ($0.locale.map(Self.withoutLikelyScript)?.identifier ?? "Base") }
        }
        if request.target == .android && request.outputDialect == .moko {
            // moko names a language `en-rGB` or `en-GB` alike.
            return (try? MokoLanguageFolder.locale(ofFolder: name)).flatMap { $0.map { "moko:" + $0.identifier } }
        }
        guard name.hasPrefix("values-"), let configuration = try? ValuesConfiguration(folderName: name),
              configuration.qualifiers.isEmpty, let locale = configuration.locale else { return nil }
        return "values:" + Self.withoutLikelyScript(LocaleMapping.appleLocale(forAndroid: locale, sourceLanguage: request.options.sourceLanguage)).identifier
    }

    /// The tag without its script when the script is the one CLDR's likely subtags give its
    /// language and region: `zh-Hant-HK` and `zh_HK.lproj` are one language, while `en` and
    /// `en-US` (no script to drop) stay two folders.
    private static func withoutLikelyScript(_ tag: LanguageTag) -> LanguageTag {
        guard let script = tag.script else { return tag }
        let bare = LanguageTag(language: tag.language, region: tag.region, variants: tag.variants, extensions: tag.extensions)
        return bare.maximized().script == script ? bare : tag
    }

    // MARK: - Android folders

    /// The Android tables with the names the project already gives their Apple keys: an entry
    /// whose `sb:key` an existing resource of its kind has (under another generated name, say
    /// from an older conversion) takes that resource's name, in every locale, so that it
    /// replaces it instead of appearing beside it.
    private func keepingProjectNames(_ tables: [TableWithSharedEntries]) -> [TableWithSharedEntries] {
        guard tables.contains(where: { $0.table.format == .android }) else { return tables }
        var names: [NamedKey: String] = [:]
        let folders = existingFiles.names(inFolder: outputFolder).filter { $0.hasPrefix("values") }.sorted()
        for folder in folders {
            for file in existingFiles.names(inFolder: absolute(folder)).sorted() where file.hasSuffix(".xml") {
                guard let bytes = existingFiles.contents(at: absolute(folder + "/" + file)) else { continue }
                names.merge(Self.namesOfAppleKeys(in: bytes)) { first, _ in first }
            }
        }
        guard !names.isEmpty else { return tables }
        return tables.map { converted in
            guard converted.table.format == .android else { return converted }
            var table = converted.materialized
            let taken = Set(table.entries.map { ResourceIdentity($0, format: .android) })
            for index in table.entries.indices {
                let entry = table.entries[index]
                guard let key = StringBridgeNamespace.appleKey(of: entry) else { continue }
                let kind = ResourceIdentity(entry, format: .android).kind
                guard let name = names[NamedKey(kind: kind, key: key)], name != entry.key,
                      !taken.contains(ResourceIdentity(kind, name: name, product: entry.product)) else { continue }
                table.entries[index].key = name
            }
            return TableWithSharedEntries(table)
        }
    }

    /// An Apple key an Android resource of a kind is named for (`sb:key`).
    private struct NamedKey: Hashable {
        var kind: ResourceIdentity.Kind
        var key: String
    }

    /// The names an Android file gives Apple keys (`sb:key`), by resource kind and key:
    /// `string`, `Hello, %@!` → `Hello_3b2ef5a1`.
    private static func namesOfAppleKeys(in bytes: [UInt8]) -> [NamedKey: String] {
        guard let document = XMLElementScanner(bytes).scan(childrenOf: ["resources"]) else { return [:] }
        var names: [NamedKey: String] = [:]
        for child in document.children {
            guard let key = child.start.attribute(StringBridgeNamespace.keyAttribute), let name = child.start.attribute("name") else { continue }
            let named = NamedKey(kind: AndroidFileUpdater.identity(of: child.start).kind, key: XMLEntities.decoded(key))
            if names[named] == nil { names[named] = name }
        }
        return names
    }

    /// The identities of the resources in an Android file, and its root's `sb:table`
    /// attribute, or `nil` when the file is not a `<resources>` document.
    private static func androidContents(of bytes: [UInt8]) -> (identities: Set<ResourceIdentity>, tableAttribute: Attribute?)? {
        guard let document = XMLElementScanner(bytes).scan(childrenOf: ["resources"]) else { return nil }
        let table = document.root.attribute(StringBridgeNamespace.tableAttribute)
            .map { Attribute(name: StringBridgeNamespace.tableAttribute, value: XMLEntities.decoded($0)) }
        return (Set(document.children.map { AndroidFileUpdater.identity(of: $0.start) }), table)
    }

    /// An Android table split over the files of its folder in the output: the resources the
    /// project already keeps in another file of the folder (`values/donottranslate.xml`) are
    /// updated there, as are those an earlier conversion wrote there, and only the rest go to
    /// the table's own file. (All files of a folder are one namespace: adding a resource to
    /// `strings.xml` that another file defines would be a duplicate aapt2 rejects.)
    private func placedInFolder(_ table: StringTable, besides outputPaths: Set<String>,
                                origins: inout [ConversionOutput.Output: [String]], diagnostics: inout [Diagnostic]) -> [StringTable] {
        let folder = PathText.folder(of: table.path)
        let files = existingFiles.names(inFolder: absolute(folder))
        let output = ConversionOutput.Output(path: table.path, locale: table.locale)
        let sources = Set((origins[output] ?? []).map { ConversionManifest.relative($0, to: outputFolder) })
        var remaining = table
        var placed: [StringTable] = []
        for file in files.sorted() where file.hasSuffix(".xml") && !file.hasPrefix(".") {
            let path = folder + "/" + file
            guard !outputPaths.contains(path), let bytes = existingFiles.contents(at: absolute(path)) else { continue }
            guard let contents = Self.androidContents(of: bytes) else {
                diagnostics.append(Self.unreadableSibling(bytes, at: absolute(path)))
                continue
            }
            // What this conversion's inputs wrote there before counts as held there too.
            let earlier = manifest.files[path].flatMap { sources.isDisjoint(with: $0.sources) ? nil : $0 }
            let held = contents.identities.union(earlier?.entries ?? [])
            let entries = remaining.entries.filter { held.contains(ResourceIdentity($0, format: .android)) }
            guard !entries.isEmpty || earlier != nil else { continue }
            remaining.entries.removeAll { held.contains(ResourceIdentity($0, format: .android)) }
            var sibling = StringTable(path: path, format: .android, locale: table.locale,
                                      details: FormatDetails(AndroidFileDetails(attributes: contents.tableAttribute.map { [$0] } ?? [],
                                                                                dialect: table.androidDialect)))
            sibling.entries = entries
            placed.append(sibling)
            origins[ConversionOutput.Output(path: path, locale: table.locale), default: []] += origins[output] ?? []
        }
        let hasOwnFile = FileManager.default.fileExists(atPath: absolute(table.path)) || manifest.files[table.path] != nil
        return (remaining.entries.isEmpty && !hasOwnFile ? [] : [remaining]) + placed
    }

    /// The warning for a file of the project beside an output file that is not a readable
    /// `<resources>` document: it is left as it is, but what it defines is not known.
    private static func unreadableSibling(_ bytes: [UInt8], at path: String) -> Diagnostic {
        let read = bytes.withUnsafeBytes { AndroidStringsReader().read(bytes: $0, path: path) }
        let problem = read.diagnostics.first { $0.severity == .error }
        return .warning(ConversionDiagnosticID.unreadableOutputSibling, at: problem?.location ?? SourceLocation(path: path, line: 1, column: 1),
                        "this file of the project cannot be read (\(problem?.message ?? "not a <resources> document")); it is left as it is, and a resource it defines may now be defined twice")
    }

    private func absolute(_ relative: String) -> String {
        (outputFolder as NSString).appendingPathComponent(relative)
    }
}
