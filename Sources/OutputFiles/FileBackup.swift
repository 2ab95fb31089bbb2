import Foundation
import LocalizedStrings
import SystemSupport

/// A second name for a file that a write replaces or removes, made before anything changes, so
/// that a failed write can put the file back.
///
/// A hard link costs nothing and is the file itself. It is refused for a file the user may
/// replace but does not own (`fs.protected_hardlinks`, in a shared writable folder), so the
/// backup is then a copy, written, flushed and read back before the write goes on: a write
/// that cannot back a file up changes nothing.
enum FileBackup {
    /// Makes the backup of `path` at `backup`; `nil` when it was made, otherwise why not.
    static func make(of path: String, at backup: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return FileOutput.systemReason(errno) }
        if link(path, backup) == 0 { return nil }
        if status.st_mode & S_IFMT == S_IFLNK {
            // A symbolic link inside the output folder: its copy is a link to the same place.
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path),
                  symlink(destination, backup) == 0 else { return FileOutput.systemReason(errno) }
            return nil
        }
        return copy(path, to: backup, mode: status.st_mode & 0o7777)
    }

    /// Copies a regular file and checks the copy; `nil` when it is whole on disk.
    private static func copy(_ path: String, to backup: String, mode: mode_t) -> String? {
        let bytes: [UInt8]
        switch FileBytes.contents(atPath: path) {
        case .success(let contents): bytes = contents
        case .failure(let failure): return "cannot read it to keep a copy: \(failure)"
        }
        let descriptor = open(backup, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return FileOutput.systemReason(errno) }
        var failure = StagedWrite.writeAll(bytes, to: descriptor, with: systemWrite)
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, FileBytes.read(atPath: backup) != bytes { failure = EIO }
        guard let failure else { return nil }
        unlink(backup)
        return "cannot keep a copy of it: \(FileOutput.systemReason(failure))"
    }
}
