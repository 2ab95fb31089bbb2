import Foundation

/// Resolves paths as the file system sees them (`realpath` of the longest existing prefix),
/// remembering each prefix it resolved: the files of one write share their folders, and
/// resolving each file's path from scratch took thousands of system calls.
struct PathResolver {
    private var workingFolder: String?
    private var realPaths: [String: String?] = [:]

    /// Whether `path` is inside the folder `root`, lexically and after following the symbolic
    /// links of every folder on the way that exists.
    mutating func isInside(_ path: String, root: String) -> Bool {
        let resolvedRoot = resolved(root)
        let resolvedPath = resolved(path)
        return resolvedPath.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/")
    }

    /// The absolute path with `.` and `..` removed and the longest existing prefix's symbolic
    /// links followed (`realpath`); the part that does not exist yet is appended as it is.
    mutating func resolved(_ path: String) -> String {
        var components: [Substring] = []
        let absolute = path.hasPrefix("/") ? path : currentFolder() + "/" + path
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        var missing: [Substring] = []
        while true {
            let prefix = "/" + components.joined(separator: "/")
            if let base = realPath(prefix) {
                return missing.isEmpty ? base : (base == "/" ? "" : base) + "/" + missing.reversed().joined(separator: "/")
            }
            guard let last = components.popLast() else { return "/" + missing.reversed().joined(separator: "/") }
            missing.append(last)
        }
    }

    private mutating func currentFolder() -> String {
        if let workingFolder { return workingFolder }
        let folder = FileManager.default.currentDirectoryPath
        workingFolder = folder
        return folder
    }

    private mutating func realPath(_ path: String) -> String? {
        if let known = realPaths[path] { return known }
        var result: String?
        if let real = realpath(path, nil) {
            result = String(cString: real)
            free(real)
        }
        realPaths[path] = result
        return result
    }
}
