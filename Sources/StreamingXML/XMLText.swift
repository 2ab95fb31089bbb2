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
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
