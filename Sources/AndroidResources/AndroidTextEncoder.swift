import LocalizedStrings
import StreamingXML

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
        var output: [UInt8] = []
        appendContent(for: styled, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the XML content for `styled`, as UTF-8 (a writer builds a whole file in one
    /// buffer).
    static func appendContent(for styled: StyledText, to output: inout [UInt8]) {
        // Most text has no markup: one run, the first and the last (what markupPieces gives).
        if styled.isPlain {
            var state = SegmentState()
            if !styled.text.isEmpty {
                appendSegment(styled.text, to: &output, state: &state, trimsLeading: true, trimsTrailing: true, isStringStart: true)
            }
            return
        }
        let pieces = styled.markupPieces(includingProtectedRanges: true)
        let hasSpans = !styled.spans.isEmpty

        // Emit: the first and last text runs are trimmed by aapt2 when there are no spans.
        let textIndices = pieces.indices.filter { if case .text = pieces[$0] { return true } else { return false } }
        var state = SegmentState()
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .text(let text):
                let isFirst = index == textIndices.first
                let isLast = index == textIndices.last
                appendSegment(text, to: &output, state: &state,
                              trimsLeading: !hasSpans && isFirst, trimsTrailing: !hasSpans && isLast,
                              isStringStart: !hasSpans && isFirst)
            case .open(let tag):
                appendOpenTag(tag, to: &output)
                if tag.isSpan { state = SegmentState() }
            case .close(let tag):
                output.append(contentsOf: "</".utf8)
                output.append(contentsOf: name(of: tag).utf8)
                output.append(UInt8(ascii: ">"))
                if tag.isSpan { state = SegmentState() }
            case .empty(let tag):
                appendOpenTag(tag, to: &output)
                if tag.isSpan {
                    output.removeLast() // the ">"
                    output.append(contentsOf: "/>".utf8)
                } else {
                    output.append(contentsOf: "</xliff:g>".utf8)
                }
                if tag.isSpan { state = SegmentState() }
            }
        }
    }

    /// A span's element name, or `xliff:g` for a protected range.
    private static func name(of tag: StyledText.MarkupTag) -> String {
        tag.spanName ?? "xliff:g"
    }

    private static func appendOpenTag(_ tag: StyledText.MarkupTag, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: name(of: tag).utf8)
        for attribute in tag.attributes {
            AndroidStringsWriter.appendAttribute(attribute.name, attribute.value, to: &output)
        }
        output.append(UInt8(ascii: ">"))
    }

    /// aapt2's reader state carried from one text run to the next across `<xliff:g>` tags.
    private struct SegmentState {
        /// Whether the last character aapt2 read was a literal (collapsible) space.
        var lastWasSpace = false
    }

    // MARK: - Text runs

    private static func appendSegment(_ text: String, to output: inout [UInt8], state: inout SegmentState,
                                      trimsLeading: Bool, trimsTrailing: Bool, isStringStart: Bool) {
        // Every string of a file goes through here: the checks and escapes run on the bytes.
        var text = text
        text.withUTF8 { bytes in
            appendSegment(bytes, to: &output, state: &state, trimsLeading: trimsLeading, trimsTrailing: trimsTrailing,
                          isStringStart: isStringStart)
        }
    }

    /// Appends a run's encoding, from its UTF-8 bytes.
    private static func appendSegment(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], state: inout SegmentState,
                                      trimsLeading: Bool, trimsTrailing: Bool, isStringStart: Bool) {
        let quoted = needsQuotes(bytes, lastWasSpace: state.lastWasSpace, trimsLeading: trimsLeading, trimsTrailing: trimsTrailing)
        let escapesStart = !quoted && isStringStart && (bytes.first == UInt8(ascii: "@") || bytes.first == UInt8(ascii: "?"))
        state.lastWasSpace = !quoted && bytes.last == UInt8(ascii: " ")
        // Most runs need no escape at all: then the text is its own encoding.
        if !quoted && !escapesStart && bytes.allSatisfy(isPlainASCII) {
            output.append(contentsOf: bytes)
            return
        }
        if quoted { output.append(UInt8(ascii: "\"")) }
        var index = 0
        if escapesStart {
            output.append(UInt8(ascii: "\\"))
            output.append(bytes[0])
            index = 1
        }
        // Characters that stand for themselves are copied a run at a time.
        var runStart = index
        while index < bytes.count {
            // A String's bytes are valid UTF-8: the lead byte gives the character's length.
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> length)
            for next in bytes[(index + 1)..<(index + length)] { value = value << 6 | UInt32(next & 0x3F) }
            let scalar = Unicode.Scalar(value)!
            if length == 1 ? isPlainASCII(lead) : !scalar.isInvisibleOrControl {
                index += length
                continue
            }
            output.append(contentsOf: bytes[runStart..<index])
            appendEscape(of: scalar, at: index, length: length, in: bytes, quoted: quoted, to: &output)
            index += length
            runStart = index
        }
        output.append(contentsOf: bytes[runStart..<index])
        if quoted { output.append(UInt8(ascii: "\"")) }
    }

    /// Whether a byte stands for itself in element content whatever surrounds it: printable
    /// ASCII other than `\ " ' & < >`.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): false
        default: byte >= 0x20 && byte < 0x7F
        }
    }

    /// Whether a plain rendering would lose a space: doubled spaces, a space right after a
    /// collapsible one, or spaces aapt2 trims at the edges of a span-free string. (A space is
    /// one byte in UTF-8, never part of another character.)
    private static func needsQuotes(_ text: UnsafeBufferPointer<UInt8>, lastWasSpace: Bool,
                                    trimsLeading: Bool, trimsTrailing: Bool) -> Bool {
        let space = UInt8(ascii: " ")
        guard let firstSpace = text.firstIndex(of: space) else { return false }
        if text.first == space && (lastWasSpace || trimsLeading) { return true }
        if text.last == space && trimsTrailing { return true }
        var previousWasSpace = false
        for byte in text[firstSpace...] {
            if byte == space && previousWasSpace { return true }
            previousWasSpace = byte == space
        }
        return false
    }

    /// Appends a character as aapt2 reads it back: `\ \" \' \n \t`, XML's entities
    /// (``XMLEscape/androidText``), invisible characters as `\u00A0`, the rest as it is.
    /// (The character is the `length` bytes at `index` of the run's UTF-8 `bytes`.)
    private static func appendEscape(of scalar: Unicode.Scalar, at index: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>,
                                     quoted: Bool, to output: inout [UInt8]) {
        let backslash = UInt8(ascii: "\\")
        switch scalar {
        case "\\": output.append(backslash); output.append(backslash)
        case "\"": output.append(backslash); output.append(UInt8(ascii: "\""))
        case "'":
            if !quoted { output.append(backslash) }
            output.append(UInt8(ascii: "'"))
        case "\n": output.append(backslash); output.append(UInt8(ascii: "n"))
        case "\t": output.append(backslash); output.append(UInt8(ascii: "t"))
        case "&", "<", ">":
            if let entity = XMLEscape.androidText.entity(forByteAt: index, of: bytes) {
                entity.withUTF8Buffer { output.append(contentsOf: $0) }
            } else {
                output.append(bytes[index])
            }
        default:
            if scalar.isInvisibleOrControl {
                output.append(contentsOf: ("\\u" + hex4(scalar.value)).utf8)
            } else {
                output.append(contentsOf: bytes[index..<(index + length)])
            }
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
