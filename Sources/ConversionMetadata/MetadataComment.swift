import AppleResources
import LocalizedStrings
import OrderedJSON
import SystemSupport

/// The last line of an Apple entry's comment that holds a conversion's record:
/// `StringBridge: {JSON}`. The line never reaches a user: the runtime never returns
/// comments, and the converter removes it when it converts back.
///
///     /* Legal line under the button.
///        StringBridge: {"styled":true} */
///     "terms" = "By continuing you accept the <a href=\"https://example.com/terms\">terms</a>.";
public enum MetadataComment {
    /// What starts the line.
    public static let prefix = CatalogRecordStore.marker

    /// The comment without its `StringBridge:` line, and that line's JSON (`nil` when the line
    /// is missing or damaged).
    public static func split(_ comment: String?) -> (human: String?, metadata: JSONValue?) {
        guard let comment else { return (nil, nil) }
        guard let (human, line) = metadataLine(of: comment) else { return (comment, nil) }
        return (human, try? JSONValue(parsing: String(line.dropFirst(prefix.utf8.count))))
    }

    /// The JSON text of a comment's `StringBridge:` line, unparsed, or `nil` when it has none.
    public static func metadataText(of comment: String?) -> Substring? {
        guard let comment, let (_, line) = lineParts(of: comment) else { return nil }
        // The prefix is ASCII without CR: as many characters as bytes.
        return line[line.utf8.index(line.startIndex, offsetBy: prefix.utf8.count)...]
    }

    /// The comment without its `StringBridge:` line, without parsing the line.
    public static func humanPart(of comment: String?) -> String? {
        guard let comment else { return nil }
        guard let (human, _) = metadataLine(of: comment) else { return comment }
        return human
    }

    /// ``humanPart(of:)`` where the comment holds it, without copying it out: converting back
    /// compares the comments of 350,000 filled entries with those of entries met before.
    public static func humanPartInPlace(of comment: String?) -> Substring? {
        guard let comment else { return nil }
        guard let (human, _) = lineParts(of: comment) else { return comment[...] }
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
    /// (`nil` when there is none).
    private static func metadataLine(of comment: String) -> (human: String?, line: Substring)? {
        lineParts(of: comment).map { ($0.human.map(String.init), $0.line) }
    }

    /// ``metadataLine(of:)`` in place (a byte scan from the end: catalog comments can hold
    /// every locale's record).
    private static func lineParts(of comment: String) -> (human: Substring?, line: Substring)? {
        // Records are long and every entry's comment is asked: the scan runs on the bytes.
        // Most comments are not records: the last byte says so before anything else.
        guard comment.utf8.last == UInt8(ascii: "}") else { return nil }
        let found = comment.utf8.withContiguousStorageIfAvailable(lineStart(in:))
            ?? Array(comment.utf8).withUnsafeBufferPointer(lineStart(in:))
        guard let offset = found else { return nil }
        let utf8 = comment.utf8
        let lineStart = utf8.index(utf8.startIndex, offsetBy: offset)
        let line = comment[lineStart..<comment.endIndex]
        guard offset > 0 else { return (nil, line) }
        let human = comment[comment.startIndex..<utf8.index(before: lineStart)]
        return (human.isEmpty ? nil : human, line)
    }

    /// The UTF-8 bytes of the `StringBridge: {` that starts a line.
    private static let linePrefix = Array((prefix + "{").utf8)

    /// Where the last line starts, when it is a `StringBridge: {…}` line.
    private static func lineStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.last == UInt8(ascii: "}") else { return nil }
        let start = lastLineStart(in: bytes)
        guard bytes.count - start >= linePrefix.count else { return nil }
        for index in linePrefix.indices where bytes[start + index] != linePrefix[index] { return nil }
        return start
    }

    /// Where the last line starts: just after the last line feed, else at 0. Eight bytes are
    /// tested at a time (a record line is 60 bytes or more, and every entry's comment is asked).
    private static func lastLineStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var end = bytes.count
        while end >= 8, !UnsafeRawPointer(base).loadUnaligned(fromByteOffset: end - 8, as: UInt64.self).containsByte(0x0A) {
            end -= 8
        }
        while end > 0, bytes[end - 1] != 0x0A { end -= 1 }
        return end
    }
}
