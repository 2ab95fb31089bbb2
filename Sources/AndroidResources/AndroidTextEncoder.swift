import LocalizedStrings

/// Writes styled text as the content of an Android `<string>` or `<item>` element so that
/// aapt2 compiles it back to exactly the same text, spans and `<xliff:g>` sections.
///
/// Text between tags is written plainly where aapt2 would read it unchanged, escaping
/// `\ " '`, control characters and invisible characters (`\u00A0`), and a leading `@` or
/// `?`. A text run whose spaces aapt2 would collapse or trim (doubled spaces, spaces at the
/// edges of a span-free string) is wrapped in double quotes instead, the way Android
/// Studio and Weblate write it.
enum AndroidTextEncoder {
    /// The XML content for `styled`.
    static func content(for styled: StyledText) -> String {
        let pieces = styled.markupPieces(includingProtectedRanges: true)
        let hasSpans = !styled.spans.isEmpty
        var output = ""

        // Emit: the first and last text runs are trimmed by aapt2 when there are no spans.
        let textIndices = pieces.indices.filter { if case .text = pieces[$0] { return true } else { return false } }
        var state = SegmentState()
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .text(let text):
                let isFirst = index == textIndices.first
                let isLast = index == textIndices.last
                output += encodeSegment(Array(text.unicodeScalars), state: &state,
                                        trimsLeading: !hasSpans && isFirst, trimsTrailing: !hasSpans && isLast,
                                        isStringStart: !hasSpans && isFirst)
            case .open(let tag):
                output += openTag(tag)
                if tag.isSpan { state = SegmentState() }
            case .close(let tag):
                output += "</" + name(of: tag) + ">"
                if tag.isSpan { state = SegmentState() }
            case .empty(let tag):
                output += tag.isSpan ? String(openTag(tag).dropLast()) + "/>" : openTag(tag) + "</xliff:g>"
                if tag.isSpan { state = SegmentState() }
            }
        }
        return output
    }

    /// A span's element name, or `xliff:g` for a protected range.
    private static func name(of tag: StyledText.MarkupTag) -> String {
        tag.spanName ?? "xliff:g"
    }

    private static func openTag(_ tag: StyledText.MarkupTag) -> String {
        "<" + name(of: tag) + tag.attributes.map { " \($0.name)=\"\(AndroidStringsWriter.escapeAttribute($0.value))\"" }.joined() + ">"
    }

    /// aapt2's reader state carried from one text run to the next across `<xliff:g>` tags.
    private struct SegmentState {
        /// Whether the last character aapt2 read was a literal (collapsible) space.
        var lastWasSpace = false
    }

    // MARK: - Text runs

    private static func encodeSegment(_ text: [Unicode.Scalar], state: inout SegmentState,
                                      trimsLeading: Bool, trimsTrailing: Bool, isStringStart: Bool) -> String {
        if needsQuotes(text, lastWasSpace: state.lastWasSpace, trimsLeading: trimsLeading, trimsTrailing: trimsTrailing) {
            state.lastWasSpace = false
            var output = "\""
            for scalar in text { output += escape(scalar, quoted: true, previous: output) }
            return output + "\""
        }
        var output = ""
        for (index, scalar) in text.enumerated() {
            if index == 0 && isStringStart && (scalar == "@" || scalar == "?") {
                output += "\\" + String(scalar)
            } else {
                output += escape(scalar, quoted: false, previous: output)
            }
        }
        state.lastWasSpace = text.last == " "
        return output
    }

    /// Whether a plain rendering would lose a space: doubled spaces, a space right after a
    /// collapsible one, or spaces aapt2 trims at the edges of a span-free string.
    private static func needsQuotes(_ text: [Unicode.Scalar], lastWasSpace: Bool,
                                    trimsLeading: Bool, trimsTrailing: Bool) -> Bool {
        guard text.contains(" ") else { return false }
        if text.first == " " && (lastWasSpace || trimsLeading) { return true }
        if text.last == " " && trimsTrailing { return true }
        for index in text.indices.dropFirst() where text[index] == " " && text[index - 1] == " " {
            return true
        }
        return false
    }

    private static func escape(_ scalar: Unicode.Scalar, quoted: Bool, previous: String) -> String {
        switch scalar {
        case "\\": return "\\\\"
        case "\"": return "\\\""
        case "'": return quoted ? "'" : "\\'"
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return previous.hasSuffix("]]") ? "&gt;" : ">"
        default:
            if scalar.isInvisibleOrControl {
                return "\\u" + hex4(scalar.value)
            }
            return String(scalar)
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
