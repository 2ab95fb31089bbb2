/// Android resource names: which Apple keys can be used as they are, and stable names for
/// the ones that cannot.
package enum AndroidResourceName {
    /// Java keywords, which aapt2 accepts but the generated `R` class cannot hold.
    private static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null",
    ]

    /// Whether `key` can be an Android resource name as it is: an ASCII letter or `_`, then
    /// letters, digits, `_` and `.`; not a Java keyword.
    static func isValid(_ key: String) -> Bool {
        guard let first = key.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
        guard key.utf8.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }) else {
            return false
        }
        return !key.hasSuffix(".") && !javaKeywords.contains(key)
    }

    /// The field of the generated `R` class a name becomes: aapt2 writes `.` as `_`, so
    /// `a.b` and `a_b` are one field.
    static func field(of name: String) -> String {
        // Most names have no dot: Foundation's replacing would copy them through NSString.
        name.utf8.contains(UInt8(ascii: ".")) ? name.replacingOccurrences(of: ".", with: "_") : name
    }

    /// A valid name for `key` that depends only on the key: its letters and digits (others
    /// become `_`), at most 40 characters, then `_` and eight hex digits of the key's
    /// FNV-1a hash, so that different keys get different names. `Hello, %@!` becomes
    /// `Hello_198a0771`.
    static func generated(for key: String) -> String {
        var stem = ""
        var lastWasUnderscore = false
        for byte in key.utf8 where stem.utf8.count < 40 {
            if isLetter(byte) || isDigit(byte) {
                stem.append(Character(Unicode.Scalar(byte)))
                lastWasUnderscore = false
            } else if !lastWasUnderscore && !stem.isEmpty {
                stem.append("_")
                lastWasUnderscore = true
            }
        }
        while stem.hasSuffix("_") { stem.removeLast() }
        if stem.isEmpty || isDigit(stem.utf8.first!) { stem = "s" + (stem.isEmpty ? "" : "_" + stem) }
        let hash = fnv1a(key)
        let hex = String(hash, radix: 16)
        return stem + "_" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// The name of the values file for an Apple table other than the main one: the table's
    /// name when it is letters, digits and `_`, otherwise a generated one (aapt2 rejects a
    /// `.` before the extension, as in `QSAction.name.xml`). `sb:table` keeps the table name.
    static func fileName(forTable table: String) -> String {
        let plain = !table.isEmpty && table.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
        return (plain ? table : generated(for: table)) + ".xml"
    }

    /// 32-bit FNV-1a of the UTF-8 bytes.
    package static func fnv1a(_ text: String) -> UInt32 {
        var hash: UInt32 = 2166136261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16777619
        }
        return hash
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
