/// The characters an XML 1.0 document can hold: its `Char` production (§2.2) leaves out the
/// control characters below U+0020 but tab, line feed and carriage return, and U+FFFE and
/// U+FFFF. No escape brings them back (`&#12;` is not well-formed either), so a writer that
/// meets one must say so instead of writing a file that no XML parser reads — aapt2, libxml2
/// and Xcode's tools all stop at it.
///
///     XMLCharacters.firstUnwritable(in: "a\u{0C}b")   // U+000C
///     XMLCharacters.firstUnwritable(in: "tab\there")  // nil
public enum XMLCharacters {
    /// The first character of `text` that XML 1.0 cannot hold, or `nil` when it can hold all.
    public static func firstUnwritable(in text: String) -> Unicode.Scalar? {
        var text = text
        return text.withUTF8 { utf8 -> Unicode.Scalar? in
            for index in utf8.indices {
                let byte = utf8[index]
                let isControl = byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
                // U+FFFE and U+FFFF are EF BF BE and EF BF BF in UTF-8.
                let isNonCharacter = byte == 0xEF && index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE
                if isControl || isNonCharacter {
                    return String(decoding: UnsafeBufferPointer(rebasing: utf8[index..<min(index + 3, utf8.count)]), as: UTF8.self)
                        .unicodeScalars.first
                }
            }
            return nil
        }
    }

    /// Whether `text` is an XML 1.0 `Name` (§2.3, fifth edition, as libxml2 reads it): what an
    /// element or attribute may be named. A writer given a name from outside (a record kept
    /// in a comment) checks it, since `a="" b` written as a name is markup.
    public static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isNameStart(first) else { return false }
        return text.unicodeScalars.dropFirst().allSatisfy { isNameStart($0) || isNameContinuation($0) }
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF,
             0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
             0x10000...0xEFFFF:
            return true
        default:
            return false
        }
    }

    private static func isNameContinuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return false
        }
    }

    /// How a report names a character: `U+000C`.
    public static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
