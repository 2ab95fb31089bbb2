#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What makes a folder the same folder however it is reached: its device and inode, after
/// following symbolic links.
///
/// The tree walkers keep a set of these, so that a symbolic link back to a parent (`up -> ..`)
/// or two links to one folder cannot make a walk endless or read a folder twice. Paths cannot
/// serve: `resolvingSymlinksInPath` leaves relative links unresolved on Linux.
package struct FolderIdentity: Hashable, Sendable {
    /// The device the folder is on.
    package var device: UInt64
    /// The folder's inode on that device.
    package var inode: UInt64

    /// The identity of the folder at `path`, following symbolic links; `nil` when it cannot
    /// be read.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
}
