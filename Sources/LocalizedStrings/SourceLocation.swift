/// A position in a source file: the path as given by the user, a 1-based line and a
/// 1-based column counted in Unicode characters.
///
/// A column of 0 means the column is unknown; a line of 0 means the whole file.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as the user named it (relative paths stay relative).
    public var path: String
    /// The 1-based line, or 0 for the whole file.
    public var line: Int
    /// The 1-based column in Unicode characters, or 0 when unknown.
    public var column: Int

    /// Creates a location.
    public init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, leaving out the parts that are unknown.
    public var description: String {
        var text = path
        if line > 0 {
            text += ":\(line)"
            if column > 0 { text += ":\(column)" }
        }
        return text
    }
}
