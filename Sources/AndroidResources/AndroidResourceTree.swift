import Foundation
import LocalizedStrings
import SystemSupport

/// Finds and reads the Android string resources under one or more paths: single files,
/// `values*` folders, `res` folders or whole projects, Kotlin Multiplatform ones included.
///
/// Folders named `values` or `values-*` are found at any depth, following symbolic links
/// to folders (each real folder once); a `composeResources` folder's own `values*` folders
/// are its Compose Multiplatform resources, and the language folders of a `moko-resources`
/// (or `resources/MR`) folder are moko's (``AndroidDialect``). Hidden folders and `build`
/// output folders are not searched. Files are read in parallel; the result is in path order.
public enum AndroidResourceTree {
    /// Folder names never searched: hidden folders and build output.
    static let excludedFolderNames: Set<String> = ["build", "node_modules"]

    /// The tables of every values file under `paths`, in path order, with all diagnostics.
    ///
    /// Besides each file's own diagnostics, this reports folders whose name aapt2 rejects
    /// (their files are skipped) and resources defined twice in one folder (Android merges
    /// a folder's files into one namespace).
    ///
    /// - Parameter paths: Files or folders, as the user named them.
    ///   - dialect: The dialect to read every file in, or `nil` for the one its place gives.
    public static func read(_ paths: [String], dialect: AndroidDialect? = nil) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        var (files, diagnostics) = listing(paths, dialect: dialect)
        var tables: [StringTable] = []
        var names: [ValuesFileNames] = []
        for (result, fileNames) in files.concurrentMap(readWithNames) {
            tables.append(result.table)
            names.append(fileNames)
            diagnostics += result.diagnostics
        }
        diagnostics += duplicateDiagnostics(in: tables, names: names)
        return (tables, diagnostics)
    }

    /// A values file to read, with the configuration of its folder and its dialect.
    public struct ValuesFile: Sendable {
        /// The file's path.
        public var path: String
        /// Its folder's configuration (`values-fr` → French).
        public var configuration: ValuesConfiguration
        /// The toolchain whose rules it follows.
        public var dialect: AndroidDialect = .aapt2
    }

    /// The values files under `paths`, in path order, without reading them, and the problems
    /// found listing them: a path that does not exist, a folder whose name aapt2 rejects (its
    /// files are left out). ``read(_:)`` is this, each file read with ``read(_:)-(ValuesFile)``,
    /// and the check of ``duplicateDiagnostics(inFolder:)`` for each folder.
    ///
    /// - Parameters:
    ///   - paths: Files or folders, as the user named them.
    ///   - dialect: The dialect of every file, or `nil` for the one its place gives. With
    ///     `moko`, a folder given that holds a `base` folder is a moko-resources folder whatever
    ///     its name.
    public static func listing(_ paths: [String], dialect override: AndroidDialect? = nil)
        -> (files: [ValuesFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var files: [ValuesFile] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(.error(AndroidDiagnosticID.unreadableFile, at: SourceLocation(path: path),
                                          "no such file or folder"))
                continue
            }
            if !isDirectory.boolValue {
                let dialect = AndroidDialect.of(path: path, override: override)
                files.append(ValuesFile(path: path, configuration: configuration(ofFolderOf: path, dialect: dialect, diagnostics: &diagnostics)
                                            ?? ValuesConfiguration(), dialect: dialect))
                continue
            }
            let tree = InputTree(root: path)
            for folder in languageFolders(under: path, dialect: override, tree: tree, skippedLinks: &diagnostics) {
                let dialect = AndroidDialect.of(path: folder, override: override)
                let folderFiles = (dialect == .moko ? mokoFiles(in: folder) : xmlFiles(in: folder)).filter { file in
                    guard let target = tree.outsideTarget(of: file) else { return true }
                    diagnostics.append(tree.skipped(file, target: target))
                    return false
                }
                let configuration: ValuesConfiguration
                do {
                    var warnings: [Diagnostic] = []
                    configuration = try AndroidStringsReader.configuration(ofFolder: (folder as NSString).lastPathComponent, dialect: dialect,
                                                                           path: folder, diagnostics: &warnings) ?? ValuesConfiguration()
                    diagnostics += warnings
                } catch {
                    diagnostics.append(.error(AndroidDiagnosticID.invalidConfiguration, at: SourceLocation(path: folder),
                                              "\(error); \(dialect.toolchainName) rejects this folder, so its \(folderFiles.count) file(s) are not read"))
                    continue
                }
                for file in folderFiles { files.append(ValuesFile(path: file, configuration: configuration, dialect: dialect)) }
                if dialect == .compose { diagnostics += codeTwinNote(for: folder) }
            }
        }
        return (files, diagnostics)
    }

    /// Reads one listed values file.
    public static func read(_ file: ValuesFile) -> ReadResult {
        readWithNames(file).result
    }

    /// Reads one listed values file as ``read(_:)-(ValuesFile)`` does, with the index of its
    /// resource names that ``duplicateDiagnostics(inFolder:names:)`` takes.
    public static func readWithNames(_ file: ValuesFile) -> (result: ReadResult, names: ValuesFileNames) {
        let bytes: [UInt8]
        switch FileBytes.contents(atPath: file.path) {
        case .success(let contents): bytes = contents
        case .failure(let failure):
            var table = StringTable(path: file.path, format: .android, locale: file.configuration.locale,
                                    qualifiers: file.configuration.qualifiers)
            if file.dialect != .aapt2 { table.androidDialect = file.dialect }
            let result = ReadResult(table: table, diagnostics: [failure.diagnostic(AndroidDiagnosticID.unreadableFile, path: file.path)])
            return (result, ValuesFileNames(index: ResourceNameIndex()))
        }
        return bytes.withUnsafeBytes {
            AndroidStringsReader(dialect: file.dialect).readWithNames(bytes: $0, path: file.path, configuration: file.configuration)
        }
    }

    /// The `values` and `values-*` folders under `root` (or `root` itself), sorted by path.
    public static func valuesFolders(under root: String) -> [String] {
        languageFolders(under: root, dialect: .aapt2)
    }

    /// The folders of string resources under `root` (or `root` itself), sorted by path: the
    /// `values` and `values-*` folders, and the language folders of moko-resources folders.
    ///
    /// - Parameter dialect: `nil` to find every kind; `aapt2` or `compose` for `values*`
    ///   folders only; `moko` also to take `root` for a moko-resources folder when it holds
    ///   a `base` folder.
    public static func languageFolders(under root: String, dialect: AndroidDialect? = nil) -> [String] {
        var skipped: [Diagnostic] = []
        return languageFolders(under: root, dialect: dialect, tree: InputTree(root: root), skippedLinks: &skipped)
    }

    /// The folders of ``languageFolders(under:dialect:)``, entering only the links `tree`
    /// follows; a warning for each link it skips.
    static func languageFolders(under root: String, dialect: AndroidDialect?, tree: InputTree,
                                skippedLinks: inout [Diagnostic]) -> [String] {
        var found: [String] = []
        var visited: Set<FolderIdentity> = []
        var skipped: [Diagnostic] = []
        defer { skippedLinks += skipped }
        func subfolders(of folder: String) -> [String] {
            guard let children = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
            return children.sorted().filter { !$0.hasPrefix(".") && !excludedFolderNames.contains($0) }.compactMap { child in
                let path = (folder as NSString).appendingPathComponent(child)
                if let target = tree.outsideTarget(of: path) {
                    skipped.append(tree.skipped(path, target: target))
                    return nil
                }
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue ? path : nil
            }
        }
        func visit(_ folder: String) {
            let name = (folder as NSString).lastPathComponent
            // A values folder's name is its meaning (`values-zh-rHK` linked to `values-fr` is
            // Hong Kong Chinese); it is not searched further, so it cannot loop.
            if name == "values" || name.hasPrefix("values-") {
                if dialect != .moko { found.append(folder) }
                return
            }
            // A moko language folder named on its own.
            if folder == root, dialect == nil || dialect == .moko, AndroidDialect.isMokoResourcesFolder(FilePaths.parent(of: folder)),
               !mokoFiles(in: folder).isEmpty {
                found.append(folder)
                return
            }
            // Each folder searched once, however many links lead to it (or back up to a parent).
            guard let identity = FolderIdentity(path: folder), visited.insert(identity).inserted else { return }
            let children = subfolders(of: folder)
            let isMokoRoot = AndroidDialect.isMokoResourcesFolder(folder)
                || (dialect == .moko && folder == root && children.contains { ($0 as NSString).lastPathComponent == MokoLanguageFolder.baseFolderName })
            if isMokoRoot {
                // moko reads strings*.xml and plurals*.xml of each folder as one language's.
                if dialect == nil || dialect == .moko { found += children.filter { !mokoFiles(in: $0).isEmpty } }
                return
            }
            // Compose reads only the values folders right inside composeResources (`files/`
            // is raw files, whatever it holds).
            if name == AndroidDialect.composeResourcesFolderName {
                if dialect != .moko {
                    found += children.filter {
                        let child = ($0 as NSString).lastPathComponent
                        return child == "values" || child.hasPrefix("values-")
                    }
                }
                return
            }
            for child in children { visit(child) }
        }
        visit(root)
        return found.sorted()
    }

    /// A note when a Compose folder with a legacy language code (`values-in`) has its twin with
    /// the current code (`values-id`) beside it.
    private static func codeTwinNote(for folder: String) -> [Diagnostic] {
        let name = (folder as NSString).lastPathComponent
        let parent = FilePaths.parent(of: folder)
        guard let language = name.split(separator: "-").dropFirst().first, LegacyLanguageCodes.modern(String(language)) != String(language),
              let twin = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).sorted()
                .first(where: { ComposeValuesFolder.areCodeTwins(name, $0) }) else { return [] }
        return [.note(AndroidDiagnosticID.misleadingConfiguration, at: SourceLocation(path: folder),
                      "\(name) and \(twin) hold the same language: Compose chooses \(name) where the platform reports the legacy code '\(language)' (Android) and \(twin) elsewhere (Apple platforms, Java 17); a conversion takes the first in path order, and each keeps its own strings")]
    }

    /// The files moko reads for text in a language folder (`strings*.xml`, `plurals*.xml`),
    /// sorted by name.
    static func mokoFiles(in folder: String) -> [String] {
        xmlFiles(in: folder).filter { MokoLanguageFolder.FileKind(fileName: ($0 as NSString).lastPathComponent) != nil }
    }

    /// The `*.xml` files of a folder, sorted by name.
    static func xmlFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xml") && !$0.hasPrefix(".") }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
    }

    private static func configuration(ofFolderOf path: String, dialect: AndroidDialect, diagnostics: inout [Diagnostic]) -> ValuesConfiguration? {
        let folder = (FilePaths.parent(of: path) as NSString).lastPathComponent
        do {
            return try AndroidStringsReader.configuration(ofFolder: folder, dialect: dialect, path: path, diagnostics: &diagnostics)
        } catch {
            diagnostics.append(.error(AndroidDiagnosticID.invalidConfiguration, at: SourceLocation(path: path),
                                      "\(error); \(dialect.toolchainName) rejects this folder"))
            return nil
        }
    }

    /// Resources of one type and name defined in two files of the same folder.
    private static func duplicateDiagnostics(in tables: [StringTable], names: [ValuesFileNames]) -> [Diagnostic] {
        // moko merges a language's files, a later definition replacing an earlier one.
        let checked = tables.indices.filter { tables[$0].androidDialect != .moko }
        let byFolder = Dictionary(grouping: checked) { FilePaths.parent(of: tables[$0].path) }
        // Folders are independent: checked on all cores, reported in folder order.
        let folders = byFolder.keys.sorted().compactMap { byFolder[$0] }.filter { $0.count > 1 }
        return folders.concurrentMap { folder in
            duplicateDiagnostics(inFolder: folder.map { tables[$0] }, names: folder.map { names[$0] })
        }.flatMap { $0 }
    }

    /// Resources of one type and name defined in two files of one folder, given the tables
    /// of the folder's files in listing order.
    public static func duplicateDiagnostics(inFolder folderTables: [StringTable]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var first: [DefinedResource: (table: Int, entry: Int)] = [:]
        first.reserveCapacity(folderTables.reduce(0) { $0 + $1.entries.count })
        for (tableIndex, table) in folderTables.enumerated() {
            for index in table.entries.indices {
                let identity = DefinedResource(type: table.entries[index].value.androidResourceType,
                                                name: table.entries[index].key, product: table.entries[index].product)
                guard let existing = first[identity] else {
                    first[identity] = (tableIndex, index)
                    continue
                }
                diagnostics.append(duplicate(table.entries[index], in: table, firstIn: folderTables[existing.table], at: existing.entry))
            }
        }
        return diagnostics
    }
}

extension AndroidResourceTree {
    /// The diagnostics of ``duplicateDiagnostics(inFolder:)``, for tables as their reader
    /// gave them (``readWithNames(_:)``), each with its index of names: only the resources of
    /// the files other than the largest are hashed, and looked up in the largest file's index.
    /// A folder's large `strings.xml` beside a few small files is checked at the cost of the
    /// small files.
    ///
    /// - Parameters:
    ///   - folderTables: The tables of the folder's files in listing order, as read.
    ///   - names: Each table's index of names, in the same order.
    public static func duplicateDiagnostics(inFolder folderTables: [StringTable], names: [ValuesFileNames]) -> [Diagnostic] {
        guard let largest = folderTables.indices.max(by: { folderTables[$0].entries.count < folderTables[$1].entries.count }),
              names.count == folderTables.count else { return duplicateDiagnostics(inFolder: folderTables) }
        let largeTable = folderTables[largest]
        var largeNames = names[largest]
        // Where each resource of the other files is first defined, and where in the largest file.
        var first: [DefinedResource: (table: Int, entry: Int)] = [:]
        var inLargest: [DefinedResource: Int] = [:]
        // Each duplicate: where it is and where its resource is first defined.
        var duplicates: [(table: Int, entry: Int, first: (table: Int, entry: Int))] = []
        for (tableIndex, table) in folderTables.enumerated() where tableIndex != largest {
            for index in table.entries.indices {
                let identity = DefinedResource(type: table.entries[index].value.androidResourceType,
                                                name: table.entries[index].key, product: table.entries[index].product)
                if let earlier = first[identity] {
                    let other = inLargest[identity].map { (table: largest, entry: $0) }
                    let firstPlace = other.map { largest < earlier.table ? $0 : earlier } ?? earlier
                    duplicates.append((tableIndex, index, firstPlace))
                    continue
                }
                first[identity] = (tableIndex, index)
                switch largeNames.place(of: identity, in: largeTable) {
                case .absent:
                    continue
                case .unknown:
                    // Another resource of that name in the largest file: only a search tells.
                    return duplicateDiagnostics(inFolder: folderTables)
                case .at(let entry):
                    inLargest[identity] = entry
                    if largest < tableIndex {
                        duplicates.append((tableIndex, index, (largest, entry)))
                    } else {
                        duplicates.append((largest, entry, (tableIndex, index)))
                    }
                }
            }
        }
        duplicates.sort { ($0.table, $0.entry) < ($1.table, $1.entry) }
        return duplicates.map { place in
            let table = folderTables[place.table]
            return duplicate(table.entries[place.entry], in: table, firstIn: folderTables[place.first.table], at: place.first.entry)
        }
    }

    /// aapt2's error for `entry` of `table`, a resource first defined at entry `first` of `earlier`.
    private static func duplicate(_ entry: Entry, in table: StringTable, firstIn earlier: StringTable, at first: Int) -> Diagnostic {
        .error(AndroidDiagnosticID.duplicateResource,
               at: entry.location ?? SourceLocation(path: table.path),
               "duplicate value for resource '\(entry.value.androidResourceType)/\(entry.key)'; also defined at \(earlier.entries[first].location ?? SourceLocation(path: earlier.path))")
    }
}

extension EntryValue {
    /// The aapt2 resource type an entry of this value compiles to.
    var androidResourceType: String {
        switch self {
        case .text, .reference: "string"
        case .plural: "plurals"
        case .array: "array"
        case .variableFormat, .device: "apple"
        }
    }
}
