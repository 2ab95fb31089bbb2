import Foundation

/// A strict JSON parser (RFC 8259) on UTF-8 bytes that keeps member order, numbers as
/// written and the line of each member, and reports errors with their byte offset.
public struct JSONParser {
    /// Where and why the text is not JSON.
    public struct SyntaxError: Error, Sendable {
        /// What is wrong.
        public var message: String
        /// The byte offset of the problem.
        public var offset: Int
    }

    /// The byte offsets of `\\u` escapes of a surrogate half without its other half, which
    /// read as U+FFFD (as in Foundation's `JSONSerialization`), so that a reader can say so.
    public private(set) var loneSurrogateOffsets: [Int] = []

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var depth = 0

    /// Creates a parser for UTF-8 text.
    public init(utf8 bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses the whole text as one JSON value.
    public mutating func parse() throws(SyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw SyntaxError(message: "unexpected text after the JSON value", offset: index) }
        return value
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw SyntaxError(message: "unexpected end of file; a value was expected", offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default:
            throw SyntaxError(message: "unexpected character '\(printable(bytes[index]))'; a value was expected", offset: index)
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        try enter()
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw SyntaxError(message: "expected a quoted member name", offset: index)
            }
            let memberLine = line
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw SyntaxError(message: "expected ':' after the member name \"\(key)\"", offset: index)
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue(), line: memberLine))
            skipWhitespace()
            guard index < bytes.count else { throw SyntaxError(message: "unexpected end of file inside an object", offset: index) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw SyntaxError(message: "expected ',' or '}' after a member, found '\(printable(bytes[index]))'", offset: index)
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        try enter()
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw SyntaxError(message: "unexpected end of file inside an array", offset: index) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw SyntaxError(message: "expected ',' or ']' after an array element, found '\(printable(bytes[index]))'", offset: index)
        }
        depth -= 1
        return .array(values)
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > 512 { throw SyntaxError(message: "nesting deeper than 512 levels", offset: index) }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let opening = index
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw SyntaxError(message: "a control character must be escaped inside a string", offset: index) }
            index += 1
        }
        var output = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: output, as: UTF8.self)
            }
            if byte < 0x20 { throw SyntaxError(message: "a control character must be escaped inside a string", offset: index) }
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escaped)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var unitOffset = index - 2
                var unit = try hexUnit()
                var scalar: Unicode.Scalar?
                if UTF16.isLeadSurrogate(unit), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                   bytes[index + 1] == UInt8(ascii: "u") {
                    let trailOffset = index
                    index += 2
                    let trail = try hexUnit()
                    if UTF16.isTrailSurrogate(trail) {
                        scalar = Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00))
                    } else {
                        output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                        loneSurrogateOffsets.append(unitOffset)
                        unit = trail
                        unitOffset = trailOffset
                    }
                }
                if scalar == nil && (0xD800...0xDFFF).contains(unit) { loneSurrogateOffsets.append(unitOffset) }
                output.append(contentsOf: UTF8.encode(scalar ?? Unicode.Scalar(unit) ?? "\u{FFFD}")!)
            default:
                throw SyntaxError(message: "invalid escape '\\\(printable(escaped))' in a string", offset: index - 2)
            }
        }
        throw SyntaxError(message: "unterminated string", offset: opening)
    }

    private mutating func hexUnit() throws(SyntaxError) -> UInt16 {
        guard index + 4 <= bytes.count else { throw SyntaxError(message: "\\u needs four hexadecimal digits", offset: index) }
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexValue(bytes[index]) else {
                throw SyntaxError(message: "\\u needs four hexadecimal digits", offset: index)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(SyntaxError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        guard digits() > 0 else { throw SyntaxError(message: "invalid number", offset: start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw SyntaxError(message: "invalid number", offset: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw SyntaxError(message: "invalid number", offset: start) }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func expectLiteral(_ literal: String) throws(SyntaxError) {
        let utf8 = Array(literal.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<(index + utf8.count)]) == utf8 else {
            throw SyntaxError(message: "unexpected text; expected '\(literal)'", offset: index)
        }
        index += utf8.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A: line += 1
            case 0x20, 0x09, 0x0D: break
            default: return
            }
            index += 1
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func printable(_ byte: UInt8) -> String {
        byte < 0x20 || byte >= 0x7F ? String(format: "\\x%02X", byte) : String(UnicodeScalar(byte))
    }
}
