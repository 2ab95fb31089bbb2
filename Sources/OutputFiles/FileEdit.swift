import Foundation
import LocalizedStrings
import SystemSupport

/// Edits of files the user keeps where they are (`lint --fix`): the file stays the file it
/// was — a symbolic link keeps pointing where it did, and its target is edited; a file with
/// other hard links is written in place, so every name still shows one content; permissions
/// and owner are kept.
///
/// A file with one name is replaced as ``FileOutput`` replaces files, atomically. A file with
/// several names cannot be (a rename gives the edited name a new file of its own); its new
/// bytes are written over the old ones, and put back from memory if that write fails. (A
/// process killed during that write can leave it half written: the one case not atomic.)
public enum FileEdit {
    /// Writes each file's new bytes as an edit of the file (see ``FileEdit``); files with one
    /// name are written together, all or nothing.
    ///
    /// - Throws: ``FileOutput/WriteError`` naming the file that failed.
    public static func write(_ files: [OutputFile]) throws(FileOutput.WriteError) {
        var replaced: [OutputFile] = []
        var overwritten: [OutputFile] = []
        for file in files {
            let target = realTarget(of: file.path)
            var status = stat()
            if stat(target, &status) == 0, status.st_nlink > 1 {
                overwritten.append(OutputFile(path: target, bytes: file.bytes))
            } else {
                replaced.append(OutputFile(path: target, bytes: file.bytes))
            }
        }
        try FileOutput.write(replaced)
        for file in overwritten { try overwrite(file) }
    }

    /// The file a path names after following its symbolic links (the path itself when it is none).
    static func realTarget(of path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// Writes the bytes over the file's own, keeping its inode; on a failure puts the old bytes back.
    static func overwrite(_ file: OutputFile) throws(FileOutput.WriteError) {
        guard case .success(let old) = FileBytes.contents(atPath: file.path) else {
            throw FileOutput.WriteError(path: file.path, reason: "cannot read it")
        }
        guard old != file.bytes else { return }
        let descriptor = open(file.path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileOutput.WriteError(path: file.path, reason: FileOutput.systemReason(errno)) }
        defer { close(descriptor) }
        // Room first: a full disk then stops the edit before any byte changes.
        if file.bytes.count > old.count {
            let code = posix_fallocate(descriptor, 0, off_t(file.bytes.count))
            if code != 0 && code != EOPNOTSUPP && code != EINVAL {
                throw FileOutput.WriteError(path: file.path, reason: FileOutput.systemReason(code))
            }
        }
        func replaceContent(with bytes: [UInt8]) -> Int32? {
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { return errno }
            if let failure = StagedWrite.writeAll(bytes, to: descriptor, with: systemWrite) { return failure }
            guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else { return errno }
            return nil
        }
        guard let failure = replaceContent(with: file.bytes) else { return }
        let restored = replaceContent(with: old) == nil
        throw FileOutput.WriteError(path: file.path, reason: FileOutput.systemReason(failure),
                                    changedFiles: restored ? [] : [file.path])
    }
}
