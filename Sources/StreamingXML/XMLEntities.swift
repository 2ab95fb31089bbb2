/// XML's predefined and numeric character references, as text in attribute values and in
/// markup kept as text holds them.
public enum XMLEntities {
    /// Decodes `&lt; &gt; &amp; &quot; &apos; &#NN; &#xNN;`; anything else stays as it is.
    public static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.prefix(10).firstIndex(of: ";") else {
                output += "&"
                rest = after
                continue
            }
            let name = after[..<semicolon]
            var decoded: String?
            switch name {
            case "lt": decoded = "<"
            case "gt": decoded = ">"
            case "amp": decoded = "&"
            case "quot": decoded = "\""
            case "apos": decoded = "'"
            default:
                if name.hasPrefix("#x") || name.hasPrefix("#X"), let value = UInt32(name.dropFirst(2), radix: 16),
                   let scalar = Unicode.Scalar(value) {
                    decoded = String(scalar)
                } else if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
                    decoded = String(scalar)
                }
            }
            if let decoded {
                output += decoded
                rest = after[after.index(after: semicolon)...]
            } else {
                output += "&"
                rest = after
            }
        }
        return output + rest
    }
}
