/// A JSON value that keeps what a faithful round trip needs: object members in file order
/// and numbers as written.
///
/// Not `indirect`: the containers hold their values in arrays already, so a value needs no
/// box of its own (a String Catalog has several for every key in every language).
public enum JSONValue: Hashable, Sendable {
    /// An object; members in file order.
    case object([JSONMember])
    /// An array.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A number, as written.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The members, when the value is an object.
    public var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The string, when the value is one.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of an object's member.
    public subscript(key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }
}

/// An object member, with the line its key is on.
public struct JSONMember: Hashable, Sendable {
    /// The member's name.
    public var key: String
    /// The member's value.
    public var value: JSONValue
    /// The line the member's name is on, when it was read from text.
    public var line: Int

    /// Creates a member.
    public init(key: String, value: JSONValue, line: Int = 0) {
        self.key = key
        self.value = value
        self.line = line
    }

    // The line is where the member was read; it is not part of the member's meaning.
    public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool { lhs.key == rhs.key && lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
    }
}


extension JSONValue {
    /// Compact JSON text (no spaces), members in their order.
    public var compactText: String {
        var json = JSONText()
        write(to: &json)
        return json.text
    }

    private func write(to json: inout JSONText) {
        switch self {
        case .object(let members):
            json.object { object in
                for member in members { object.member(member.key) { member.value.write(to: &$0) } }
            }
        case .array(let values):
            json.array(values) { $1.write(to: &$0) }
        case .string(let text): json.string(text)
        case .number(let text): json.raw(text)
        case .bool(let value): json.bool(value)
        case .null: json.null()
        }
    }

    /// Parses JSON text.
    ///
    /// - Throws: ``JSONParser/SyntaxError`` with the byte offset of the problem.
    public init(parsing text: String) throws(JSONParser.SyntaxError) {
        var parser = JSONParser(utf8: Array(text.utf8))
        self = try parser.parse()
    }
}
