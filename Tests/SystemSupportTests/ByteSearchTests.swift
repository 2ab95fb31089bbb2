import SystemSupport
import Testing
import TestSupport

/// The byte searches the readers and the converter use in their loops agree with looking at
/// every byte.
@Suite("Byte search")
struct ByteSearchTests {
    @Test("A word contains a byte exactly when one of its eight bytes is that byte")
    func wordContainsByte() {
        // Words of bytes near the ones the scans look for, next to them and at both ends of the
        // range (the trick borrows across bytes: 0x00, 0x01, 0x80 and 0xFF test it).
        let values: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x20, 0x7F, 0x80, 0x8A, 0xFE, 0xFF]
        var generator = SeededRandomNumberGenerator(defaultSeed: 0x5EED_0001)
        for _ in 0..<5_000 {
            let bytes = (0..<8).map { _ in values.randomElement(using: &generator)! }
            let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
            for byte in values {
                #expect(word.containsByte(byte) == bytes.contains(byte), "\(bytes) \(byte), \(generator)")
            }
        }
    }

    @Test("firstIndex(of:from:) finds what a walk from the start offset finds")
    func firstIndexFrom() {
        let bytes = Array("a%b%%c\n%".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0...bytes.count + 1 {
                for byte in [UInt8(ascii: "%"), UInt8(ascii: "\n"), UInt8(ascii: "z")] {
                    let walked = start < bytes.count ? bytes[start...].firstIndex(of: byte) : nil
                    #expect(buffer.firstIndex(of: byte, from: start) == walked, "\(start) \(byte)")
                }
            }
        }
        #expect(UnsafeBufferPointer<UInt8>(start: nil, count: 0).firstIndex(of: 0, from: 0) == nil)
    }

    @Test("String.containsByte says what the UTF-8 view says, in ASCII, multi-byte and empty text")
    func stringContainsByte() {
        for text in ["", "a", "%", "50 %", "<b>x</b>", "Stra\u{FFFD}e", "日本語…", "e\u{301}", String(repeating: "x", count: 40) + "%"] {
            for byte: UInt8 in [0x25, 0x3C, 0x2E, 0xBF, 0xCC, 0x00] {
                #expect(text.containsByte(byte) == text.utf8.contains(byte), "\(byte) in \(text)")
            }
        }
    }

    @Test("String.containsUTF8 finds a text's bytes where a search of every offset finds them, seeded")
    func stringContainsUTF8() {
        // Texts of few letters, so that needles are often found, nearly found (a first byte
        // whose rest differs, a match cut at the end) and not found; multi-byte letters too.
        let letters = ["a", "b", "\"", "{", "}", "é", "日"]
        var generator = SeededRandomNumberGenerator(defaultSeed: 0x5EED_0002)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in letters.randomElement(using: &generator)! }.joined()
            let needle = (0..<Int.random(in: 0...3, using: &generator)).map { _ in letters.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8), wanted = Array(needle.utf8)
            let searched = wanted.isEmpty || (bytes.count >= wanted.count
                && (0...bytes.count - wanted.count).contains { Array(bytes[$0..<$0 + wanted.count]) == wanted })
            #expect(text.containsUTF8(needle) == searched, "\(needle) in \(text), \(generator)")
        }
        #expect("{\"filled\":{}}".containsUTF8("\"filled\""))
        #expect(!"{\"fill\":{}}".containsUTF8("\"filled\""))
    }
}
