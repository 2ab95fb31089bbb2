import LocalizedStrings

/// The markup of a piece: its spans (Android tags aapt2 compiled) and the HTML tags written
/// as text (in CDATA, escaped with &lt;, or in Apple strings that hold HTML).
struct MarkupTags {
    /// A tag written as text.
    struct TextTag {
        /// The tag name, lower-cased.
        var name: String
        /// `<b>`, `</b>` or `<br/>`.
        enum Kind { case open, close, selfClosing }
        var kind: Kind
        /// The tag as written.
        var text: String
        /// How often `text` occurs before it in the piece.
        var occurrence: Int
    }

    /// The tags recognised in text: HTML's text-level and block elements, and the tags Android's
    /// `Html.fromHtml` renders. Anything else in angle brackets (`<Unknown sender>`) is text.
    static let knownTags: Set<String> = [
        "a", "abbr", "annotation", "b", "big", "blockquote", "br", "cite", "code", "del", "dfn", "div", "em", "font",
        "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "mark", "ol", "p", "pre", "q", "s",
        "small", "span", "strike", "strong", "sub", "sup", "tt", "u", "ul",
    ]

    /// Elements that never have an end tag in HTML.
    static let voidElements: Set<String> = ["br", "img", "hr", "input", "meta", "link", "wbr", "area", "base", "col", "source"]

    /// The tags written as text, in order.
    static func textTags(in text: String) -> [TextTag] {
        let scalars = Array(text.unicodeScalars)
        var tags: [TextTag] = []
        var counts: [String: Int] = [:]
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else { index += 1; continue }
            var cursor = index + 1
            var kind = TextTag.Kind.open
            if cursor < scalars.count, scalars[cursor] == "/" {
                kind = .close
                cursor += 1
            }
            guard cursor < scalars.count, scalars[cursor].properties.isAlphabetic, scalars[cursor].isASCII else { index += 1; continue }
            var name = ""
            while cursor < scalars.count, scalars[cursor].isASCII,
                  scalars[cursor].properties.isAlphabetic || ("0"..."9").contains(scalars[cursor]) || scalars[cursor] == "-" || scalars[cursor] == ":" {
                name.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            guard cursor < scalars.count, [">", "/", " ", "\t", "\n"].contains(scalars[cursor]),
                  let close = scalars[cursor...].firstIndex(of: ">") else { index += 1; continue }
            if scalars[close - 1] == "/" { kind = .selfClosing }
            var written = ""
            written.unicodeScalars.append(contentsOf: scalars[index...close])
            let occurrence = counts[written, default: 0]
            counts[written] = occurrence + 1
            // Tags written as text are lower-case in practice; "<U destinatariu…>" is Corsican text.
            let lowered = name.lowercased()
            guard lowered == name, knownTags.contains(lowered) else {
                index = close + 1
                continue
            }
            if kind == .open && voidElements.contains(lowered) { kind = .selfClosing }
            tags.append(TextTag(name: lowered, kind: kind, text: written, occurrence: occurrence))
            index = close + 1
        }
        return tags
    }

    /// The tag names of a piece's markup, with how often each appears: spans and text tags that
    /// open or stand alone.
    static func names(in piece: TextPiece) -> [String: Int] {
        if !piece.hasMarkup { return [:] }
        var names: [String: Int] = [:]
        for span in piece.text.spans { names[span.name.lowercased(), default: 0] += 1 }
        for tag in textTags(in: piece.text.text) where tag.kind != .close { names[tag.name, default: 0] += 1 }
        return names
    }
}
