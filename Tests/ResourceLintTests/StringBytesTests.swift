@testable import ResourceLint
import Testing

/// `containsBytes` jumps to candidate first bytes with memchr: it must say what a byte-by-byte
/// search of the UTF-8 says.
@Suite("Byte search in strings")
struct StringBytesTests {
    private func expected(_ needle: [UInt8], in text: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= text.count else { return false }
        return (0...(text.count - needle.count)).contains { Array(text[$0..<($0 + needle.count)]) == needle }
    }

    @Test("Finds a needle at the start, in the middle and at the end, and not one cut by the end, in ASCII and multi-byte text")
    func matchesByteSearch() {
        let texts = ["", "a", "...", "Wait..", "Wait...", "..x..", "Stra\u{FFFD}e", "\u{FFFD}", "ab\u{FFFD}", "%arg and %@", "<b>x</b>",
                     "日本語…", "e\u{301}", "%%", "x%"]
        let needles = ["...", "\u{FFFD}", "%arg", "<", "%", "x", "", "b>", "\u{301}", "語…", "...."]
        for text in texts {
            for needle in needles {
                #expect(text.containsBytes(needle) == expected(Array(needle.utf8), in: Array(text.utf8)), "\(needle) in \(text)")
            }
        }
    }
}
