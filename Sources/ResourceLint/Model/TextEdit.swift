/// A replacement of a byte range of a file's text: what `--fix` applies.
///
/// Offsets are into the file's text as UTF-8 without a byte-order mark (a UTF-16 `.strings`
/// file is transcoded first and encoded back after editing).
public struct TextEdit: Hashable, Sendable {
    /// The file.
    public var path: String
    /// The first byte replaced.
    public var start: Int
    /// The byte after the last one replaced; equal to `start` for an insertion.
    public var end: Int
    /// The new text.
    public var replacement: String

    /// Creates an edit.
    public init(path: String, start: Int, end: Int, replacement: String) {
        self.path = path
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}
