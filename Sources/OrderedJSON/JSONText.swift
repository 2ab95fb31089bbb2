/// A small builder of JSON text with a fixed key order, for output that scripts read and
/// that stays byte-stable between runs (Foundation's encoders do not promise key order
/// for nested dictionaries, nor a particular escaping of `/`).
public struct JSONText: Sendable {
    /// The JSON written so far, as UTF-8 bytes.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty builder.
    public init() {}

    /// The JSON written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Returns the bytes written so far and empties the buffer, keeping its capacity, so that
    /// a large document can be written out in pieces as it is built.
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// Makes room for `count` bytes in all, so that a large document does not regrow (and
    /// copy) its buffer as it is written.
    public mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Appends raw JSON punctuation or an already-encoded value.
    public mutating func raw(_ text: String) {
        // As one run of bytes: appending a `String.UTF8View` goes through it a piece at a time.
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `"key":`.
    public mutating func key(_ key: String) {
        string(key)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Appends a JSON string literal, escaping quotes, backslashes and control characters.
    public mutating func string(_ value: String) {
        appendJSONStringLiteral(value, to: &bytes) { byte, bytes in
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            default: appendUnicodeEscape(of: byte, to: &bytes)
            }
        }
    }

    /// Appends a number, its digits put together on the stack and appended at once (no
    /// string in between: a dump writes a line number for every entry).
    public mutating func number(_ value: Int) {
        // Int.min takes 19 digits and its sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends `true` or `false`.
    public mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    /// Appends `null`.
    public mutating func null() {
        raw("null")
    }

    /// Appends an object whose members the closure writes; call ``member(_:_:)`` inside.
    public mutating func object(_ body: (inout ObjectWriter) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        // Move the buffer into the writer and back, so appends never copy it.
        var writer = ObjectWriter()
        swap(&writer.json, &self)
        body(&writer)
        swap(&writer.json, &self)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Appends an array of elements, each written by `element`.
    public mutating func array<S: Sequence>(_ elements: S, separator: String = ",",
                                            _ element: (inout JSONText, S.Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for item in elements {
            if !first { raw(separator) }
            first = false
            element(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// A member name as ``key(_:)`` writes it, `"name":`, encoded once: for names a writer
    /// uses over and over (a dump writes the same few for every entry), appending the encoded
    /// bytes costs a fraction of encoding the name again.
    public struct Name: Sendable {
        fileprivate let encoded: [UInt8]

        /// Encodes a member name.
        public init(_ name: String) {
            var json = JSONText()
            json.key(name)
            encoded = json.bytes
        }
    }

    /// Writes the members of one object, adding commas between them.
    public struct ObjectWriter {
        fileprivate var json = JSONText()
        private var count = 0

        fileprivate init() {}

        /// Writes `"name":` followed by what `value` writes.
        public mutating func member(_ name: String, _ value: (inout JSONText) -> Void) {
            separate()
            json.key(name)
            value(&json)
        }

        /// Writes an encoded member name followed by what `value` writes.
        public mutating func member(_ name: Name, _ value: (inout JSONText) -> Void) {
            separate()
            json.bytes.append(contentsOf: name.encoded)
            value(&json)
        }

        /// The comma before every member but the first.
        private mutating func separate() {
            if count > 0 { json.bytes.append(UInt8(ascii: ",")) }
            count += 1
        }

        /// Writes `"name":"value"`.
        public mutating func member(_ name: String, string value: String) {
            member(name) { $0.string(value) }
        }

        /// Writes `"name":value`.
        public mutating func member(_ name: String, number value: Int) {
            member(name) { $0.number(value) }
        }

        /// Writes `"name":true|false`.
        public mutating func member(_ name: String, bool value: Bool) {
            member(name) { $0.bool(value) }
        }
    }
}
