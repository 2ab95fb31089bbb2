/// A path as text, split at `/` without Foundation (paths in conversions are relative or
/// as the user gave them).
struct PathText {
    let path: String
    init(_ path: String) { self.path = path }
    /// The last component: the file or folder name.
    var lastComponent: String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
    /// The folder part of the path.
    var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
