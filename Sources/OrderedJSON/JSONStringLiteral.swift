/// Appends `text` to `bytes` as a JSON string literal, in quotes: the quote, the backslash and
/// control characters as `escape` writes them (the layouts differ in which short escapes they
/// use), everything else as it is. Runs between escapes are copied whole; most strings are one.
func appendJSONStringLiteral(_ text: String, to bytes: inout [UInt8], escape: (UInt8, inout [UInt8]) -> Void) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
        var runStart = 0
        var index = 0
        while true {
            index = firstByteToEscape(in: utf8, from: index)
            guard index < utf8.count else { break }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            escape(utf8[index], &bytes)
            index += 1
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
}

/// The index of the first byte from `start` on that a JSON string cannot hold as it is (a
/// control character, `"` or `\`), or `utf8.count`.
private func firstByteToEscape(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    QuotedTextScan.firstByteToEscape(in: utf8, from: start, escapingDelete: false)
}

/// Finds the bytes of UTF-8 text that a double-quoted string literal must escape: control
/// characters, `"` and `\`, and DEL where the format escapes it (`.strings` files do, JSON
/// does not). Eight bytes are tested at a time: text is long and rarely needs an escape.
public enum QuotedTextScan {
    /// The index of the first byte from `start` on to escape, or `utf8.count`.
    public static func firstByteToEscape(in utf8: UnsafeBufferPointer<UInt8>, from start: Int, escapingDelete: Bool) -> Int {
        func needsEscape(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (escapingDelete && byte == 0x7F)
        }
        var index = start
        if let base = utf8.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            // DEL is tested as a second quote when it is not escaped.
            let delete = ones &* UInt64(escapingDelete ? 0x7F : UInt8(ascii: "\""))
            while index + 8 <= utf8.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                // A byte's high bit is set in a test when that byte is below 0x20, or is one of
                // the characters (its XOR with the character is zero, and zero minus one
                // borrows into the high bit); `& ~word` clears bytes of 0x80 and above, never
                // escaped. A borrow only runs on from a byte that tested true.
                let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
                let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
                let found = ((word &- ones &* 0x20) | (quote &- ones) | (backslash &- ones) | ((word ^ delete) &- ones)) & ~word & highBits
                if found != 0 { break }
                index += 8
            }
        }
        while index < utf8.count && !needsEscape(utf8[index]) { index += 1 }
        return index
    }
}

/// `\u00xx`, the escape of a control character that has no short one.
func appendUnicodeEscape(of byte: UInt8, to bytes: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
}
