import LocalizedStrings
import OrderedJSON

/// The last line of an Apple entry's comment that holds a conversion's record:
/// `StringBridge: {JSON}`. The line never reaches a user: the runtime never returns
/// comments, and the converter removes it when it converts back.
///
///     /* Legal line under the button.
///        StringBridge: {"styled":true} */
///     "terms" = "By continuing you accept the <a href=\"https://example.com/terms\">terms</a>.";
public enum MetadataComment {
    /// What starts the line.
    public static let prefix = "StringBridge: "

    /// The comment without its `StringBridge:` line, and that line's JSON (`nil` when the line
    /// is missing or damaged).
    public static func split(_ comment: String?) -> (human: String?, metadata: JSONValue?) {
        guard let comment else { return (nil, nil) }
        guard let (human, line) = metadataLine(of: comment) else { return (comment, nil) }
        return (human, try? JSONValue(parsing: String(line.dropFirst(prefix.utf8.count))))
    }

    /// The comment without its `StringBridge:` line, without parsing the line.
    public static func humanPart(of comment: String?) -> String? {
        guard let comment else { return nil }
        guard let (human, _) = metadataLine(of: comment) else { return comment }
        return human
    }

    /// A comment with a `StringBridge:` line appended.
    public static func comment(human: String?, metadata: JSONValue?) -> String? {
        guard let metadata else { return human }
        let line = prefix + metadata.compactText
        guard let human, !human.isEmpty else { return line }
        return human + "\n" + line
    }

    /// Whether the comment's record says that the entry's text is HTML for a styled Android
    /// string (`"styled": true`).
    public static func isStyled(_ comment: String?) -> Bool {
        guard let comment, comment.utf8.last == UInt8(ascii: "}") else { return false }
        return split(comment).metadata?["styled"] == .bool(true)
    }

    /// The comment's last line when it is a `StringBridge: {…}` line, and the text before it
    /// (a byte scan from the end: catalog comments can hold every locale's record).
    private static func metadataLine(of comment: String) -> (human: String?, line: Substring)? {
        let utf8 = comment.utf8
        guard utf8.last == UInt8(ascii: "}") else { return nil }
        let lineStart = utf8.lastIndex(of: 0x0A).map { utf8.index(after: $0) } ?? utf8.startIndex
        let line = comment[lineStart...]
        guard line.utf8.starts(with: (prefix + "{").utf8) else { return nil }
        guard lineStart > utf8.startIndex else { return (nil, line) }
        let human = String(comment[..<utf8.index(before: lineStart)])
        return (human.isEmpty ? nil : human, line)
    }
}
