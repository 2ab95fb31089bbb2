import Foundation
import LocalizedStrings
import SystemSupport

/// Writes a set of files all or nothing, and only those whose content changes: every changed
/// file is staged to a temporary file beside it, and the temporaries are renamed over the files
/// once all are written and flushed (``StagedWrite`` says how, and what a failure or a killed
/// process leaves).
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

    /// The files whose content differs from what is on disk (or that do not exist yet).
    public static func changed(_ files: [OutputFile]) -> [OutputFile] {
        files.filter { file in
            guard let existing = FileBytes.read(atPath: file.path) else { return true }
            return existing != file.bytes
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
        try stageAndCommit(files, after: StagedWrite(), removing: removals, inside: root, cleaningBeside: others)
    }

    /// Writes the files as ``write(_:removing:inside:cleaningBeside:)`` does, in one set with the
    /// files `staged` holds, which come first (written as they were made, they are all changes);
    /// returns the paths written, staged ones first.
    public static func write(_ files: [OutputFile], after staged: StagedWrite, removing removals: [String] = [],
                             inside root: String? = nil, cleaningBeside others: [String] = []) throws(WriteError) -> [String] {
        let stagedPaths = staged.stagedPaths
        let changes = try stageAndCommit(files, after: staged, removing: removals, inside: root, cleaningBeside: others)
        return stagedPaths + changes.map(\.path)
    }

    typealias WriteFunction = StagedWrite.WriteFunction

    /// ``write(_:removing:inside:cleaningBeside:)`` with the system call that writes bytes given.
    static func write(_ files: [OutputFile], removing removals: [String] = [], inside root: String?,
                      cleaningBeside others: [String] = [], writingWith writeBytes: @escaping WriteFunction) throws(WriteError) -> [OutputFile] {
        try stageAndCommit(files, after: StagedWrite(writingWith: writeBytes), removing: removals, inside: root, cleaningBeside: others)
    }

    /// Stages the changed files after those `staged` holds, and commits them all; returns the
    /// changed files of `files`.
    private static func stageAndCommit(_ files: [OutputFile], after staged: StagedWrite, removing removals: [String],
                                       inside root: String?, cleaningBeside others: [String]) throws(WriteError) -> [OutputFile] {
        let staging = staged
        var others = others
        if let root {
            var resolver = PathResolver()
            for path in staging.stagedPaths + files.map(\.path) + removals where !resolver.isInside(path, root: root) {
                staging.abandon()
                throw WriteError(path: path, reason: "it is not inside the output folder \(root) (after following symbolic links)")
            }
            // Nothing is written beside them, but nothing outside the folder is removed either.
            others = others.filter { resolver.isInside($0, root: root) }
        }
        // Every folder of the set, not only those with changes: a run killed after renaming
        // some files leaves second names beside files that are now unchanged.
        staging.removeStaleTemporaries(beside: staging.stagedPaths + files.map(\.path) + others)
        let changes = changed(files)
        let removals = removals.filter { FileManager.default.fileExists(atPath: $0) }
        staging.removeStaleTemporaries(beside: removals)
        do throws(WriteError) {
            for file in changes { try staging.stage(file) }
        } catch {
            staging.abandon()
            throw error
        }
        try staging.commit(removing: removals)
        return changes
    }

    // MARK: - Staying inside the output folder

    /// Whether `path` is inside the folder `root`, lexically and after following the symbolic
    /// links of every folder on the way that exists.
    public static func isInside(_ path: String, root: String) -> Bool {
        var resolver = PathResolver()
        return resolver.isInside(path, root: root)
    }

    /// Whether every path is inside the folder `root` (as ``isInside(_:root:)`` judges it),
    /// resolving the folders they share once.
    public static func areInside(_ paths: [String], root: String) -> Bool {
        var resolver = PathResolver()
        return paths.allSatisfy { resolver.isInside($0, root: root) }
    }

    // MARK: - Helpers

    static func folderPath(of path: String) -> String {
        let folder = FilePaths.parent(of: path)
        return folder.isEmpty ? "." : folder
    }

    /// What a system error means for the user: a full disk is a full disk.
    static func systemReason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is exceeded"
        case EFBIG: "the file would exceed the file-size limit (ulimit -f)"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case EISDIR: "a folder is in the way"
        default: String(cString: strerror(code))
        }
    }
}
