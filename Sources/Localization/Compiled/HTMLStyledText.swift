import LocalizedStrings

/// Reads the HTML that the converter writes for a styled Android string back into text and
/// spans: `<b>Bold</b> &amp; more` is "Bold & more" with a `b` span over "Bold".
///
/// Tags become spans (`<a href="x">` a span named `a` with the attribute `href`), empty elements
/// (`<br/>`) empty spans, and the entities `&lt; &gt; &amp; &quot; &apos;` and numeric ones
/// (`&#233;`, `&#xE9;`) their characters. Anything that is not well-formed markup (a `<` that
/// does not start a tag, an unknown entity) is kept as text, and an end tag without a start tag
/// is dropped, so reading never fails. Offsets are UTF-16 code units.
enum HTMLStyledText {
    /// The text and spans of an HTML string.
    ///
    /// - Parameter html: The string as the resource holds it.
    /// - Returns: The text without markup and its spans, in the order their start tags appear.
    static func read(_ html: String) -> StyledText {
        let scalars = Array(html.unicodeScalars)
        var text = String.UnicodeScalarView()
        var offset = 0
        var spans: [Span] = []
        var open: [(name: String, span: Int)] = []
        var index = 0
        func append(_ scalar: Unicode.Scalar) {
            text.append(scalar)
            offset += scalar.utf16.count
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", let tag = Tag(scalars, at: index) {
                switch tag.kind {
                case .start:
                    open.append((tag.name, spans.count))
                    spans.append(Span(name: tag.name, attributes: tag.attributes, first: offset, last: offset - 1))
                case .end:
                    if let position = open.lastIndex(where: { $0.name == tag.name }) {
                        spans[open[position].span].last = offset - 1
                        open.remove(at: position)
                    }
                case .empty:
                    spans.append(Span(name: tag.name, attributes: tag.attributes, first: offset, last: offset - 1))
                }
                index = tag.end
            } else if scalar == "&", let (decoded, end) = entity(scalars, at: index) {
                append(decoded)
                index = end
            } else {
                append(scalar)
                index += 1
            }
        }
        // An element left open runs to the end of the text.
        for unclosed in open { spans[unclosed.span].last = offset - 1 }
        return StyledText(String(text), spans: spans)
    }

    /// The character of the entity at `start` (a `&`) and the index after its `;`.
    static func entity(_ scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
        var end = start + 1
        while end < scalars.count, end - start <= 10, scalars[end] != ";" { end += 1 }
        guard end < scalars.count, scalars[end] == ";" else { return nil }
        let name = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        switch name {
        case "lt": return ("<", end + 1)
        case "gt": return (">", end + 1)
        case "amp": return ("&", end + 1)
        case "quot": return ("\"", end + 1)
        case "apos": return ("'", end + 1)
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (scalar, end + 1)
        }
    }

    /// One tag: `<name attributes>`, `</name>` or `<name attributes/>`.
    private struct Tag {
        enum Kind { case start, end, empty }
        var kind: Kind
        var name: String
        var attributes: [Attribute] = []
        /// The index after the `>`.
        var end: Int

        init?(_ scalars: [Unicode.Scalar], at start: Int) {
            var index = start + 1
            func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
                    || scalar == ":" || scalar == "."
            }
            func skipSpaces() {
                while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
            }
            func readName() -> String? {
                let nameStart = index
                guard index < scalars.count, scalars[index].properties.isAlphabetic else { return nil }
                while index < scalars.count, isNameScalar(scalars[index]) { index += 1 }
                return String(String.UnicodeScalarView(scalars[nameStart..<index]))
            }
            var kind = Kind.start
            if index < scalars.count, scalars[index] == "/" {
                kind = .end
                index += 1
            }
            guard let name = readName() else { return nil }
            var attributes: [Attribute] = []
            while true {
                skipSpaces()
                guard index < scalars.count else { return nil }
                let scalar = scalars[index]
                if scalar == ">" {
                    index += 1
                    break
                }
                if scalar == "/", kind == .start, index + 1 < scalars.count, scalars[index + 1] == ">" {
                    kind = .empty
                    index += 2
                    break
                }
                guard kind == .start, let attributeName = readName() else { return nil }
                skipSpaces()
                var value = ""
                if index < scalars.count, scalars[index] == "=" {
                    index += 1
                    skipSpaces()
                    guard index < scalars.count else { return nil }
                    let quote = scalars[index]
                    var raw: [Unicode.Scalar] = []
                    if quote == "\"" || quote == "'" {
                        index += 1
                        while index < scalars.count, scalars[index] != quote {
                            raw.append(scalars[index])
                            index += 1
                        }
                        guard index < scalars.count else { return nil }
                        index += 1
                    } else {
                        while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != ">" {
                            raw.append(scalars[index])
                            index += 1
                        }
                    }
                    value = HTMLStyledText.decodingEntities(raw)
                }
                attributes.append(Attribute(name: attributeName, value: value))
            }
            self.kind = kind
            self.name = name
            self.attributes = attributes
            self.end = index
        }
    }

    /// Text with its entities decoded (an attribute value).
    private static func decodingEntities(_ scalars: [Unicode.Scalar]) -> String {
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&", let (decoded, end) = entity(scalars, at: index) {
                result.append(decoded)
                index = end
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
