import ResourceLint
import Testing

/// `SourceFile.find` jumps to each candidate first byte with memchr: it must find what a
/// byte-by-byte search finds, within `from` and `limit`.
@Suite("Source file search")
struct SourceFileTests {
    /// The first occurrence the slow way.
    private func expected(_ needle: [UInt8], in bytes: [UInt8], from start: Int, limit: Int) -> Int? {
        let end = min(limit, bytes.count)
        guard !needle.isEmpty, start >= 0, needle.count <= end - start else { return nil }
        return (start...(end - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }

    @Test("Finds what a byte-by-byte search finds: at the start, at the end, across partial matches and at the limit")
    func findMatchesByteSearch() {
        let text = Array("<string name=\"a\">\u{FEFF}x</string>\u{FEFF}<<b>b</b>ab\u{FEFF}".utf8)
        let file = SourceFile(path: "strings.xml", data: text)
        let needles: [[UInt8]] = [[0xEF, 0xBB, 0xBF], Array("<b>".utf8), Array("<".utf8), Array("ab".utf8),
                                  Array("string".utf8), Array("zz".utf8), [0xEF, 0xBB], text]
        for needle in needles {
            for start in 0...text.count {
                for limit in [text.count, text.count - 1, start + needle.count, start + needle.count - 1, start] {
                    #expect(file.find(needle, from: start, limit: limit) == expected(needle, in: text, from: start, limit: limit),
                            "\(needle) from \(start) to \(limit)")
                }
            }
        }
        #expect(file.find([0xEF, 0xBB, 0xBF], from: 0) == 17)
    }
}
