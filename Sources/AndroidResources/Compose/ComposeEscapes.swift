/// The escapes of Compose Multiplatform string resources: what the Compose Gradle plugin's
/// `handleSpecialCharacters` makes of an element's text (`PrepareComposeResources.kt`, see
/// `docs/kotlin-multiplatform.md`).
///
/// Only four escapes exist: `\n`, `\t`, `\uXXXX` (exactly four hexadecimal digits) and `\\`.
/// Everything else, `\'` and `\"` among them, is text, backslash included; quotes are text;
/// whitespace is kept as written. The plugin works in two passes over the UTF-16 text, which
/// this follows exactly:
///
/// 1. Left to right, each `\uXXXX`, `\n` or `\t` becomes its character, unless the backslash
///    before it ends a `\\` (the pairs counted left to right, without overlap, in the text as
///    written): `\\n` stays `\\n`.
/// 2. Then every `\\` of the result, left to right, becomes `\` (a `\u005C` from pass 1
///    counts: `\u005C\u005C` gives one backslash).
///
/// A `\u` escape of half a surrogate pair makes a character only with the other half next to
/// it; alone it becomes U+FFFD, as Kotlin's `encodeToByteArray` writes it.
public enum ComposeEscapes {
    /// The text the Compose runtime returns for an element whose text content is `text`.
    public static func decode(_ text: String) -> String {
        // Most strings have no backslash: their text is their value.
        guard text.utf8.contains(backslashByte) else { return text }
        let units = Array(text.utf16)
        let pairStarts = backslashPairStarts(in: units)
        var firstPass: [UInt16] = []
        firstPass.reserveCapacity(units.count)
        var index = 0
        while index < units.count {
            guard units[index] == backslash, index + 1 < units.count else {
                firstPass.append(units[index])
                index += 1
                continue
            }
            let length: Int
            let replacement: UInt16
            switch units[index + 1] {
            case letterN:
                (length, replacement) = (2, 0x0A)
            case letterT:
                (length, replacement) = (2, 0x09)
            case letterU:
                guard let value = hexValue(of: units, from: index + 2) else {
                    firstPass.append(units[index])
                    index += 1
                    continue
                }
                (length, replacement) = (6, value)
            default:
                firstPass.append(units[index])
                index += 1
                continue
            }
            if pairStarts.contains(index - 1) {
                firstPass.append(contentsOf: units[index..<(index + length)])
            } else {
                firstPass.append(replacement)
            }
            index += length
        }
        var secondPass: [UInt16] = []
        secondPass.reserveCapacity(firstPass.count)
        index = 0
        while index < firstPass.count {
            secondPass.append(firstPass[index])
            index += firstPass[index] == backslash && index + 1 < firstPass.count && firstPass[index + 1] == backslash ? 2 : 1
        }
        // Decoding UTF-16 replaces a lone surrogate with U+FFFD, as Kotlin encodes it.
        return String(decoding: secondPass, as: UTF16.self)
    }

    /// The text an element must hold for ``decode(_:)`` to give `value` (before XML escapes).
    ///
    /// A line feed is written `\n` and a tab `\t`; other control and invisible characters
    /// (``Unicode/Scalar/isInvisibleOrControl``) `\uXXXX`, so that a reader of the file sees
    /// them (and XML, which cannot hold most controls, never does). A backslash is doubled where
    /// the plugin would take it for the start of an escape: in a run of two or more, or before
    /// `n`, `t`, `u` and four hexadecimal digits, or before one of the escapes written here;
    /// elsewhere (`C:\Users`) it stays single, as people write it.
    public static func encode(_ value: String) -> String {
        // Each character as the text it is written as; an escape starts with a backslash.
        var pieces: [String] = []
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\n": pieces.append("\\n")
            case "\t": pieces.append("\\t")
            case _ where scalar.isInvisibleOrControl || scalar == "\u{FFFD}":
                pieces.append(String(scalar).utf16.map { "\\u" + hex4($0) }.joined())
            default: pieces.append(String(scalar))
            }
        }
        var output = ""
        var index = 0
        while index < pieces.count {
            guard pieces[index] == "\\" else {
                output += pieces[index]
                index += 1
                continue
            }
            var end = index
            while end < pieces.count, pieces[end] == "\\" { end += 1 }
            let run = end - index
            let rest = pieces[end...].prefix(5).joined()
            let startsEscape = rest.hasPrefix("\\") || rest.hasPrefix("n") || rest.hasPrefix("t")
                || (rest.hasPrefix("u") && rest.count >= 5 && rest.dropFirst().prefix(4).allSatisfy(\.isHexDigit))
            output += String(repeating: "\\", count: run >= 2 || startsEscape ? 2 * run : run)
            index = end
        }
        return output
    }

    private static func hex4(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    // MARK: - Helpers

    private static let backslashByte = UInt8(ascii: "\\")
    private static let backslash = UInt16(UInt8(ascii: "\\"))
    private static let letterN = UInt16(UInt8(ascii: "n"))
    private static let letterT = UInt16(UInt8(ascii: "t"))
    private static let letterU = UInt16(UInt8(ascii: "u"))

    /// Where the `\\` pairs of the text start, found left to right without overlap.
    private static func backslashPairStarts(in units: [UInt16]) -> Set<Int> {
        var starts: Set<Int> = []
        var index = 0
        while index + 1 < units.count {
            if units[index] == backslash && units[index + 1] == backslash {
                starts.insert(index)
                index += 2
            } else {
                index += 1
            }
        }
        return starts
    }

    /// The value of the four hexadecimal digits (ASCII, either case) at `start`, if there are four.
    private static func hexValue(of units: [UInt16], from start: Int) -> UInt16? {
        guard start + 4 <= units.count else { return nil }
        var value: UInt16 = 0
        for unit in units[start..<(start + 4)] {
            guard unit < 0x80, let digit = Character(Unicode.Scalar(UInt8(unit))).hexDigitValue else { return nil }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
