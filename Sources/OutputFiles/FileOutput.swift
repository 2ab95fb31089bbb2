import Foundation
import LocalizedStrings

/// Writes a set of files all or nothing, and only those whose content changes.
///
/// 1. Every changed file is written to a temporary file in its own folder
///    (`.<name>.stringbridge-<random>`), and the temporaries are flushed to disk (`fsync`, many
///    at once). If one cannot be written, the temporaries are removed and no file has changed.
/// 2. Each existing file gets a second name (a hard link, `.<name>.stringbridge-old-<random>`),
///    and the temporary file is renamed over it: a rename within a folder is atomic, so the
///    file is at every moment either the old or the new one, whole.
/// 3. If a rename fails, the files already replaced are put back from their second names (and
///    files that did not exist are removed): no file has changed. Only if putting one back
///    fails too does the error list exactly which files changed.
/// 4. The second names are removed. (A file to remove is removed the same way: it gets a second
///    name, and is put back if a later step fails.)
///
/// Folders created for the files are removed again when the write fails (only the ones this
/// write created, and only while they are empty), so a failed write leaves no empty folders.
///
/// A process killed during step 2 or 3 leaves every file whole, old or new, and may leave
/// files named `.*.stringbridge-*` beside them; the next write of a set of files into that
/// folder removes them, whether or not the files change.
public enum FileOutput {
    /// Why the files could not be written, and which files changed anyway.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// The file that failed.
        public var path: String
        /// What went wrong.
        public var reason: String
        /// Files that were changed before the failure and could not be put back; empty when
        /// every file is as it was.
        public var changedFiles: [String] = []

        /// Creates an error.
        public init(path: String, reason: String, changedFiles: [String] = []) {
            self.path = path
            self.reason = reason
            self.changedFiles = changedFiles
        }

        public var description: String {
            let outcome = changedFiles.isEmpty ? "no file was changed"
                : "these files were changed and could not be restored: " + changedFiles.joined(separator: ", ")
            return "cannot write \(path): \(reason); \(outcome)"
        }
    }

    /// The marker in the names of our temporary files.
    static let temporaryMarker = ".stringbridge-"

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
    ///   - others: Files of the same set that are not written this time (unchanged); their
    ///     folders are cleaned of what an interrupted write left too, as the folders of
    ///     `files` are.
    /// - Throws: ``WriteError`` naming the file that failed, why, and the files that changed
    ///   anyway (none unless restoring failed too).
    @discardableResult
    public static func write(_ files: [OutputFile], removing removals: [String] = [],
                             inside root: String? = nil, cleaningBeside others: [String] = []) throws(WriteError) -> [OutputFile] {
        try write(files, removing: removals, inside: root, cleaningBeside: others, writingWith: systemWrite)
    }

    /// `write(2)`: a file descriptor, bytes and their count; returns the count written or -1
    /// with `errno` set. Tests pass one that fails as a full disk does.
    typealias WriteFunction = (_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int

    /// ``write(_:removing:inside:cleaningBeside:)`` with the system call that writes bytes given.
    static func write(_ files: [OutputFile], removing removals: [String] = [], inside root: String?,
                      cleaningBeside others: [String] = [], writingWith writeBytes: WriteFunction) throws(WriteError) -> [OutputFile] {
        var others = others
        if let root {
            var resolver = PathResolver()
            for path in files.map(\.path) + removals where !resolver.isInside(path, root: root) {
                throw WriteError(path: path, reason: "it is not inside the output folder \(root) (after following symbolic links)")
            }
            // Nothing is written beside them, but nothing outside the folder is removed either.
            others = others.filter { resolver.isInside($0, root: root) }
        }
        // Every folder of the set, not only those with changes: a run killed after renaming
        // some files leaves second names beside files that are now unchanged.
        removeStaleTemporaries(inFolders: files.map(\.path) + others)
        let changes = changed(files)
        let removals = removals.filter { FileManager.default.fileExists(atPath: $0) }
        removeStaleTemporaries(inFolders: removals)
        var staged: [(temporary: String, file: OutputFile)] = []
        var createdFolders: [String] = []
        do throws(WriteError) {
            for file in changes {
                staged.append((try stage(file, createdFolders: &createdFolders, writeBytes: writeBytes), file))
            }
            try flushToDisk(staged)
        } catch {
            for (temporary, _) in staged { unlink(temporary) }
            removeEmptyFolders(createdFolders)
            throw error
        }
        do throws(WriteError) {
            try replace(staged, removing: removals)
        } catch {
            removeEmptyFolders(createdFolders)
            throw error
        }
        return changes
    }

    // MARK: - Steps

    /// Writes the file's bytes to a new temporary file in its folder (creating the folder, and
    /// adding the folders it created to `createdFolders`, parents first); ``flushToDisk(_:)``
    /// makes them durable.
    private static func stage(_ file: OutputFile, createdFolders: inout [String],
                              writeBytes: WriteFunction) throws(WriteError) -> String {
        let folder = folderPath(of: file.path)
        var missing: [String] = []
        var ancestor = folder
        while !ancestor.isEmpty, ancestor != "/", ancestor != ".", !FileManager.default.fileExists(atPath: ancestor) {
            missing.append(ancestor)
            ancestor = FilePaths.parent(of: ancestor)
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            createdFolders += missing.reversed().filter { FileManager.default.fileExists(atPath: $0) }
            throw WriteError(path: file.path, reason: "cannot create the folder \(folder) (\(Self.reason(error)))")
        }
        createdFolders += missing.reversed()
        let temporary = temporaryPath(for: file.path, kind: "")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: file.path, reason: systemReason(errno)) }
        var failure: Int32?
        file.bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return }
                let count = writeBytes(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += count
            }
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            throw WriteError(path: file.path, reason: systemReason(failure))
        }
        return temporary
    }

    /// Flushes the staged temporaries to disk before any is renamed over its file, so that a
    /// crash never leaves a renamed file without its content. Flushes run many at once: the
    /// file system commits concurrent ones together (one at a time, 300 files took a second,
    /// most of a conversion). A failure names the first file, in order, that failed.
    private static func flushToDisk(_ staged: [(temporary: String, file: OutputFile)]) throws(WriteError) {
        let failures = ConcurrentFlushes(paths: staged.map(\.temporary)).run()
        if let (index, code) = failures.min(by: { $0.index < $1.index }) {
            throw WriteError(path: staged[index].file.path, reason: systemReason(code))
        }
    }

    /// Renames each temporary over its file and removes the files to remove, keeping each old
    /// file under a second name until all are done; on a failure, puts the old files back.
    private static func replace(_ staged: [(temporary: String, file: OutputFile)], removing removals: [String]) throws(WriteError) {
        var done: [(path: String, backup: String?)] = []
        for (index, entry) in staged.enumerated() {
            let path = entry.file.path
            var backup: String?
            if FileManager.default.fileExists(atPath: path) {
                let second = temporaryPath(for: path, kind: "old-")
                if link(path, second) == 0 { backup = second }
            }
            if rename(entry.temporary, path) != 0 {
                let reason = systemReason(errno)
                if let backup { unlink(backup) }
                for (temporary, _) in staged[index...] { unlink(temporary) }
                throw WriteError(path: path, reason: reason, changedFiles: restore(done))
            }
            done.append((path, backup))
        }
        for path in removals {
            let second = temporaryPath(for: path, kind: "old-")
            guard link(path, second) == 0, unlink(path) == 0 else {
                let reason = systemReason(errno)
                unlink(second)
                throw WriteError(path: path, reason: "cannot remove it: \(reason)", changedFiles: restore(done))
            }
            done.append((path, second))
        }
        for case let (_, backup?) in done { unlink(backup) }
    }

    /// Puts replaced files back; returns the files that could not be put back.
    private static func restore(_ done: [(path: String, backup: String?)]) -> [String] {
        var unrestored: [String] = []
        for (path, backup) in done.reversed() {
            let restored = backup.map { rename($0, path) == 0 } ?? (unlink(path) == 0)
            if !restored { unrestored.append(path) }
        }
        return unrestored.reversed()
    }

    /// Removes folders this write created, deepest first, as long as they are empty (`rmdir`
    /// never removes anything else).
    private static func removeEmptyFolders(_ folders: [String]) {
        for folder in folders.reversed() { rmdir(folder) }
    }

    /// Removes temporary files an earlier, interrupted write left in the folders of these files.
    ///
    /// - Parameter paths: Files whose folders to clean.
    private static func removeStaleTemporaries(inFolders paths: [String]) {
        for folder in Set(paths.map { folderPath(of: $0) }) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where name.hasPrefix(".") && name.contains(temporaryMarker) {
                unlink((folder as NSString).appendingPathComponent(name))
            }
        }
    }

    // MARK: - Staying inside the output folder

    /// Whether `path` is inside the folder `root`, lexically and after following the symbolic
    /// links of every folder on the way that exists.
    public static func isInside(_ path: String, root: String) -> Bool {
        var resolver = PathResolver()
        return resolver.isInside(path, root: root)
    }

    // MARK: - Helpers

    private static func folderPath(of path: String) -> String {
        let folder = FilePaths.parent(of: path)
        return folder.isEmpty ? "." : folder
    }

    private static func temporaryPath(for path: String, kind: String) -> String {
        let name = (path as NSString).lastPathComponent
        return (folderPath(of: path) as NSString)
            .appendingPathComponent(".\(name)\(temporaryMarker)\(kind)\(UUID().uuidString.prefix(8))")
    }

    /// What a system error means for the user: a full disk is a full disk.
    static func systemReason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is exceeded"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case EISDIR: "a folder is in the way"
        default: String(cString: strerror(code))
        }
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}

/// `write(2)`, from outside `FileOutput`, whose own `write` would hide it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
