import Foundation
import LocalizedStrings
import SystemSupport

/// Finds and reads Apple string resources under one or more paths: `.strings`,
/// `.stringsdict` and `.xcstrings` files, `.lproj` folders, or whole projects; and the XLIFF
/// files translators exchange them in (`.xliff` files, Localization Catalogs `*.xcloc`, whose
/// `Localized Contents/*.xliff` are read and nothing else: ``XLIFFResources``).
///
/// `.lproj` folders are found at any depth (following symbolic links to folders, each real
/// folder once); hidden folders and build output are not searched. Every `.lproj` name is
/// checked: non-canonical names (`zh-hans`, `bg_BG`, `sr@latin`) are read as their language
/// with a note, and two folders naming one language in the same parent are reported.
public enum AppleResourceTree {
    /// The file extensions this module reads.
    public static let fileExtensions: Set<String> = ["strings", "stringsdict", "xcstrings", "xliff"]

    static let excludedFolderNames: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Whether a path names a file this module reads.
    public static func isAppleResourceFile(_ path: String) -> Bool {
        fileExtensions.contains((path as NSString).pathExtension)
    }

    /// The language of a file inside an `.lproj` folder, or `nil`.
    public static func locale(ofFileAt path: String) -> LanguageTag? {
        let folder = (FilePaths.parent(of: path) as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj") else { return nil }
        return LprojName(folderName: folder)?.locale
    }

    /// The Apple resource files under `root` (or `root` itself), sorted by path.
    public static func files(under root: String) -> [String] {
        var skipped: [Diagnostic] = []
        return files(under: root, skippedLinks: &skipped)
    }

    /// The files of ``files(under:)``, entering and reading only the links the tree under
    /// `root` follows (``InputTree``); a warning for each link skipped.
    static func files(under root: String, skippedLinks: inout [Diagnostic]) -> [String] {
        let tree = InputTree(root: root)
        var found: [String] = []
        var visited: Set<FolderIdentity> = []
        /// Language folders by identity and name: an `.lproj` linked under another name is
        /// another language, read again under that name.
        var visitedLanguageFolders: Set<LanguageFolderKey> = []
        func visit(_ path: String) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
            guard isDirectory.boolValue else {
                if isAppleResourceFile(path) { found.append(path) }
                return
            }
            // Each folder once, however many links lead to it (or back up to a parent).
            guard let identity = FolderIdentity(path: path) else { return }
            let name = (path as NSString).lastPathComponent
            if (name as NSString).pathExtension == LocalizationCatalog.folderExtension {
                // A Localization Catalog: its XLIFF file, not the copies in Source Contents.
                if visited.insert(identity).inserted { found += LocalizationCatalog.xliffFiles(inCatalog: path) }
                return
            }
            if name.hasSuffix(".lproj") {
                guard visitedLanguageFolders.insert(LanguageFolderKey(folder: identity, name: name)).inserted else { return }
                visited.insert(identity)
            } else {
                guard visited.insert(identity).inserted else { return }
            }
            let children = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for child in children.sorted() where !child.hasPrefix(".") && !excludedFolderNames.contains(child) {
                let childPath = (path as NSString).appendingPathComponent(child)
                if let target = tree.outsideTarget(of: childPath) {
                    if isAppleResourceFile(childPath) || FolderIdentity(path: childPath) != nil {
                        skippedLinks.append(tree.skipped(childPath, target: target))
                    }
                    continue
                }
                visit(childPath)
            }
        }
        visit(root)
        return found.sorted()
    }

    private struct LanguageFolderKey: Hashable {
        var folder: FolderIdentity
        var name: String
    }

    /// The tables of every Apple resource file under `paths`, in path order (a String
    /// Catalog gives one table per language), with all diagnostics.
    public static func read(_ paths: [String]) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        var (files, diagnostics) = listing(paths)
        let results = files.concurrentMap { read(fileAt: $0) }
        var tables: [StringTable] = []
        for result in results {
            tables += result.tables
            diagnostics += result.diagnostics
        }
        return (tables, diagnostics)
    }

    /// The Apple resource files under `paths`, in path order, without reading them, and the
    /// problems found listing them: a path that does not exist, `.lproj` names that are not
    /// canonical or name one language twice. ``read(_:)`` is this and each file read with
    /// ``read(fileAt:)``.
    public static func listing(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var files: [String] = []
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else {
                diagnostics.append(.error(AppleDiagnosticID.unreadableFile, at: SourceLocation(path: path), "no such file or folder"))
                continue
            }
            files += self.files(under: path, skippedLinks: &diagnostics)
        }
        diagnostics += folderNameDiagnostics(for: files)
        return (files, diagnostics)
    }

    /// Reads one file of any of the three formats.
    public static func read(fileAt path: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        switch (path as NSString).pathExtension {
        case "stringsdict":
            let result = StringsDictReader().read(fileAt: path)
            return ([result.table], result.diagnostics)
        case "xcstrings":
            return StringCatalogReader().read(fileAt: path)
        case "xliff":
            return XLIFFResources.read(fileAt: path)
        default:
            let result = StringsFileReader().read(fileAt: path)
            return ([result.table], result.diagnostics)
        }
    }

    /// Notes for non-canonical `.lproj` names and errors for folders naming one language twice.
    private static func folderNameDiagnostics(for files: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let folders = Set(files.map { FilePaths.parent(of: $0) }).filter { $0.hasSuffix(".lproj") }
        var byLanguage: [String: [String]] = [:]
        for folder in folders.sorted() {
            let name = (folder as NSString).lastPathComponent
            guard let lproj = LprojName(folderName: name) else {
                diagnostics.append(.warning(AppleDiagnosticID.invalidLprojName, at: SourceLocation(path: folder),
                                            "'\(name)' is not a language ID; its files are read without a language"))
                continue
            }
            if !lproj.isCanonical {
                diagnostics.append(.note(AppleDiagnosticID.nonCanonicalLprojName, at: SourceLocation(path: folder),
                                         "'\(name)' is read as \(lproj.folderName); Apple's canonical name is \(lproj.folderName)"))
            }
            let parent = FilePaths.parent(of: folder)
            byLanguage[parent + "|" + (lproj.locale?.identifier ?? "Base"), default: []].append(folder)
        }
        for (_, group) in byLanguage.sorted(by: { $0.key < $1.key }) where group.count > 1 {
            let names = group.map { ($0 as NSString).lastPathComponent }
            diagnostics.append(.warning(AppleDiagnosticID.duplicateLanguageFolder, at: SourceLocation(path: group[1]),
                                        "\(names.joined(separator: " and ")) name the same language; Apple uses only one of them, and convert reads only \(names[0])"))
        }
        return diagnostics
    }
}
