import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import SystemSupport

/// How ``ResourceDiscovery`` reads the paths of a command line, worked out before any file is
/// read: every file in the order its tables come out, and the order of the diagnostics of
/// listing the files, reading them and checking Android folders for resources defined twice.
struct ResourceReadPlan: Sendable {
    /// One file to read.
    enum Source: Sendable {
        case android(AndroidResourceTree.ValuesFile)
        case apple(String)

        var path: String {
            switch self {
            case .android(let file): file.path
            case .apple(let path): path
            }
        }
    }

    /// What one path of the command line contributes, as indices into ``sources``.
    struct PathPart: Sendable {
        var androidListing: [Diagnostic] = []
        var appleListing: [Diagnostic] = []
        /// The path's Android files and Apple files, each in its tree's order.
        var androidFiles: [Int] = []
        var appleFiles: [Int] = []
        /// The Android files of each folder that has more than one, folders sorted by path:
        /// Android merges a folder's files into one namespace, so these are checked together.
        var foldersToCheck: [[Int]] = []
    }

    /// Every file, in the order of the tables read from them.
    private(set) var sources: [Source] = []
    private(set) var parts: [PathPart] = []

    /// Plans the reading of `paths`, every Android file in `dialect` (`nil`: the one its place gives).
    init(paths: [String], dialect: AndroidDialect? = nil) {
        for path in paths {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let isFolder = exists && isDirectory.boolValue
            var part = PathPart()
            var android: [AndroidResourceTree.ValuesFile] = []
            var apple: [String] = []
            if exists && !isDirectory.boolValue && AppleResourceTree.isAppleResourceFile(path) {
                (apple, part.appleListing) = AppleResourceTree.listing([path])
            } else if isFolder {
                (android, part.androidListing, apple, part.appleListing) = Self.listBoth(path, dialect: dialect)
            } else {
                (android, part.androidListing) = AndroidResourceTree.listing([path], dialect: dialect)
            }
            let found = android.map(Source.android) + apple.map(Source.apple)
            // A folder searched for both formats gives its tables folder by folder, then by file name.
            var order = Array(found.indices)
            if isFolder {
                // Each file's key is worked out once, not at every comparison of the sort.
                let keys = found.map { (FilePaths.parent(of: $0.path), ($0.path as NSString).lastPathComponent) }
                order = order.sortedStably { keys[$0] < keys[$1] }
            }
            var position = Array(repeating: 0, count: found.count)
            for index in order {
                position[index] = sources.count
                sources.append(found[index])
            }
            part.androidFiles = android.indices.map { position[$0] }
            part.appleFiles = apple.indices.map { position[android.count + $0] }
            // moko merges a language's files, a later definition replacing an earlier one.
            let checked = part.androidFiles.filter { index in
                if case .android(let file) = sources[index] { file.dialect != .moko } else { false }
            }
            let byFolder = Dictionary(grouping: checked) { FilePaths.parent(of: sources[$0].path) }
            part.foldersToCheck = byFolder.keys.sorted().compactMap { byFolder[$0] }.filter { $0.count > 1 }
            parts.append(part)
        }
    }

    /// A folder's Android and Apple files, the two trees walked at once on two cores: a
    /// command waits for the walks before it reads anything.
    private static func listBoth(_ folder: String, dialect: AndroidDialect?)
        -> (android: [AndroidResourceTree.ValuesFile], androidListing: [Diagnostic], apple: [String], appleListing: [Diagnostic]) {
        enum Listing: Sendable {
            case android((files: [AndroidResourceTree.ValuesFile], diagnostics: [Diagnostic]))
            case apple((files: [String], diagnostics: [Diagnostic]))
        }
        let listings = [true, false].concurrentMap { isAndroid in
            isAndroid ? Listing.android(AndroidResourceTree.listing([folder], dialect: dialect)) : Listing.apple(AppleResourceTree.listing([folder]))
        }
        guard case let .android(android) = listings[0], case let .apple(apple) = listings[1] else {
            preconditionFailure("the listings come in the order asked")
        }
        // Both walks meet the same links: each skipped link is reported once.
        let skippedByAndroid = Set(android.diagnostics.filter { $0.id == InputTree.skippedLinkID }.compactMap(\.location?.path))
        let appleDiagnostics = apple.diagnostics.filter { $0.id != InputTree.skippedLinkID || !skippedByAndroid.contains($0.location?.path ?? "") }
        return (android.files, android.diagnostics, apple.files, appleDiagnostics)
    }

    /// Reads one file; an Android file comes with the index of its names, for its folder's check.
    static func read(_ source: Source) -> (tables: [StringTable], diagnostics: [Diagnostic], names: ValuesFileNames?) {
        switch source {
        case .android(let file):
            let (result, names) = AndroidResourceTree.readWithNames(file)
            return ([result.table], result.diagnostics, names)
        case .apple(let path):
            let (tables, diagnostics) = AppleResourceTree.read(fileAt: path)
            return (tables, diagnostics, nil)
        }
    }

    /// The diagnostics in the order ``ResourceDiscovery/read(_:)`` reports them: per path,
    /// listing and reading the Android files, their folders' check, then listing and reading
    /// the Apple files.
    ///
    /// - Parameters:
    ///   - reading: Each source's reading diagnostics, by index.
    ///   - folderChecks: Each part's folder checks, in the order of ``PathPart/foldersToCheck``.
    func diagnostics(reading: [[Diagnostic]], folderChecks: [[[Diagnostic]]]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, part) in parts.enumerated() {
            diagnostics += part.androidListing
            for source in part.androidFiles { diagnostics += reading[source] }
            for check in folderChecks[index] { diagnostics += check }
            diagnostics += part.appleListing
            for source in part.appleFiles { diagnostics += reading[source] }
        }
        return diagnostics
    }
}
