/// A position in an XML document: 1-based line and column (in Unicode characters).
public struct XMLPosition: Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in Unicode characters.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position after reading `bytes` (UTF-8) from this position.
    public func advanced(over bytes: some Sequence<UInt8>) -> XMLPosition {
        var position = self
        for byte in bytes {
            if byte == 0x0A {
                position.line += 1
                position.column = 1
            } else if byte & 0xC0 != 0x80 {
                position.column += 1
            }
        }
        return position
    }
}

/// An attribute of an element as the streaming parser reports it.
public struct XMLAttribute: Sendable {
    /// The local name, without prefix.
    public var localName: String
    /// The namespace prefix as written, if any.
    public var prefix: String?
    /// The namespace URI, if the attribute is namespaced.
    public var namespaceURI: String?
    /// The value, with character and predefined entity references resolved.
    public var value: String

    /// The name as written: `prefix:localName` or `localName`.
    public var qualifiedName: String {
        prefix.map { "\($0):\(localName)" } ?? localName
    }
}

/// A namespace declaration (`xmlns:prefix="uri"`) on an element.
public struct XMLNamespaceDeclaration: Sendable {
    /// The declared prefix, or `nil` for a default namespace (`xmlns="…"`).
    public var prefix: String?
    /// The namespace URI.
    public var uri: String
}

/// The start tag of an element.
public struct XMLElementStart: Sendable {
    /// The local name, without prefix.
    public var localName: String
    /// The namespace prefix as written, if any.
    public var prefix: String?
    /// The namespace URI, if the element is namespaced.
    public var namespaceURI: String?
    /// The attributes, in document order.
    public var attributes: [XMLAttribute]
    /// Namespace declarations made on this element.
    public var namespaceDeclarations: [XMLNamespaceDeclaration]
    /// Where the start tag's `<` is.
    public var position: XMLPosition

    /// The value of the un-namespaced attribute with this local name.
    public func attribute(_ localName: String) -> String? {
        attributes.first { $0.namespaceURI == nil && $0.localName == localName }?.value
    }
}

/// A problem reported by the XML parser.
public struct XMLProblem: Sendable {
    /// How serious the problem is.
    public enum Level: Sendable {
        /// The document is still read normally.
        case warning
        /// A well-formedness or namespace error; reading continues where the parser can.
        case error
        /// Reading stopped here.
        case fatal
    }

    /// How serious the problem is.
    public var level: Level
    /// Where the problem is.
    public var position: XMLPosition
    /// The parser's message, one sentence without a trailing newline.
    public var message: String
    /// Whether the problem is about entity expansion exceeding the safety limits.
    public var isExpansionLimit: Bool
}

/// Receives the events of a streamed XML document, in document order.
///
/// Text arrives in chunks: one element's text may come as several ``text(_:at:)`` calls
/// (entity references and CDATA sections are separate chunks). Text chunks carry UTF-8
/// bytes that are valid only during the call.
public protocol XMLEventHandler: AnyObject {
    /// An element starts.
    func startElement(_ element: XMLElementStart)
    /// An element ends.
    func endElement(localName: String, namespaceURI: String?, position: XMLPosition)
    /// Character data (text, resolved references, CDATA content), starting at `position`.
    /// `isLiteral` is false when the bytes come from a reference whose source text differs
    /// (such as `&amp;`), so offsets inside the chunk do not map to source columns.
    func text(_ bytes: UnsafeBufferPointer<UInt8>, at position: XMLPosition, isLiteral: Bool)
    /// A comment's content.
    func comment(_ text: String, at position: XMLPosition)
    /// The parser reports a problem.
    func problem(_ problem: XMLProblem)
}
