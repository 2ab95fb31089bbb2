import StreamingXML

/// A property-list value as read from an XML property list.
///
/// Dictionaries keep their keys in file order, so that writers can keep the order and
/// readers can report duplicates.
public indirect enum PropertyListValue: Hashable, Sendable {
    /// A `<string>`.
    case string(String)
    /// An `<integer>`, `<real>`, `<date>` or `<data>` element, kept as written.
    case scalar(element: String, text: String)
    /// `<true/>` or `<false/>`.
    case bool(Bool)
    /// An `<array>`.
    case array([PropertyListNode])
    /// A `<dict>`, its members in file order.
    case dictionary([PropertyListMember])

    /// The string, when the value is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The members, when the value is a dictionary.
    public var members: [PropertyListMember]? {
        if case .dictionary(let members) = self { return members }
        return nil
    }
}

/// A value and where it starts in its file; the position is not part of the value's meaning.
public struct PropertyListNode: Hashable, Sendable {
    /// The value.
    public var value: PropertyListValue
    /// The line it starts on (0 when made in memory).
    public var line: Int
    /// The column it starts on.
    public var column: Int

    /// Creates a node.
    public init(value: PropertyListValue, line: Int = 0, column: Int = 0) {
        self.value = value
        self.line = line
        self.column = column
    }

    public static func == (lhs: PropertyListNode, rhs: PropertyListNode) -> Bool { lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A dictionary member: key and value.
public struct PropertyListMember: Hashable, Sendable {
    /// The key.
    public var key: String
    /// The value, with its position.
    public var node: PropertyListNode

    /// Creates a member.
    public init(key: String, node: PropertyListNode) {
        self.key = key
        self.node = node
    }
}

extension PropertyListValue {
    /// The value as XML property-list elements, tab-indented as Xcode writes them, starting
    /// at `depth` tabs. Used to write back values StringBridge does not interpret.
    func xml(depth: Int) -> String {
        var xml = PropertyListXMLText()
        xml.append(self, depth: depth)
        return String(decoding: xml.bytes, as: UTF8.self)
    }
}
