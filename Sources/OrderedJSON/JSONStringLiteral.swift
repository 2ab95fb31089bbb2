/// Appends `text` to `bytes` as a JSON string literal, in quotes: the quote, the backslash and
/// control characters as `escape` writes them (the layouts differ in which short escapes they
/// use), everything else as it is. Runs between escapes are copied whole; most strings are one.
func appendJSONStringLiteral(_ text: String, to bytes: inout [UInt8], escape: (UInt8, inout [UInt8]) -> Void) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
        var runStart = 0
        for index in utf8.indices {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            runStart = index + 1
            escape(byte, &bytes)
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
}

/// `\u00xx`, the escape of a control character that has no short one.
func appendUnicodeEscape(of byte: UInt8, to bytes: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
}
