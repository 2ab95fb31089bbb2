import LocalizedStrings

/// What the converter records about an Android feature that an Apple file cannot express
/// directly: the last line of the entry's comment, `StringBridge: {JSON}`.
///
///     /* Legal line under the button.
///        StringBridge: {"styled":true} */
///     "terms" = "By continuing you accept the <a href=\"https://example.com/terms\">terms</a>.";
///
/// `"styled": true` says the text is HTML (`<b>…</b>`, with `<`, `>` and `&` written as
/// `&lt;`, `&gt;` and `&amp;`): the runtime removes the tags, as Android's `getString()`
/// drops spans. Without the flag, `<` is literal text. The runtime never returns comments, so
/// the line never reaches a user.
struct StringBridgeMetadata: Hashable, Sendable {
    /// Whether the text is HTML for a styled Android string.
    var isStyled = false

    /// The marker that starts the metadata line.
    static let marker = "StringBridge:"

    /// Reads the metadata from an entry's comment; empty metadata when there is none.
    ///
    /// - Parameter comment: The entry's comment, as the reader kept it.
    init(comment: String?) {
        guard let comment, comment.utf8.count > Self.marker.utf8.count, comment.contains(Self.marker) else { return }
        let lines = comment.split(whereSeparator: \.isNewline)
        guard let last = lines.last(where: { !$0.allSatisfy(\.isWhitespace) }) else { return }
        let line = last.drop(while: \.isWhitespace)
        guard line.hasPrefix(Self.marker) else { return }
        let json = String(line.dropFirst(Self.marker.count))
        guard let value = try? JSONValue(parsing: json) else { return }
        isStyled = value["styled"] == .bool(true)
    }
}
