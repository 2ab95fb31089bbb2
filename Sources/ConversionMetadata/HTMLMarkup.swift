import LocalizedStrings
import StreamingXML

/// Styled text as HTML in Apple strings: spans become tags (`<b>bold</b>`,
/// `<a href="…">`), and in such strings a literal `<`, `>` or `&` is written as `&lt;`,
/// `&gt;` or `&amp;`. Apple apps render these strings as HTML (the runtime removes the tags,
/// as Android's `getString()` drops spans), and converting back turns the tags into the same
/// spans. The converter writes it, and the converter and the runtime read it.
///
/// Reading never fails: a `<` that starts no tag and an unknown entity are text, an end tag
/// without a start tag is dropped, and an element left open runs to the end. Offsets are
/// UTF-16 code units.
public enum HTMLMarkup {
    /// The HTML for styled text; `transform` rewrites each run of text between tags (the
    /// format-specifier mapping) before it is escaped.
    public static func html(for styled: StyledText, transform: (String) -> String) -> String {
        var output = ""
        for piece in styled.markupPieces(includingProtectedRanges: false) {
            switch piece {
            case .text(let text):
                output += XMLEscape.text.escaped(transform(text))
            case .open(let tag):
                output += "<" + (tag.spanName ?? "span") + attributes(tag.attributes) + ">"
            case .close(let tag):
                output += "</" + (tag.spanName ?? "span") + ">"
            case .empty(let tag):
                output += "<" + (tag.spanName ?? "span") + attributes(tag.attributes) + "/>"
            }
        }
        return output
    }

    /// Styled text from HTML written by ``html(for:transform:)`` (or edited by a person);
    /// `transform` rewrites each run of text after its entities are decoded.
    public static func styledText(fromHTML html: String, transform: (String) -> String = { $0 }) -> StyledText {
        var text = ""
        var utf16Count = 0
        var spans: [Span] = []
        var open: [(index: Int, name: String)] = []
        var run = ""
        func flush() {
            guard !run.isEmpty else { return }
            let mapped = transform(decodeEntities(run))
            text += mapped
            utf16Count += mapped.utf16.count
            run = ""
        }
        var rest = Substring(html)
        while let lessThan = rest.firstIndex(of: "<") {
            run += rest[..<lessThan]
            guard let tag = parseTag(rest[lessThan...]) else {
                run += "<"
                rest = rest[rest.index(after: lessThan)...]
                continue
            }
            flush()
            switch tag.kind {
            case .start:
                open.append((spans.count, tag.name))
                spans.append(Span(name: tag.name, attributes: tag.attributes, first: utf16Count, last: utf16Count))
            case .end:
                if let match = open.lastIndex(where: { $0.name == tag.name }) {
                    spans[open[match].index].last = utf16Count - 1
                    open.remove(at: match)
                }
            case .empty:
                spans.append(Span(name: tag.name, attributes: tag.attributes, first: utf16Count, last: utf16Count - 1))
            }
            rest = rest[tag.end...]
        }
        run += rest
        flush()
        for unclosed in open { spans[unclosed.index].last = utf16Count - 1 }
        return StyledText(text, spans: spans)
    }

    /// Removes the tags and decodes the entities: the text Android's `getString()` returns.
    public static func plainText(fromHTML html: String) -> String {
        styledText(fromHTML: html).text
    }

    private static func attributes(_ attributes: [Attribute]) -> String {
        attributes.map { " \($0.name)=\"\(XMLEscape.htmlAttribute.escaped($0.value))\"" }.joined()
    }

    // MARK: - Reading

    private struct Tag {
        enum Kind { case start, end, empty }
        var kind: Kind
        var name: String
        var attributes: [Attribute]
        var end: Substring.Index
    }

    /// A tag at the start of `text` (`<b>`, `</b>`, `<br/>`, `<a href="x">`), or `nil` when
    /// the `<` does not start one.
    private static func parseTag(_ text: Substring) -> Tag? {
        var index = text.index(after: text.startIndex)
        var kind = Tag.Kind.start
        if index < text.endIndex, text[index] == "/" {
            kind = .end
            index = text.index(after: index)
        }
        let nameStart = index
        while index < text.endIndex, text[index].isLetter || text[index].isNumber || text[index] == "-" || text[index] == "_" {
            index = text.index(after: index)
        }
        guard index > nameStart else { return nil }
        let name = String(text[nameStart..<index])
        var attributes: [Attribute] = []
        while index < text.endIndex {
            while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
            guard index < text.endIndex else { return nil }
            if text[index] == ">" {
                return Tag(kind: kind, name: name, attributes: attributes, end: text.index(after: index))
            }
            if text[index] == "/", text.index(after: index) < text.endIndex, text[text.index(after: index)] == ">" {
                guard kind == .start else { return nil }
                return Tag(kind: .empty, name: name, attributes: attributes, end: text.index(index, offsetBy: 2))
            }
            guard kind == .start else { return nil }
            let attributeStart = index
            while index < text.endIndex, !text[index].isWhitespace, text[index] != "=", text[index] != ">", text[index] != "/" {
                index = text.index(after: index)
            }
            guard index > attributeStart else { return nil }
            let attributeName = String(text[attributeStart..<index])
            var value = ""
            if index < text.endIndex, text[index] == "=" {
                index = text.index(after: index)
                guard index < text.endIndex else { return nil }
                let quote = text[index]
                if quote == "\"" || quote == "'" {
                    index = text.index(after: index)
                    guard let close = text[index...].firstIndex(of: quote) else { return nil }
                    value = decodeEntities(String(text[index..<close]))
                    index = text.index(after: close)
                } else {
                    let valueStart = index
                    while index < text.endIndex, !text[index].isWhitespace, text[index] != ">" { index = text.index(after: index) }
                    value = decodeEntities(String(text[valueStart..<index]))
                }
            }
            attributes.append(Attribute(name: attributeName, value: value))
        }
        return nil
    }

    /// Decodes `&lt; &gt; &amp; &quot; &apos; &#NN; &#xNN;`; anything else stays as it is.
    public static func decodeEntities(_ text: String) -> String {
        XMLEntities.decoded(text)
    }
}
