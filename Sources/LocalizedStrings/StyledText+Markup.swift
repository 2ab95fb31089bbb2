extension StyledText {
    /// A piece of styled text laid out as markup: a run of text, or a tag.
    public enum MarkupPiece: Hashable, Sendable {
        /// Characters between tags.
        case text(String)
        /// A start tag.
        case open(MarkupTag)
        /// An end tag.
        case close(MarkupTag)
        /// An element with no content, such as `<br/>`.
        case empty(MarkupTag)
    }

    /// The tag of a span or a protected range.
    public struct MarkupTag: Hashable, Sendable {
        /// The span's tag name; for a protected range, `nil`.
        public var spanName: String?
        /// The attributes, in their order.
        public var attributes: [Attribute]
        /// Which span or protected range this tag marks, in the order spans then ranges.
        public var order: Int

        /// Whether the tag is a span (not a protected range).
        public var isSpan: Bool { spanName != nil }
    }

    /// The text as a sequence of text runs and properly nested tags: spans (and, when asked,
    /// protected ranges) open where they start and close where they end, innermost first.
    /// Ranges that cross are split so that the tags nest. Writers of markup formats (Android
    /// XML, HTML) render the pieces.
    ///
    /// - Parameter includingProtectedRanges: Whether protected ranges become tags too.
    public func markupPieces(includingProtectedRanges: Bool) -> [MarkupPiece] {
        // Most text has no tag: one run, the text as it is.
        if spans.isEmpty && (protectedRanges.isEmpty || !includingProtectedRanges) {
            return text.isEmpty ? [] : [.text(text)]
        }
        var intervals: [Interval] = []
        for (index, span) in spans.enumerated() {
            intervals.append(Interval(start: span.first, end: span.last + 1,
                                      tag: MarkupTag(spanName: span.name, attributes: span.attributes, order: index)))
        }
        if includingProtectedRanges {
            for (index, range) in protectedRanges.enumerated() {
                intervals.append(Interval(start: range.start, end: range.end,
                                          tag: MarkupTag(spanName: nil, attributes: range.attributes, order: spans.count + index)))
            }
        }
        intervals.sort { lhs, rhs in
            if lhs.start != rhs.start { return lhs.start < rhs.start }
            if lhs.end != rhs.end { return lhs.end > rhs.end }
            return lhs.tag.order < rhs.tag.order
        }
        let scalars = Array(text.unicodeScalars)
        var pieces: [MarkupPiece] = []
        var stack: [Interval] = []
        var run = ""
        var offset = 0
        var nextInterval = 0
        func flush() {
            if !run.isEmpty { pieces.append(.text(run)) }
            run = ""
        }
        for index in 0...scalars.count {
            // Close what ends here (innermost first), reopening what continues above it.
            var closing = stack.reversed().filter { $0.end == offset }
            if !closing.isEmpty { flush() }
            while let interval = closing.first {
                var reopen: [Interval] = []
                while let top = stack.popLast() {
                    pieces.append(.close(top.tag))
                    if top == interval { break }
                    reopen.append(top)
                }
                closing.removeFirst()
                for again in reopen.reversed() where !closing.contains(again) {
                    pieces.append(.open(again.tag))
                    stack.append(again)
                }
            }
            while nextInterval < intervals.count, intervals[nextInterval].start <= offset {
                let interval = intervals[nextInterval]
                nextInterval += 1
                flush()
                if interval.end <= interval.start {
                    pieces.append(.empty(interval.tag))
                } else {
                    pieces.append(.open(interval.tag))
                    stack.append(interval)
                }
            }
            guard index < scalars.count else { break }
            run.unicodeScalars.append(scalars[index])
            offset += scalars[index].utf16.count
        }
        flush()
        while let top = stack.popLast() { pieces.append(.close(top.tag)) }
        return pieces
    }

    private struct Interval: Equatable {
        var start: Int
        var end: Int
        var tag: MarkupTag
    }
}
