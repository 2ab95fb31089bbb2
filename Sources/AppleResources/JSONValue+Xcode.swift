import Foundation
import LocalizedStrings
import OrderedJSON

// MARK: - Writing in Xcode's layout

extension JSONValue {
    /// The JSON text in the layout Xcode uses for String Catalogs (that of
    /// `JSONSerialization` with `.prettyPrinted` and `.sortedKeys`): two-space indentation,
    /// `"key" : value`, members sorted as the Finder sorts names (`localizedStandardCompare`),
    /// empty objects as `{` blank line `}`, slashes not escaped.
    func xcodeText(indent: Int = 0) -> String {
        var output = ""
        write(to: &output, indent: indent, order: XcodeKeyOrder(keysOf: self))
        return output
    }

    private func write(to output: inout String, indent: Int, order: XcodeKeyOrder) {
        switch self {
        case .object(let members):
            let padding = String(repeating: " ", count: indent)
            guard !members.isEmpty else {
                output += "{\n\n" + padding + "}"
                return
            }
            output += "{\n"
            for (index, member) in order.sorted(members).enumerated() {
                if index > 0 { output += ",\n" }
                output += padding + "  "
                JSONValue.writeXcodeString(member.key, to: &output)
                output += " : "
                member.value.write(to: &output, indent: indent + 2, order: order)
            }
            output += "\n" + padding + "}"
        case .array(let values):
            let padding = String(repeating: " ", count: indent)
            guard !values.isEmpty else {
                output += "[\n\n" + padding + "]"
                return
            }
            output += "[\n"
            for (index, value) in values.enumerated() {
                if index > 0 { output += ",\n" }
                output += padding + "  "
                value.write(to: &output, indent: indent + 2, order: order)
            }
            output += "\n" + padding + "]"
        case .string(let text):
            JSONValue.writeXcodeString(text, to: &output)
        case .number(let text):
            output += text
        case .bool(let value):
            output += value ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    /// Escapes as `JSONSerialization` does: `\" \\ \b \f \n \r \t`, other control
    /// characters as `\u00XX`; `/` and non-ASCII characters as they are.
    static func writeXcodeString(_ text: String, to output: inout String) {
        output += "\""
        // Most strings need no escape: copy them whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

/// The order of every member name in one document, found by sorting the distinct names once:
/// a catalog repeats the same few names (languages, fields) in thousands of objects, and
/// `localizedStandardCompare` is slow.
private struct XcodeKeyOrder {
    private var rank: [String: Int] = [:]

    init(keysOf value: JSONValue) {
        var keys: Set<String> = []
        Self.collect(value, into: &keys)
        for (index, key) in keys.sorted(by: Self.precedes).enumerated() { rank[key] = index }
    }

    /// `localizedStandardCompare`, then code points for ties.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        switch lhs.localizedStandardCompare(rhs) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: lhs < rhs
        }
    }

    func sorted(_ members: [JSONMember]) -> [JSONMember] {
        members.sorted { rank[$0.key]! < rank[$1.key]! }
    }

    private static func collect(_ value: JSONValue, into keys: inout Set<String>) {
        switch value {
        case .object(let members):
            for member in members {
                keys.insert(member.key)
                collect(member.value, into: &keys)
            }
        case .array(let values):
            for value in values { collect(value, into: &keys) }
        default:
            break
        }
    }
}
