import Foundation
import LocalizedStrings
import SystemSupport

/// The output folder of a command as the command may read it before writing: only what lies
/// inside the folder after following symbolic links, and only regular files. A file in the
/// folder that is a link to `~/.ssh/id_rsa` (git carries symbolic links) is never read, so it
/// can never be shown in a diff.
public struct OutputFolder: Sendable {
    /// The folder.
    public let root: String

    /// What is at a path of the output folder.
    public enum ExistingFile: Sendable, Equatable {
        /// Nothing: the file would be new.
        case absent
        /// A regular file inside the folder, and its bytes.
        case contents([UInt8])
        /// Something that must not be read, and why (it lies outside the folder, it is a FIFO).
        case refused(String)
    }

    /// The output folder at `root`.
    public init(root: String) {
        self.root = root
    }

    /// Whether `path` lies inside the folder, also after following symbolic links.
    public func contains(_ path: String) -> Bool {
        FileOutput.isInside(path, root: root)
    }

    /// What is at `path` (absolute, or relative to the working folder).
    public func existingFile(at path: String) -> ExistingFile {
        guard contains(path) else { return .refused("it leads outside the output folder \(root) (a symbolic link)") }
        switch FileBytes.contents(atPath: path) {
        case .success(let bytes): return .contents(bytes)
        case .failure(.missing): return .absent
        case .failure(let failure): return .refused(failure.description)
        }
    }

    /// The bytes of the regular file at `path` inside the folder; `nil` when there is none,
    /// or it must not be read.
    public func contents(at path: String) -> [UInt8]? {
        if case .contents(let bytes) = existingFile(at: path) { return bytes }
        return nil
    }

    /// The names in the folder at `path`, when it is the output folder or lies inside it; none
    /// otherwise.
    public func names(inFolder path: String) -> [String] {
        var resolver = PathResolver()
        guard resolver.resolved(path) == resolver.resolved(root) || contains(path) else { return [] }
        return (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }
}
