/// A property-list value as read from an XML property list, with the line it starts on.
///
/// Dictionaries keep their keys in file order, so that writers can keep the order and
/// readers can report duplicates.
indirect enum PropertyListValue: Hashable, Sendable {
    case string(String)
    /// An `<integer>`, `<real>`, `<date>` or `<data>` element, kept as written.
    case scalar(element: String, text: String)
    case bool(Bool)
    case array([PropertyListNode])
    case dictionary([PropertyListMember])

    /// The string, when the value is one.
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The members, when the value is a dictionary.
    var members: [PropertyListMember]? {
        if case .dictionary(let members) = self { return members }
        return nil
    }
}

/// A value and the line it starts on.
struct PropertyListNode: Hashable, Sendable {
    var value: PropertyListValue
    var line: Int
    var column: Int
}

/// A dictionary member: key and value.
struct PropertyListMember: Hashable, Sendable {
    var key: String
    var node: PropertyListNode
}

extension PropertyListValue {
    /// The value as XML property-list elements, tab-indented as Xcode writes them, starting
    /// at `depth` tabs. Used to write back values StringBridge does not interpret.
    func xml(depth: Int) -> String {
        let indent = String(repeating: "\t", count: depth)
        switch self {
        case .string(let text):
            return indent + "<string>" + PropertyListValue.escape(text) + "</string>\n"
        case .scalar(let element, let text):
            return indent + "<\(element)>" + PropertyListValue.escape(text) + "</\(element)>\n"
        case .bool(let value):
            return indent + (value ? "<true/>" : "<false/>") + "\n"
        case .array(let nodes):
            guard !nodes.isEmpty else { return indent + "<array/>\n" }
            return indent + "<array>\n" + nodes.map { $0.value.xml(depth: depth + 1) }.joined() + indent + "</array>\n"
        case .dictionary(let members):
            guard !members.isEmpty else { return indent + "<dict/>\n" }
            var text = indent + "<dict>\n"
            for member in members {
                text += indent + "\t<key>" + PropertyListValue.escape(member.key) + "</key>\n"
                text += member.node.value.xml(depth: depth + 1)
            }
            return text + indent + "</dict>\n"
        }
    }

    /// Escapes `&`, `<` and `>` as Foundation's XML property-list writer does.
    static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" }) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.append(character)
            }
        }
        return output
    }
}
