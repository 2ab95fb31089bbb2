import CLibXML2

/// The start tag of an element, read in place: its names come from the document's name table
/// and its attributes are made into values only when asked for.
///
/// A reader that keeps one attribute of an element (the `name` of a resource) and looks at the
/// others' names would otherwise pay for a list of every attribute, each with four strings,
/// at every element. ``element`` makes the whole ``XMLElementStart``.
///
/// - Important: Valid only during the ``XMLStreamHandler/startTag(_:)`` call that receives
///   it, like the bytes of a text event: it reads the parser's buffers.
public struct XMLStartTag {
    /// Where the start tag's `<` is.
    public let position: XMLPosition
    /// How many attributes the tag has (default attributes from the DTD included).
    public let attributeCount: Int

    /// The parse, for its names and the attribute values it decoded; not retained (it outlives
    /// the call that receives the tag).
    private let session: Unmanaged<XMLParseSession>
    private let localNamePointer: UnsafePointer<xmlChar>?
    private let prefixPointer: UnsafePointer<xmlChar>?
    private let namespacePointer: UnsafePointer<xmlChar>?
    /// libxml2's attributes, five pointers each: local name, prefix, URI, value start, value end.
    private let attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    /// libxml2's namespace declarations, two pointers each: prefix and URI.
    private let namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    private let namespaceCount: Int
    /// Whether some attribute value held references, which the session decoded.
    private let hasDecodedValues: Bool

    init(session: XMLParseSession, position: XMLPosition, localName: UnsafePointer<xmlChar>?,
         prefix: UnsafePointer<xmlChar>?, namespaceURI: UnsafePointer<xmlChar>?,
         namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, namespaceCount: Int,
         attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, attributeCount: Int) {
        self.session = Unmanaged.passUnretained(session)
        self.position = position
        self.localNamePointer = localName
        self.prefixPointer = prefix
        self.namespacePointer = namespaceURI
        self.namespaces = namespaces
        self.namespaceCount = namespaces == nil ? 0 : namespaceCount
        self.attributes = attributes
        self.attributeCount = attributes == nil ? 0 : attributeCount
        self.hasDecodedValues = !session.decodedAttributeValues.isEmpty
    }

    /// The local name, without prefix.
    public var localName: String { string(localNamePointer) ?? "" }
    /// The namespace prefix as written, if any.
    public var prefix: String? { string(prefixPointer) }
    /// The namespace URI, if the element is namespaced.
    public var namespaceURI: String? { string(namespacePointer) }
    /// Whether the tag is written with a prefix (`<xliff:g>`), bound or not.
    public var hasPrefix: Bool { prefixPointer != nil }
    /// Whether the element is in a namespace.
    public var hasNamespace: Bool { namespacePointer != nil }

    /// Whether the local name is `name`, read in place without making a string.
    public func hasLocalName(_ name: StaticString) -> Bool {
        localNamePointer.map { Self.name($0, is: name) } ?? false
    }

    /// Attribute `index`, in document order.
    public func attribute(at index: Int) -> XMLAttribute {
        let fields = attributeFields(index)
        return XMLAttribute(localName: string(fields[0]) ?? "", prefix: string(fields[1]),
                            namespaceURI: string(fields[2]), value: value(ofAttributeAt: index))
    }

    /// The value of attribute `index`, with references resolved.
    public func value(ofAttributeAt index: Int) -> String {
        let fields = attributeFields(index)
        if hasDecodedValues, let decoded = session._withUnsafeGuaranteedRef({ $0.decodedAttributeValues[index] }) {
            return decoded
        }
        return String(decoding: UnsafeBufferPointer(start: fields[3]!, count: fields[4]! - fields[3]!), as: UTF8.self)
    }

    /// Whether attribute `index` is un-namespaced and has this local name; reads the name in
    /// place, without making a string.
    public func attribute(at index: Int, isNamed localName: StaticString) -> Bool {
        let fields = attributeFields(index)
        guard fields[2] == nil, let name = fields[0] else { return false }
        return Self.name(name, is: localName)
    }

    /// The value of the first un-namespaced attribute with this local name, as
    /// ``XMLElementStart/attribute(_:)`` gives it.
    public func attribute(_ localName: StaticString) -> String? {
        for index in 0..<attributeCount where attribute(at: index, isNamed: localName) {
            return value(ofAttributeAt: index)
        }
        return nil
    }

    /// Namespace declarations made on this element.
    public var namespaceDeclarations: [XMLNamespaceDeclaration] {
        (0..<namespaceCount).map { index in
            XMLNamespaceDeclaration(prefix: string(namespaces![2 * index]), uri: string(namespaces![2 * index + 1]) ?? "")
        }
    }

    private func attributeFields(_ index: Int) -> UnsafeMutablePointer<UnsafePointer<xmlChar>?> {
        precondition(index >= 0 && index < attributeCount, "attribute index out of range")
        return attributes! + 5 * index
    }

    private func string(_ name: UnsafePointer<xmlChar>?) -> String? {
        session._withUnsafeGuaranteedRef { $0.names.string(name) }
    }

    /// Whether the NUL-terminated `name` is `expected`. The NUL differs from every byte of a
    /// name, so a shorter name fails at its end, never reading past it.
    static func name(_ name: UnsafePointer<xmlChar>, is expected: StaticString) -> Bool {
        expected.withUTF8Buffer { expected in
            for (offset, byte) in expected.enumerated() where name[offset] != byte { return false }
            return name[expected.count] == 0
        }
    }

    /// The whole start tag as a value.
    public var element: XMLElementStart {
        XMLElementStart(localName: localName, prefix: prefix, namespaceURI: namespaceURI,
                        attributes: (0..<attributeCount).map(attribute(at:)),
                        namespaceDeclarations: namespaceDeclarations, position: position)
    }
}

@available(*, unavailable, message: "valid only during the call that receives it")
extension XMLStartTag: Sendable {}

/// The end tag of an element, read in place. Valid only during the
/// ``XMLStreamHandler/endTag(_:)`` call that receives it.
public struct XMLEndTag {
    /// Where the end tag is (for an empty element `<a/>`, where its start tag ends).
    public let position: XMLPosition

    private let session: Unmanaged<XMLParseSession>
    private let localNamePointer: UnsafePointer<xmlChar>?
    private let namespacePointer: UnsafePointer<xmlChar>?

    init(session: XMLParseSession, position: XMLPosition, localName: UnsafePointer<xmlChar>?,
         namespaceURI: UnsafePointer<xmlChar>?) {
        self.session = Unmanaged.passUnretained(session)
        self.position = position
        self.localNamePointer = localName
        self.namespacePointer = namespaceURI
    }

    /// The local name, without prefix.
    public var localName: String { session._withUnsafeGuaranteedRef { $0.names.string(localNamePointer) } ?? "" }
    /// The namespace URI, if the element is namespaced.
    public var namespaceURI: String? { session._withUnsafeGuaranteedRef { $0.names.string(namespacePointer) } }
}

@available(*, unavailable, message: "valid only during the call that receives it")
extension XMLEndTag: Sendable {}
