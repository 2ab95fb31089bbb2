/// Path arithmetic on text, for the paths users give and the tools build.
///
/// `NSString.deletingLastPathComponent` is not used anywhere: swift-corelibs-foundation 6.3
/// crashes (an illegal instruction in `String._startOfLastPathComponent`) on a relative path of
/// one component such as `res` or `out/`, which is exactly what a user types.
package enum FilePaths {
    /// The folder that holds `path`, as `NSString.deletingLastPathComponent` means it:
    /// `a/b/c` → `a/b`, `/a` → `/`, `a` and `a/` → the empty string.
    package static func parent(of path: String) -> String {
        asciiParent(of: path) ?? parentOnCharacters(of: path)
    }

    /// ``parent(of:)``, on the path's characters.
    static func parentOnCharacters(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var folder = trimmed[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }

    /// ``parent(of:)`` of an ASCII path, on its bytes; `nil` for any other path. In ASCII every
    /// character is one byte but `\r\n`, which is no `/` and never changes whether more than
    /// one character is left, so the steps on bytes are the steps on characters. (Not so
    /// beyond: a `/` followed by a combining mark is one character, and no `/`.) Counting
    /// characters costs a pass over the path at every step; a command finds the folder of
    /// every file it reads, some several times.
    static func asciiParent(of path: String) -> String? {
        let bytes = path.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        while bytes.distance(from: bytes.startIndex, to: end) > 1, bytes[bytes.index(before: end)] == slash {
            end = bytes.index(before: end)
        }
        guard let separator = bytes[..<end].lastIndex(of: slash) else { return "" }
        if separator == bytes.startIndex { return "/" }
        var folderEnd = separator
        while bytes.distance(from: bytes.startIndex, to: folderEnd) > 1, bytes[bytes.index(before: folderEnd)] == slash {
            folderEnd = bytes.index(before: folderEnd)
        }
        return String(path[..<folderEnd])
    }
}
