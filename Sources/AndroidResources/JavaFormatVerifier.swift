import LocalizedStrings
import SystemSupport

/// aapt2's `VerifyJavaStringFormat`: a formatted string with more than one argument must
/// give every argument a position (`%1$s`), because translations may reorder them.
///
/// `%%` and `%n` are not arguments. `%<s` (reuse the previous argument) counts as
/// non-positional. A conversion letter among `D F K M W Z k m w y z` marks a
/// `Time.format()` pattern, which is accepted.
public enum JavaFormatVerifier {
    /// Whether aapt2 accepts the text as a format string.
    public static func isValid(_ text: String) -> Bool {
        // A string made by a reader is native and contiguous: its bytes are read in place.
        if let valid = text.utf8.withContiguousStorageIfAvailable({ isValid($0) }) { return valid }
        var text = text
        return text.withUTF8 { isValid($0) }
    }

    /// Whether aapt2 accepts the UTF-8 bytes as a format string.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Most text has no `%`: found (or not) with the C library's word-at-a-time search.
        guard bytes.firstIndex(of: UInt8(ascii: "%"), from: 0) != nil else { return true }
        var index = 0
        var argumentCount = 0
        var hasNonPositional = false
        let end = bytes.count
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        while index != end {
            if bytes[index] == UInt8(ascii: "%") && index + 1 < end {
                index += 1
                if bytes[index] == UInt8(ascii: "%") || bytes[index] == UInt8(ascii: "n") {
                    index += 1
                    continue
                }
                argumentCount += 1
                var digits = 0
                while index + digits < end && isDigit(bytes[index + digits]) { digits += 1 }
                if digits > 0 {
                    index += digits
                    if index != end && bytes[index] != UInt8(ascii: "$") { hasNonPositional = true }
                } else if bytes[index] == UInt8(ascii: "<") {
                    hasNonPositional = true
                    index += 1
                    if index != end && bytes[index] == UInt8(ascii: "$") { index += 1 }
                } else {
                    hasNonPositional = true
                }
                while index != end, Self.flagCharacters.contains(bytes[index]) || isDigit(bytes[index]) {
                    index += 1
                }
                if index != end && Self.timeFormatLetters.contains(bytes[index]) { return true }
            }
            if index != end { index += 1 }
        }
        return !(argumentCount > 1 && hasNonPositional)
    }

    private static let flagCharacters: Set<UInt8> = Set("-#+ ,(".utf8)
    private static let timeFormatLetters: Set<UInt8> = Set("DFKMWZkmwyz".utf8)
}
