import Foundation

/// An advisory lock on an output folder for the length of a write: two conversions into one
/// folder at once would otherwise read the same manifest, and the second's files and manifest
/// would undo the first's. The second run waits for the first to finish.
///
/// The lock is `flock(2)` on the folder itself, which is created for it when it does not exist
/// yet (and removed again, if it is still empty, when the lock is released): it adds no file to
/// the user's project, and the system releases it when the process ends, however it ends.
public final class OutputFolderLock {
    private let descriptor: Int32
    private let folder: String
    private let createdFolder: Bool

    /// Locks the folder, waiting while another process holds it; `waiting` is called once if it
    /// has to wait. `nil` when the folder cannot be made or opened (the write then reports its
    /// own error).
    public init?(_ folder: String, waiting: () -> Void = {}) {
        self.folder = folder
        var isFolder: ObjCBool = false
        createdFolder = !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
        if createdFolder { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                close(descriptor)
                return nil
            }
            waiting()
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    close(descriptor)
                    return nil
                }
            }
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
        // A folder made for the lock that nothing was written into goes again (rmdir removes
        // only an empty folder).
        if createdFolder { rmdir(folder) }
    }
}
