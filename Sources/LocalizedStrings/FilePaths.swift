/// Path arithmetic on text, for the paths users give and the tools build.
///
/// `NSString.deletingLastPathComponent` is not used anywhere: swift-corelibs-foundation 6.3
/// crashes (an illegal instruction in `String._startOfLastPathComponent`) on a relative path of
/// one component such as `res` or `out/`, which is exactly what a user types.
public enum FilePaths {
    /// The folder that holds `path`, as `NSString.deletingLastPathComponent` means it:
    /// `a/b/c` → `a/b`, `/a` → `/`, `a` and `a/` → the empty string.
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var folder = trimmed[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }
}
