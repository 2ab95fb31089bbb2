/// Text as a user sees it, with the styling and protected sections that the source
/// marked up.
///
/// Offsets are UTF-16 code units, as on both platforms (aapt2 stores span bounds that
/// way and `NSString` counts in them).
public struct StyledText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The characters without any markup.
    public var text: String
    /// Styled ranges such as `<b>` or `<a href="…">`, in the order their start tags appear.
    public var spans: [Span]
    /// Ranges a translator must keep unchanged, such as Android's `<xliff:g>` sections.
    public var protectedRanges: [ProtectedRange]

    /// Creates styled text.
    public init(_ text: String, spans: [Span] = [], protectedRanges: [ProtectedRange] = []) {
        self.text = text
        self.spans = spans
        self.protectedRanges = protectedRanges
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Whether the text carries no markup at all.
    public var isPlain: Bool { spans.isEmpty && protectedRanges.isEmpty }

    /// Whether two spans cross (one starts inside the other and ends after it), which markup
    /// written as nested elements cannot hold.
    public var hasCrossingSpans: Bool {
        guard spans.count > 1 else { return false }
        for (index, outer) in spans.enumerated() {
            for inner in spans[(index + 1)...] {
                let startsInside = inner.first > outer.first && inner.first <= outer.last
                if startsInside && inner.last > outer.last { return true }
                let startsBefore = inner.first < outer.first && inner.last >= outer.first
                if startsBefore && inner.last < outer.last { return true }
            }
        }
        return false
    }
}

/// A styled range of text, such as Android's `<b>…</b>`.
public struct Span: Hashable, Sendable {
    /// The tag name, such as `b` or `a`.
    public var name: String
    /// The tag's attributes, in aapt2's order (sorted by namespace, then by name).
    public var attributes: [Attribute]
    /// The UTF-16 offset of the first styled code unit.
    public var first: Int
    /// The UTF-16 offset of the last styled code unit, inclusive. An empty span (such as
    /// `<br/>`) has `last == first - 1`.
    public var last: Int

    /// Creates a span.
    public init(name: String, attributes: [Attribute] = [], first: Int, last: Int) {
        self.name = name
        self.attributes = attributes
        self.first = first
        self.last = last
    }

    /// The span's name in aapt2's convention: the tag name followed by `;name=value` for
    /// each attribute, such as `a;href=http://x`.
    public var tag: String {
        attributes.reduce(name) { $0 + ";" + $1.name + "=" + $1.value }
    }

    /// Whether the span covers no characters (an empty element such as `<br/>`).
    public var isEmpty: Bool { last < first }
}

/// A range of text a translator must not change, such as a placeholder wrapped in
/// Android's `<xliff:g id="count" example="5">%d</xliff:g>`.
public struct ProtectedRange: Hashable, Sendable {
    /// The UTF-16 offset where the range starts.
    public var start: Int
    /// The UTF-16 offset just past the range.
    public var end: Int
    /// The attributes of the marking element (`id`, `example`), in source order.
    public var attributes: [Attribute]

    /// Creates a protected range.
    public init(start: Int, end: Int, attributes: [Attribute] = []) {
        self.start = start
        self.end = end
        self.attributes = attributes
    }
}
