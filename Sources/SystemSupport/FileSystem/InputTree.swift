#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A folder the user named, as the tree walkers search it: which symbolic links met on the way
/// are followed.
///
/// A link whose target stays inside the folder is followed (a `values-zh-rHK` linked to
/// `values-zh-rTW`, a module linked into a project); a link out of it (`rootlink -> /`, a
/// `strings.xml` linked to a file elsewhere) is skipped, and the walker says so, unless the
/// user asked for every link (`--follow-symlinks`). What the user names directly is read
/// wherever it leads.
package struct InputTree: Sendable {
    /// Whether links out of the tree are followed too: set once by the command line's
    /// `--follow-symlinks`, for the whole process.
    package static let followsLinksOutOfTree = Locked(false)

    /// The diagnostic ID of a skipped link.
    package static let skippedLinkID = "symlink-outside-tree"

    /// The real path of the folder (links resolved), or `nil` when every link is followed.
    private let realRoot: String?

    /// The tree under `root`.
    package init(root: String) {
        realRoot = Self.followsLinksOutOfTree.value ? nil : Self.realPath(of: root)
    }

    /// The real target of `path` when it is a symbolic link leading out of the tree (and such
    /// links are not followed); `nil` when the walk may enter or read it.
    package func outsideTarget(of path: String) -> String? {
        guard let realRoot else { return nil }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        // A dangling link leads nowhere: nothing to read, nothing to refuse.
        guard let target = Self.realPath(of: path) else { return nil }
        let inside = target == realRoot || target.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
        return inside ? nil : target
    }

    private static func realPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
