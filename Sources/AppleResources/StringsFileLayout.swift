/// Where each entry of an old-style `.strings` file is in its text, so that a file can be
/// updated in place: one entry replaced, removed or added, every other byte kept.
public enum StringsFileLayout {
    /// One entry's place: its key, and the bytes from its comment (the one a reader attaches
    /// to it) or key to its `;`.
    public struct EntrySpan: Hashable, Sendable {
        /// The key, as read.
        public var key: String
        /// The entry's bytes in the UTF-8 text.
        public var range: Range<Int>
        /// Where its key starts (after its comment, if it has one).
        public var keyOffset: Int
    }

    /// The entries of a `.strings` file's UTF-8 text (without a byte-order mark), in order, or
    /// `nil` when Foundation would reject the text.
    public static func entries(ofUTF8 utf8: [UInt8]) -> [EntrySpan]? {
        var parser = StringsFileParser(utf8: utf8)
        let (pairs, _, error) = parser.parse()
        guard error == nil else { return nil }
        return pairs.map { EntrySpan(key: $0.key, range: $0.startOffset..<$0.endOffset, keyOffset: $0.keyOffset) }
    }
}
