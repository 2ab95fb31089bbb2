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
        let scalars = Array(styled.text.unicodeScalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += scalar.utf16.count
        }
        offsets.append(offset)

        let tags = TagLayout(styled: styled)
        let hasSpans = !styled.spans.isEmpty
        var output = ""
        var stack: [TagLayout.Interval] = []
        var segment: [Unicode.Scalar] = []
        var pieces: [Piece] = []

        func flushSegment() {
            if !segment.isEmpty { pieces.append(.text(segment)) }
            segment = []
        }
        for index in 0...scalars.count {
            let position = offsets[index]
            // Close what ends here (innermost first), then open what starts here.
            var closing = tags.closing(at: position, openIn: stack)
            if !closing.isEmpty { flushSegment() }
            while let interval = closing.first {
                // Close everything above it on the stack, reopening those that continue.
                var reopen: [TagLayout.Interval] = []
                while let top = stack.popLast() {
                    pieces.append(.close(top))
                    if top == interval { break }
                    reopen.append(top)
                }
                closing.removeFirst()
                for again in reopen.reversed() where !closing.contains(again) {
                    pieces.append(.open(again))
                    stack.append(again)
                }
            }
            for interval in tags.opening(at: position) {
                flushSegment()
                if interval.isEmpty {
                    pieces.append(.empty(interval))
                } else {
                    pieces.append(.open(interval))
                    stack.append(interval)
                }
            }
            if index < scalars.count { segment.append(scalars[index]) }
        }
        flushSegment()
        while let top = stack.popLast() { pieces.append(.close(top)) }

        // Emit: the first and last text runs are trimmed by aapt2 when there are no spans.
        let textIndices = pieces.indices.filter { if case .text = pieces[$0] { return true } else { return false } }
        var state = SegmentState()
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .text(let text):
                let isFirst = index == textIndices.first
                let isLast = index == textIndices.last
                output += encodeSegment(text, state: &state,
                                        trimsLeading: !hasSpans && isFirst, trimsTrailing: !hasSpans && isLast,
                                        isStringStart: !hasSpans && isFirst)
            case .open(let interval):
                output += interval.openTag
                if interval.isSpan { state = SegmentState() }
            case .close(let interval):
                output += interval.closeTag
                if interval.isSpan { state = SegmentState() }
            case .empty(let interval):
                output += interval.emptyTag
                if interval.isSpan { state = SegmentState() }
            }
        }
        return output
    }

    private enum Piece {
        case text([Unicode.Scalar])
        case open(TagLayout.Interval)
        case close(TagLayout.Interval)
        case empty(TagLayout.Interval)
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

/// The spans and protected ranges of a styled text as intervals, in the order their tags
/// must open: by start, longer first, then in source order.
private struct TagLayout {
    struct Interval: Equatable {
        var start: Int
        var end: Int
        var order: Int
        var isSpan: Bool
        var name: String
        var attributes: [Attribute]

        var isEmpty: Bool { end <= start }

        var openTag: String { "<" + name + attributeText + ">" }
        var closeTag: String { "</" + name + ">" }
        var emptyTag: String { isSpan ? "<" + name + attributeText + "/>" : openTag + closeTag }

        private var attributeText: String {
            attributes.map { " \($0.name)=\"\(AndroidStringsWriter.escapeAttribute($0.value))\"" }.joined()
        }
    }

    private let intervals: [Interval]

    init(styled: StyledText) {
        var intervals: [Interval] = []
        for (index, span) in styled.spans.enumerated() {
            intervals.append(Interval(start: span.first, end: span.last + 1, order: index, isSpan: true,
                                      name: span.name, attributes: span.attributes))
        }
        for (index, range) in styled.protectedRanges.enumerated() {
            intervals.append(Interval(start: range.start, end: range.end, order: styled.spans.count + index,
                                      isSpan: false, name: "xliff:g", attributes: range.attributes))
        }
        self.intervals = intervals.sorted { lhs, rhs in
            if lhs.start != rhs.start { return lhs.start < rhs.start }
            if lhs.end != rhs.end { return lhs.end > rhs.end }
            return lhs.order < rhs.order
        }
    }

    /// Intervals that start at `offset`, in opening order.
    func opening(at offset: Int) -> [Interval] {
        intervals.filter { $0.start == offset }
    }

    /// Open intervals that end at `offset`, innermost first.
    func closing(at offset: Int, openIn stack: [Interval]) -> [Interval] {
        stack.reversed().filter { $0.end == offset }
    }
}
