/// Finds where the child elements of an XML document's element are, as byte ranges of its
/// text, so that a file can be updated in place: one element replaced, removed or added,
/// every other byte kept as it was.
///
/// It reads well-formed XML (the caller checks that with a real parser first) well enough for
/// that: comments, CDATA sections, processing instructions, a DOCTYPE with an internal subset,
/// and attribute values holding `>` are skipped correctly. Offsets are UTF-8 byte offsets.
public struct XMLElementScanner {
    /// A start tag: its name, attributes and where it is.
    public struct StartTag: Equatable, Sendable {
        /// The element's name.
        public var name: String
        /// The attributes, as written (entities not decoded).
        public var attributes: [(name: String, value: String)]
        /// From `<` to just after `>`.
        public var range: Range<Int>
        /// Whether it is an empty-element tag (`<a/>`).
        public var isEmpty: Bool

        public static func == (lhs: StartTag, rhs: StartTag) -> Bool {
            lhs.name == rhs.name && lhs.range == rhs.range && lhs.isEmpty == rhs.isEmpty
                && lhs.attributes.elementsEqual(rhs.attributes) { $0 == $1 }
        }

        /// The value of an attribute, as written (entities not decoded).
        public func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    /// A child element: its start tag and the whole element, with the comment directly above it
    /// (only white space between), which readers attach to it.
    public struct Child: Sendable {
        /// Its start tag.
        public var start: StartTag
        /// From the start of the line of its comment (or of its start tag) to the end of the
        /// line of its end tag, including the line feed: removing it removes whole lines.
        public var lines: Range<Int>
        /// From `<` of the start tag to `>` of the end tag.
        public var element: Range<Int>
        /// The comment directly above, with its delimiters, if any.
        public var comment: Range<Int>?
    }

    /// The scanned structure: the root's start tag, the children at `depth`, and where the
    /// container of those children closes.
    public struct Document: Sendable {
        /// The root element's start tag.
        public var root: StartTag
        /// The children of the element scanned for.
        public var children: [Child]
        /// The offset of `<` of the end tag that closes the children's parent.
        public var closingTag: Int
    }

    private let bytes: [UInt8]

    /// A scanner of a document's bytes.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The children of the element at `path` (element names from the root, `["resources"]` or
    /// `["plist", "dict"]`), or `nil` when the document is not shaped so.
    public func scan(childrenOf path: [String]) -> Document? {
        var index = 0
        var stack: [StartTag] = []
        var root: StartTag?
        var children: [Child] = []
        var lastComment: Range<Int>?
        var openChild: (start: StartTag, comment: Range<Int>?)?
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                if !isSpace(bytes[index]) { lastComment = nil }
                index += 1
                continue
            }
            if starts(with: "<!--", at: index) {
                guard let end = find("-->", from: index + 4) else { return nil }
                lastComment = index..<(end + 3)
                index = end + 3
                continue
            }
            if starts(with: "<![CDATA[", at: index) {
                guard let end = find("]]>", from: index + 9) else { return nil }
                lastComment = nil
                index = end + 3
                continue
            }
            if starts(with: "<?", at: index) {
                guard let end = find("?>", from: index + 2) else { return nil }
                index = end + 2
                continue
            }
            if starts(with: "<!", at: index) {
                guard let end = declarationEnd(from: index) else { return nil }
                index = end
                continue
            }
            if starts(with: "</", at: index) {
                guard let close = find(">", from: index) else { return nil }
                guard let open = stack.popLast() else { return nil }
                if stack.count == path.count - 1 && openChild == nil && open.name == path.last && isOpen(path, in: stack) {
                    return root.map { Document(root: $0, children: children, closingTag: index) }
                }
                if stack.count == path.count, let child = openChild, child.start.range == open.range {
                    children.append(makeChild(child.start, comment: child.comment, elementEnd: close + 1))
                    openChild = nil
                }
                lastComment = nil
                index = close + 1
                continue
            }
            guard let tag = startTag(at: index) else { return nil }
            if root == nil { root = tag }
            let isChild = stack.count == path.count && isOpen(path, in: stack)
            if isChild {
                if tag.isEmpty {
                    children.append(makeChild(tag, comment: lastComment, elementEnd: tag.range.upperBound))
                } else {
                    openChild = (tag, lastComment)
                }
            }
            if !tag.isEmpty { stack.append(tag) }
            lastComment = nil
            index = tag.range.upperBound
        }
        return nil
    }

    // MARK: - Pieces

    /// Whether the open elements are named as the first elements of `path`, as far as both go
    /// (compared in place: the scanner asks at every tag).
    private func isOpen(_ path: [String], in stack: [StartTag]) -> Bool {
        zip(stack, path).allSatisfy { $0.name == $1 }
    }

    private func makeChild(_ start: StartTag, comment: Range<Int>?, elementEnd: Int) -> Child {
        let first = comment?.lowerBound ?? start.range.lowerBound
        var lineStart = first
        while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        var lineEnd = elementEnd
        while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 || bytes[lineEnd] == 0x0D { lineEnd += 1 }
        if lineEnd < bytes.count, bytes[lineEnd] == 0x0A { lineEnd += 1 } else { lineEnd = elementEnd }
        // Only whole lines: when something else shares the first line, start at the element.
        if lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart = first }
        return Child(start: start, lines: lineStart..<lineEnd, element: start.range.lowerBound..<elementEnd, comment: comment)
    }

    /// A start or empty tag at `index` (a `<`).
    private func startTag(at start: Int) -> StartTag? {
        var index = start + 1
        let nameStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
            index += 1
        }
        let name = text(nameStart..<index)
        guard !name.isEmpty else { return nil }
        var attributes: [(String, String)] = []
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") {
                return StartTag(name: name, attributes: attributes, range: start..<(index + 1), isEmpty: false)
            }
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                return StartTag(name: name, attributes: attributes, range: start..<(index + 2), isEmpty: true)
            }
            let attributeStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]) { index += 1 }
            let attributeName = text(attributeStart..<index)
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[index]
            let valueStart = index + 1
            index = valueStart
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else { return nil }
            attributes.append((attributeName, text(valueStart..<index)))
            index += 1
        }
        return nil
    }

    /// The end of a `<!DOCTYPE …>` or other `<!…>` declaration, past an internal subset `[…]`.
    private func declarationEnd(from start: Int) -> Int? {
        var index = start + 2
        var bracketDepth = 0
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                bracketDepth += 1
            } else if byte == UInt8(ascii: "]") {
                bracketDepth -= 1
            } else if byte == UInt8(ascii: ">") && bracketDepth == 0 {
                return index + 1
            } else if bracketDepth > 0, starts(with: "<!--", at: index), let end = find("-->", from: index + 4) {
                index = end + 3
                continue
            }
            index += 1
        }
        return nil
    }

    // The delimiters are static strings, read in place: these run at every `<`.
    private func starts(with prefix: StaticString, at index: Int) -> Bool {
        prefix.withUTF8Buffer { prefix in
            guard index + prefix.count <= bytes.count else { return false }
            return bytes[index..<(index + prefix.count)].elementsEqual(prefix)
        }
    }

    private func find(_ needle: StaticString, from start: Int) -> Int? {
        needle.withUTF8Buffer { needle in
            var index = start
            while index + needle.count <= bytes.count {
                if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
                index += 1
            }
            return nil
        }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
