import Foundation
import LocalizedStrings
import SystemSupport

/// A write of a set of files, all or nothing, whose files are handed over one at a time: each
/// is written to a temporary file as soon as it is made, so that a caller making many large
/// files never holds all their bytes at once, and nothing replaces a file until ``commit(removing:)``.
///
/// 1. ``stage(_:)`` writes a file's bytes to a temporary file in its own folder
///    (`.<name>.stringbridge-<pid>-<random>.new`, ``TemporaryName``), creating the folder when needed.
/// 2. ``commit(removing:)`` flushes every temporary to disk (`fsync`, many at once); if one file
///    could not be flushed, the temporaries are removed and no file has changed.
/// 3. Every existing file to replace or remove gets a second name (`….old`: a hard link, or a
///    checked copy where a link is refused, ``FileBackup``) before any file changes; a file that
///    cannot be backed up stops the write with no file changed. Then each temporary file is
///    renamed over its file: a rename within a folder is atomic, so the file is at every moment
///    either the old or the new one, whole.
/// 4. If a rename fails, the files already replaced are put back from their second names (and
///    files that did not exist are removed): no file has changed. Only if putting one back
///    fails too does the error list exactly which files changed.
/// 5. The second names are removed. (A file to remove is removed the same way: it gets a second
///    name, and is put back if a later step fails.)
///
/// ``abandon()`` (a failed or held-back write) removes the temporaries instead. Folders created
/// for the files are removed again when the write fails or is abandoned (only the ones this
/// write created, and only while they are empty), so it leaves no empty folders.
///
/// A process killed before the renames leaves temporaries and every file as it was; killed
/// during step 3 or 4, it leaves every file whole, old or new. Either may leave files named
/// `.*.stringbridge-<pid>-*` beside them, which ``removeStaleTemporaries(beside:)`` of the next
/// write into that folder removes once that process is gone.
public final class StagedWrite {
    /// `write(2)`: a file descriptor, bytes and their count; returns the count written or -1
    /// with `errno` set. Tests pass one that fails as a full disk does.
    typealias WriteFunction = (_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int

    private let writeBytes: WriteFunction
    /// Each staged file's temporary, in the order staged (the order of the renames).
    private var staged: [(temporary: String, path: String)] = []
    /// The temporaries of `staged`, which cleaning an earlier write's leftovers must not remove.
    private var ownTemporaries: Set<String> = []
    /// The folders this write created, parents first.
    private var createdFolders: [String] = []

    /// Starts an empty write.
    public convenience init() {
        self.init(writingWith: systemWrite)
    }

    /// An empty write that writes bytes with `writeBytes` instead of `write(2)`.
    init(writingWith writeBytes: @escaping WriteFunction) {
        self.writeBytes = writeBytes
    }

    /// The paths of the files staged so far, in order.
    public var stagedPaths: [String] { staged.map(\.path) }

    /// Writes the file's bytes to a new temporary file in its folder (creating the folder);
    /// the file itself is replaced only by ``commit(removing:)``.
    ///
    /// - Throws: ``FileOutput/WriteError`` naming the file; what was staged before stays staged
    ///   (``abandon()`` removes it).
    public func stage(_ file: OutputFile) throws(FileOutput.WriteError) {
        try stage(at: file.path) { write in write(file.bytes) }
    }

    /// ``stage(_:)`` of a file whose bytes `pieces` hands to `write` a piece at a time, in
    /// order: a file too large to hold whole is written as it is made.
    public func stage(at path: String, pieces: (_ write: ([UInt8]) -> Void) -> Void) throws(FileOutput.WriteError) {
        let folder = FileOutput.folderPath(of: path)
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
            throw FileOutput.WriteError(path: path, reason: "cannot create the folder \(folder) (\(Self.reason(error)))")
        }
        createdFolders += missing.reversed()
        let temporary = TemporaryName.path(beside: path, kind: .new)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileOutput.WriteError(path: path, reason: FileOutput.systemReason(errno)) }
        Self.takeOwnershipAndMode(of: path, for: descriptor)
        var failure: Int32?
        pieces { bytes in
            if failure == nil { failure = Self.writeAll(bytes, to: descriptor, with: writeBytes) }
        }
        #if os(Linux)
        // The disk starts on the file now, while the next ones are made, so that flushing them
        // all before the renames mostly finds them written.
        if failure == nil { _ = startWriteback(descriptor, 0, 0, 2 /* SYNC_FILE_RANGE_WRITE */) }
        #endif
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            throw FileOutput.WriteError(path: path, reason: FileOutput.systemReason(failure))
        }
        staged.append((temporary, path))
        ownTemporaries.insert(temporary)
    }

    /// Gives the new file the permissions, and where allowed the owner and group, of the
    /// regular file it replaces: replacing a user's file keeps who may read and run it.
    /// (Without the right to give a file away, the owner stays the writer, as with any editor.)
    private static func takeOwnershipAndMode(of path: String, for descriptor: Int32) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        _ = fchown(descriptor, status.st_uid, status.st_gid)
        _ = fchmod(descriptor, status.st_mode & 0o7777)
    }

    /// Writes all the bytes to the file descriptor; `errno` when a write fails.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, with writeBytes: WriteFunction) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return nil }
                let count = writeBytes(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
    }

    /// Removes the temporary files that interrupted writes left in the folders of these files:
    /// those of processes that are gone (``TemporaryName/isLeftOver``), never those of a write
    /// still going on, and never this write's own.
    ///
    /// - Parameter paths: Files whose folders to clean.
    public func removeStaleTemporaries(beside paths: [String]) {
        for folder in Set(paths.map(FileOutput.folderPath(of:))) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                guard let temporary = TemporaryName(fileName: name), temporary.isLeftOver else { continue }
                let path = (folder as NSString).appendingPathComponent(name)
                if !ownTemporaries.contains(path) { unlink(path) }
            }
        }
    }

    /// Replaces every staged file and removes `removals`, all or nothing; the write is over
    /// afterwards, whether it succeeded or not.
    ///
    /// - Throws: ``FileOutput/WriteError`` naming the file that failed, why, and the files that
    ///   changed anyway (none unless restoring failed too).
    public func commit(removing removals: [String] = []) throws(FileOutput.WriteError) {
        defer { staged = [] }
        do throws(FileOutput.WriteError) {
            try flushToDisk()
        } catch {
            abandon()
            throw error
        }
        do throws(FileOutput.WriteError) {
            try replace(removing: removals)
        } catch {
            removeEmptyFolders()
            throw error
        }
    }

    /// Removes every staged temporary and the folders this write created: no file has changed.
    public func abandon() {
        for (temporary, _) in staged { unlink(temporary) }
        staged = []
        removeEmptyFolders()
    }

    // MARK: - Steps

    /// Puts the staged temporaries on disk before any is renamed over its file, so that a crash
    /// never leaves a renamed file without its content. Flushes wait for the disk, not for a
    /// core, and the file system commits concurrent ones together: many run at once. A failure
    /// names the first file, in order, that failed.
    private func flushToDisk() throws(FileOutput.WriteError) {
        let temporaries = staged.map(\.temporary)
        let failures = Locked<[(index: Int, code: Int32)]>([])
        concurrentIterations(temporaries.count, width: Self.flushWidth) { index in
            if let code = Self.flush(temporaries[index]) { failures.withLock { $0.append((index, code)) } }
        }
        if let (index, code) = failures.value.min(by: { $0.index < $1.index }) {
            throw FileOutput.WriteError(path: staged[index].path, reason: FileOutput.systemReason(code))
        }
    }

    /// How many files are flushed at once at most.
    static let flushWidth = 16

    /// Flushes one file; `errno` when it could not be opened or flushed.
    private static func flush(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        return fsync(descriptor) == 0 ? nil : errno
    }

    /// Renames each temporary over its file and removes the files to remove, keeping each old
    /// file under a second name until all are done; on a failure, puts the old files back.
    private func replace(removing removals: [String]) throws(FileOutput.WriteError) {
        // Every second name is made before anything changes: a file that cannot be kept stops
        // the write while no file has changed.
        var backups: [String: String] = [:]
        for path in staged.map(\.path) + removals where backups[path] == nil && Self.exists(path) {
            let backup = TemporaryName.path(beside: path, kind: .old)
            if let problem = FileBackup.make(of: path, at: backup) {
                for made in backups.values { unlink(made) }
                abandon()
                throw FileOutput.WriteError(path: path, reason: "cannot keep the file to put it back if the write fails (\(problem))")
            }
            backups[path] = backup
        }
        var done: [(path: String, backup: String?)] = []
        /// Puts back what changed, removes the rest of the backups; the files not put back.
        func undo() -> [String] {
            let unrestored = Self.restore(done)
            let restored = Set(done.compactMap(\.backup))
            for backup in backups.values where !restored.contains(backup) { unlink(backup) }
            return unrestored
        }
        for (index, entry) in staged.enumerated() {
            if rename(entry.temporary, entry.path) != 0 {
                let reason = FileOutput.systemReason(errno)
                for (temporary, _) in staged[index...] { unlink(temporary) }
                throw FileOutput.WriteError(path: entry.path, reason: reason, changedFiles: undo())
            }
            done.append((entry.path, backups[entry.path]))
        }
        for path in removals where backups[path] != nil {
            guard unlink(path) == 0 else {
                let reason = FileOutput.systemReason(errno)
                throw FileOutput.WriteError(path: path, reason: "cannot remove it: \(reason)", changedFiles: undo())
            }
            done.append((path, backups[path]))
        }
        for backup in backups.values { unlink(backup) }
    }

    /// Whether anything is at `path`, a symbolic link included.
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
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
    private func removeEmptyFolders() {
        for folder in createdFolders.reversed() { rmdir(folder) }
        createdFolders = []
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}

#if os(Linux)
/// Linux's `sync_file_range(2)`, which Glibc's module map leaves out: starts writing a file's
/// dirty pages to disk and returns at once.
@_silgen_name("sync_file_range")
private func startWriteback(_ descriptor: Int32, _ offset: Int64, _ count: Int64, _ flags: UInt32) -> Int32
#endif

/// `write(2)`, from outside `StagedWrite` and `FileOutput`, whose `write` methods would hide it.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
