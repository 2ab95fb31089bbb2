/// Text written into XML: the one escape that element content needs.
public enum XMLText {
    /// `&`, `<` and `>` as `&amp;`, `&lt;` and `&gt;`, as Foundation's XML property-list writer
    /// writes them and as HTML text needs; every other character stays as it is.
    ///
    ///     XMLText.escaped("a < b & c")   // "a &lt; b &amp; c"
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else {
            return text
        }
        return escaped(text, extra: [])
    }

    /// Element content for a reader that must get every character back: ``escaped(_:)`` and a
    /// carriage return as `&#13;` (a parser reads a literal one, or CR LF, as a line feed).
    public static func escapedKeepingCarriageReturns(_ text: String) -> String {
        escaped(text, extra: [0x0D])
    }

    /// A double-quoted attribute value: ``escapedKeepingCarriageReturns(_:)`` and `"`, tab and
    /// line feed (which a parser would read as spaces) as `&quot;`, `&#9;` and `&#10;`.
    public static func escapedAttribute(_ text: String) -> String {
        escaped(text, extra: [0x0D, 0x22, 0x09, 0x0A])
    }

    private static func escaped(_ text: String, extra: Set<UInt8>) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || extra.contains($0) }) else {
            return text
        }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\r" where extra.contains(0x0D): output += "&#13;"
            case "\"" where extra.contains(0x22): output += "&quot;"
            case "\t" where extra.contains(0x09): output += "&#9;"
            case "\n" where extra.contains(0x0A): output += "&#10;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Appends the text's UTF-8 bytes to `bytes`, escaped as ``escaped(_:)`` escapes it; runs
    /// without `&`, `<` or `>` (most text is one) are copied whole.
    public static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let replacement: StaticString
                switch utf8[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }
}
