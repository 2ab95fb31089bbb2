/// What the moko-resources generator makes of a string's text, step by step
/// (`resources-generator/.../utils/StringExt.kt`, see `docs/kotlin-multiplatform.md`).
///
/// The generator reads an element's DOM text content, then:
///
/// 1. ``joiningLines(_:)`` (unless `moko.resources.strictLineBreaks=true`): every run of
///    whitespace that holds a line break becomes one space (the file's indentation), then
///    `\n` becomes a line feed;
/// 2. ``removingAndroidEscapes(_:)``: `\'`, `\"`, `\?` and `\@` lose their backslash (for
///    plurals this step comes first);
/// 3. for the Apple platforms, XML entities are decoded once more (``unescapingXML(_:)``),
///    and the text is written into `Localizable.strings` as a JSON string, which Foundation
///    reads back (``appleText(ofJSONEscaped:)``).
///
/// Android gets the text of step 2 written into a `values*/` file of its own
/// (``androidElementContent(_:)``), which aapt2 compiles with its own rules.
public enum MokoText {
    /// The text iOS shows for a `<string>`'s text content.
    public static func stringText(_ textContent: String, strictLineBreaks: Bool = false) -> String {
        appleText(ofJSONEscaped: unescapingXML(removingAndroidEscapes(lines(textContent, strict: strictLineBreaks))))
    }

    /// The text iOS shows for a plural `<item>`'s text content (the Android escapes go first).
    public static func pluralItemText(_ textContent: String, strictLineBreaks: Bool = false) -> String {
        appleText(ofJSONEscaped: unescapingXML(lines(removingAndroidEscapes(textContent), strict: strictLineBreaks)))
    }

    /// The text of step 1 for a `<string>`, before the Android escapes are removed: what both
    /// platforms' outputs start from is ``removingAndroidEscapes(_:)`` of it.
    public static func sharedText(_ textContent: String, isPluralItem: Bool, strictLineBreaks: Bool = false) -> String {
        isPluralItem ? lines(removingAndroidEscapes(textContent), strict: strictLineBreaks)
            : removingAndroidEscapes(lines(textContent, strict: strictLineBreaks))
    }

    private static func lines(_ text: String, strict: Bool) -> String {
        (strict ? text : joiningLines(text)).replacing("\\n", with: "\n")
    }

    /// `removeLineWraps`: `Regex("\\s*\n\\s*")` replaced by one space, where `\s` is Java's
    /// ASCII whitespace (space, tab, line feed, vertical tab, form feed, carriage return).
    static func joiningLines(_ text: String) -> String {
        guard text.utf8.contains(0x0A) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard isJavaSpace(bytes[index]) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isJavaSpace(bytes[end]) { end += 1 }
            if bytes[index..<end].contains(0x0A) {
                output.append(UInt8(ascii: " "))
            } else {
                output.append(contentsOf: bytes[index..<end])
            }
            index = end
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func isJavaSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// `removeAndroidMirroringFormat`: `\'` → `'`, then `\"` → `"`, then `\?` → `?`, then
    /// `\@` → `@`, each replacement over the whole text in turn.
    public static func removingAndroidEscapes(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        return text.replacing("\\'", with: "'").replacing("\\\"", with: "\"").replacing("\\?", with: "?").replacing("\\@", with: "@")
    }

    /// Apache Commons Text's `StringEscapeUtils.unescapeXml`, left to right in one pass:
    /// `&quot; &amp; &lt; &gt; &apos;`, and `&#…;` or `&#x…;` (the semicolon required).
    public static func unescapingXML(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let units = Array(text.utf16)
        var output: [UInt16] = []
        output.reserveCapacity(units.count)
        var index = 0
        outer: while index < units.count {
            guard units[index] == 0x26 else {
                output.append(units[index])
                index += 1
                continue
            }
            for (entity, value) in namedEntities where units[index...].starts(with: entity.utf16) {
                output.append(value)
                index += entity.utf16.count
                continue outer
            }
            if let (scalar, length) = numericEntity(in: units, at: index) {
                output.append(contentsOf: String(scalar).utf16)
                index += length
                continue
            }
            output.append(units[index])
            index += 1
        }
        return String(decoding: output, as: UTF16.self)
    }

    /// Whether ``unescapingXML(_:)`` decodes an entity at the start of `text`.
    static func startsEntity(_ text: String) -> Bool {
        guard text.hasPrefix("&") else { return false }
        return namedEntities.contains { text.hasPrefix($0.entity) } || numericEntity(in: Array(text.utf16), at: 0) != nil
    }

    private static let namedEntities: [(entity: String, value: UInt16)] = [
        ("&quot;", 0x22), ("&amp;", 0x26), ("&lt;", 0x3C), ("&gt;", 0x3E), ("&apos;", 0x27),
    ]

    /// The character of `&#…;` at `index`, and the entity's length: `NumericEntityUnescaper`
    /// with its default option, a semicolon required; a number it cannot parse is no entity.
    private static func numericEntity(in units: [UInt16], at index: Int) -> (Unicode.Scalar, Int)? {
        guard index + 2 < units.count, units[index + 1] == 0x23 else { return nil }
        var start = index + 2
        let isHex = units[start] == 0x78 || units[start] == 0x58
        if isHex { start += 1 }
        var end = start
        while end < units.count, units[end] < 0x80,
              let digit = Character(Unicode.Scalar(UInt8(units[end]))).hexDigitValue, isHex || digit < 10 { end += 1 }
        guard end > start, end < units.count, units[end] == 0x3B,
              let value = UInt32(String(decoding: units[start..<end], as: UTF16.self), radix: isHex ? 16 : 10),
              let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, end + 1 - index)
    }

    /// What Foundation reads back from the JSON string moko writes into `Localizable.strings`
    /// (`JsonPrimitive(value).toString()`): the text itself, except control characters other
    /// than backspace, tab, line feed, form feed and carriage return, which JSON writes `\u00XX`
    /// and Foundation's parser, knowing only `\U`, reads as the letters `u00XX`.
    public static func appleText(ofJSONEscaped text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 && ![0x08, 0x09, 0x0A, 0x0C, 0x0D].contains($0.value) }) else {
            return text
        }
        var output = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 && ![0x08, 0x09, 0x0A, 0x0C, 0x0D].contains(scalar.value) {
                let digits = String(scalar.value, radix: 16)
                output += "u" + String(repeating: "0", count: 4 - digits.count) + digits
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `convertXmlStringToAndroidLocalization`: the element content moko writes into its
    /// generated Android `values*/multiplatform_strings.xml` for a text of step 2: entities
    /// decoded once more, line feeds as `\n`, `StringEscapeUtils.escapeXml11`, a backslash
    /// before a leading `@` or `?`, and `\` before `&quot;` and `&apos;`.
    public static func androidElementContent(_ text: String) -> String {
        let decoded = unescapingXML(text).replacing("\n", with: "\\n")
        var escaped = ""
        for scalar in decoded.unicodeScalars {
            switch scalar.value {
            case 0x22: escaped += "&quot;"
            case 0x26: escaped += "&amp;"
            case 0x3C: escaped += "&lt;"
            case 0x3E: escaped += "&gt;"
            case 0x27: escaped += "&apos;"
            case 0x00, 0xFFFE, 0xFFFF: break
            case 0x0B, 0x0C, 0x01...0x08, 0x0E...0x1F, 0x7F...0x84, 0x86...0x9F: escaped += "&#\(scalar.value);"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        if escaped.hasPrefix("@") || escaped.hasPrefix("?") { escaped = "\\" + escaped }
        return escaped.replacing("&quot;", with: "\\&quot;").replacing("&apos;", with: "\\&apos;")
    }
}
