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

/// Where a chunk of character data came from: its start and where the source text it was
/// read from ends. A chunk is literal source text when reading its bytes from `start`
/// arrives at `end`; a chunk from a reference such as `&amp;` is not.
public struct XMLTextLocation: Sendable {
    /// Where the chunk starts in the file.
    public var start: XMLPosition
    /// Where the source text of the chunk ends in the file.
    public var end: XMLPosition

    /// Creates a location.
    public init(start: XMLPosition, end: XMLPosition) {
        self.start = start
        self.end = end
    }

    /// The position of byte `offset` of the chunk: exact when the chunk is literal source
    /// text, else the chunk's start. Costs a pass over the chunk; meant for diagnostics.
    public func position(ofByte offset: Int, in chunk: some Collection<UInt8>) -> XMLPosition {
        guard start.column > 0, start.advanced(over: chunk) == end else { return start }
        return start.advanced(over: chunk.prefix(offset))
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

    /// What kind of problem it is, for readers that report the kinds differently.
    public enum Kind: Sendable {
        /// The document is not well-formed XML.
        case syntax
        /// A namespace error, such as a prefix no `xmlns` declares: namespace-aware parsers
        /// (aapt2's, libxml2's) reject it, a DOM parser that ignores namespaces accepts it.
        case namespace
        /// The document exceeded one of the ``XMLParseLimits`` (entity expansion, output
        /// size, an entity loop) and is rejected as unsafe; always ``Level/fatal``.
        case limit
        /// A reference to an external entity, which is never loaded and reads as empty text;
        /// a ``Level/warning``.
        case externalEntity
        /// The document had more problems than ``XMLParseLimits/maximumProblems``; the message
        /// says how many were left out. Its level is the highest level among those.
        case omitted
    }

    /// How serious the problem is.
    public var level: Level
    /// Where the problem is.
    public var position: XMLPosition
    /// The parser's message: one line, without a trailing newline.
    public var message: String
    /// What kind of problem it is.
    public var kind: Kind

    /// Creates a problem.
    public init(level: Level, position: XMLPosition, message: String, kind: Kind = .syntax) {
        self.level = level
        self.position = position
        self.message = message
        self.kind = kind
    }

    /// Whether the problem is about exceeding the safety limits.
    public var isExpansionLimit: Bool { kind == .limit }
}

/// Receives the events of a streamed XML document, in document order, with start and end
/// tags as values (see ``XMLStreamHandler`` for the same events read in place).
///
/// Text arrives in chunks: one element's text may come as several ``text(_:at:)`` calls
/// (entity references and CDATA sections are separate chunks). Text chunks carry UTF-8
/// bytes that are valid only during the call.
public protocol XMLEventHandler: XMLStreamHandler {
    /// An element starts.
    func startElement(_ element: XMLElementStart)
    /// An element ends.
    func endElement(localName: String, namespaceURI: String?, position: XMLPosition)
}

extension XMLEventHandler {
    /// Passes the tag on as a value, to ``startElement(_:)``.
    public func startTag(_ tag: XMLStartTag) {
        startElement(tag.element)
    }

    /// Passes the tag on as values, to ``endElement(localName:namespaceURI:position:)``.
    public func endTag(_ tag: XMLEndTag) {
        endElement(localName: tag.localName, namespaceURI: tag.namespaceURI, position: tag.position)
    }
}
