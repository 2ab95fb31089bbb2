/// JSON text in the layout of Foundation's `JSONSerialization` and `JSONEncoder` with
/// `.prettyPrinted` and `.withoutEscapingSlashes`: two-space indentation, `"key" : value`,
/// empty containers as `{` blank line `}`, the escapes `\" \\ \b \f \n \r \t` and `\u00xx`,
/// and `/` and non-ASCII characters as they are. Xcode writes String Catalogs this way, and
/// Foundation's encoders write other files so.
///
/// Members come in the order `orderMembers` gives, since each kind of file sorts them its own
/// way (Xcode as the Finder sorts names, `JSONEncoder`'s `.sortedKeys` by UTF-8 bytes).
/// Built as UTF-8 bytes, appending runs of text whole.
public struct PrettyJSONText {
    /// The text written so far, as UTF-8 bytes.
    public private(set) var bytes: [UInt8] = []

    private let orderMembers: ([JSONMember]) -> [JSONMember]

    /// Creates an empty text.
    ///
    /// - Parameter orderMembers: The members of an object in the order to write them; they
    ///   are written as they are by default.
    public init(orderMembers: @escaping ([JSONMember]) -> [JSONMember] = { $0 }) {
        self.orderMembers = orderMembers
    }

    /// Appends a value whose first line continues the current one and whose other lines are
    /// indented by `indent` spaces more than its nesting.
    public mutating func write(_ value: JSONValue, indent: Int = 0) {
        switch value {
        case .object(let members):
            guard !members.isEmpty else {
                appendEmptyContainer("{", "}", indent: indent)
                return
            }
            for (index, member) in orderMembers(members).enumerated() {
                appendMemberName(member.key, first: index == 0, indent: indent)
                write(member.value, indent: indent + 2)
            }
            appendObjectEnd(indent: indent)
        case .array(let values):
            appendArray(values, indent: indent) { $0.write($1, indent: indent + 2) }
        case .string(let text):
            writeString(text)
        case .number(let text):
            bytes.append(contentsOf: text.utf8)
        case .bool(let value):
            append(value ? "true" : "false")
        case .null:
            append("null")
        }
    }

    // MARK: - Objects member by member

    /// Appends what comes before a member of an object that is at `indent`: `{` and a line
    /// break before the first member, `,` and a line break before the others, then the
    /// indentation and `"name" : `. The member's value follows, written with `indent + 2`;
    /// ``appendObjectEnd(indent:)`` closes the object after its last member.
    ///
    /// For a document too large to hold as one ``JSONValue``, written a piece at a time (an
    /// object without members is ``write(_:indent:)`` of an empty object).
    public mutating func appendMemberName(_ name: String, first: Bool, indent: Int) {
        append(first ? "{\n" : ",\n")
        appendSpaces(indent + 2)
        writeString(name)
        append(" : ")
    }

    /// Closes an object at `indent` after its last member (see ``appendMemberName(_:first:indent:)``).
    public mutating func appendObjectEnd(indent: Int) {
        bytes.append(0x0A)
        appendSpaces(indent)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Appends a piece of the same document that another text wrote (members written on
    /// another thread, say).
    public mutating func append(piece: [UInt8]) {
        bytes.append(contentsOf: piece)
    }

    /// The text written so far, which the text no longer holds: a document written into a
    /// file a piece at a time.
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// Makes room for `count` bytes in all, so that a large document does not regrow (and
    /// copy) its buffer as it is written.
    public mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Appends a string literal, escaped as `JSONSerialization` escapes it.
    public mutating func writeString(_ text: String) {
        appendJSONStringLiteral(text, to: &bytes) { byte, bytes in
            let backslash = UInt8(ascii: "\\")
            switch byte {
            case UInt8(ascii: "\""), backslash: bytes += [backslash, byte]
            case 0x08: bytes += [backslash, UInt8(ascii: "b")]
            case 0x0C: bytes += [backslash, UInt8(ascii: "f")]
            case 0x0A: bytes += [backslash, UInt8(ascii: "n")]
            case 0x0D: bytes += [backslash, UInt8(ascii: "r")]
            case 0x09: bytes += [backslash, UInt8(ascii: "t")]
            default: appendUnicodeEscape(of: byte, to: &bytes)
            }
        }
    }

    /// Appends an array of strings at `indent`, as ``write(_:indent:)`` writes an array of
    /// string values, without building them (a manifest lists every key of every file).
    public mutating func writeStrings(_ strings: [String], indent: Int) {
        appendArray(strings, indent: indent) { $0.writeString($1) }
    }

    /// Appends an array whose elements `element` writes, each on its own line at `indent + 2`.
    private mutating func appendArray<Elements: Collection>(_ elements: Elements, indent: Int,
                                                            _ element: (inout PrettyJSONText, Elements.Element) -> Void) {
        guard !elements.isEmpty else {
            appendEmptyContainer("[", "]", indent: indent)
            return
        }
        append("[\n")
        for (index, value) in elements.enumerated() {
            if index > 0 { append(",\n") }
            appendSpaces(indent + 2)
            element(&self, value)
        }
        bytes.append(0x0A)
        appendSpaces(indent)
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func appendSpaces(_ count: Int) {
        // Most lines are indented by a few spaces: one run of bytes, not a sequence of them.
        if count <= Self.spaces.count {
            Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
        } else {
            bytes.append(contentsOf: repeatElement(0x20, count: count))
        }
    }

    private static let spaces = [UInt8](repeating: 0x20, count: 32)

    /// Appends punctuation without building an array for it.
    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `{` blank line `}`, as `JSONSerialization` writes an empty container.
    private mutating func appendEmptyContainer(_ open: StaticString, _ close: StaticString, indent: Int) {
        append(open)
        append("\n\n")
        appendSpaces(indent)
        append(close)
    }
}
