import Foundation

/// A file a command will write: its path and its complete bytes.
public struct OutputFile: Sendable, Hashable {
    /// Where the file goes.
    public var path: String
    /// Its content.
    public var bytes: [UInt8]

    /// Creates an output file.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Writes a set of files all or nothing, and only those whose content changes.
///
/// Every file is first written to a temporary file in its own folder; only when all of
/// them are written are they renamed into place (a rename within a folder is atomic). If
/// anything fails, the temporary files are removed and every existing file is as it was.
public enum FileOutput {
    /// Why the files could not be written.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// The file that failed.
        public var path: String
        /// What went wrong.
        public var reason: String

        public var description: String { "cannot write \(path): \(reason); no file was changed" }
    }

    /// The files whose content differs from what is on disk (or that do not exist yet).
    public static func changed(_ files: [OutputFile]) -> [OutputFile] {
        files.filter { file in
            guard let existing = FileManager.default.contents(atPath: file.path) else { return true }
            return [UInt8](existing) != file.bytes
        }
    }

    /// Writes the files atomically, all or nothing; files whose content would not change are
    /// left alone. Returns the files written.
    ///
    /// - Parameters:
    ///   - files: The files to write.
    ///   - root: When given, every file must lie inside this folder, also after following
    ///     symbolic links in the folders that exist; otherwise nothing is written.
    @discardableResult
    public static func write(_ files: [OutputFile], inside root: String? = nil) throws(WriteError) -> [OutputFile] {
        if let root {
            for file in files where !isInside(file.path, root: root) {
                throw WriteError(path: file.path, reason: "it is not inside the output folder \(root) (after following symbolic links)")
            }
        }
        let changes = changed(files)
        var temporaries: [(temporary: String, file: OutputFile)] = []
        func cleanUp() {
            for (temporary, _) in temporaries { try? FileManager.default.removeItem(atPath: temporary) }
        }
        for file in changes {
            let folder = (file.path as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
            } catch {
                cleanUp()
                throw WriteError(path: file.path, reason: "cannot create the folder \(folder) (\(Self.reason(error)))")
            }
            let name = (file.path as NSString).lastPathComponent
            let temporary = ((folder.isEmpty ? "." : folder) as NSString)
                .appendingPathComponent(".\(name).stringbridge-\(UUID().uuidString.prefix(8))")
            guard FileManager.default.createFile(atPath: temporary, contents: Data(file.bytes)) else {
                cleanUp()
                throw WriteError(path: file.path, reason: "the folder is not writable")
            }
            temporaries.append((temporary, file))
        }
        for (index, entry) in temporaries.enumerated() {
            if rename(entry.temporary, entry.file.path) != 0 {
                let reason = String(cString: strerror(errno))
                // Files already renamed are complete and correct; remove the rest.
                for (temporary, _) in temporaries[index...] { try? FileManager.default.removeItem(atPath: temporary) }
                throw WriteError(path: entry.file.path, reason: reason)
            }
        }
        return changes
    }

    // MARK: - Staying inside the output folder

    /// Whether `path` is inside the folder `root`, lexically and after following the symbolic
    /// links of every folder on the way that exists.
    public static func isInside(_ path: String, root: String) -> Bool {
        let resolvedRoot = resolved(root)
        let resolvedPath = resolved(path)
        return resolvedPath.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/")
    }

    /// The absolute path with `.` and `..` removed and the longest existing prefix's symbolic
    /// links followed (`realpath`); the part that does not exist yet is appended as it is.
    private static func resolved(_ path: String) -> String {
        var components: [Substring] = []
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
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
            if let real = realpath(prefix, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return missing.isEmpty ? base : (base == "/" ? "" : base) + "/" + missing.reversed().joined(separator: "/")
            }
            guard let last = components.popLast() else { return "/" + missing.reversed().joined(separator: "/") }
            missing.append(last)
        }
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
