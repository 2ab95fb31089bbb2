import LocalizedStrings
import Testing

/// A reader places its entries by walking the text from one to the next: every offset, asked
/// in increasing order (or not), must get the location the index of lines gives.
@Suite("SourceLineCursor")
struct SourceLineCursorTests {
    static let texts = [
        "", "a", "\n", "\r", "\r\n", "\n\r", "a\nb\r\nc\rd\n\ne", "é\nü\r\n😀x\r\r\n\n", "\"k\" = \"v\";\r\n\r\n/* c */\n\"é\" = \"ü\";",
    ]

    @Test("Every offset in order gets SourceText's location", arguments: texts)
    func inOrder(_ text: String) {
        let bytes = Array(text.utf8)
        let index = SourceText(bytes: bytes, path: "f")
        var cursor = SourceLineCursor(bytes: bytes, path: "f")
        for offset in -1...(bytes.count + 1) {
            #expect(cursor.location(ofByte: offset) == index.location(ofByte: offset), "offset \(offset)")
        }
    }

    @Test("Offsets with gaps, and an earlier one again, get SourceText's location", arguments: texts)
    func skippingAndBack(_ text: String) {
        let bytes = Array(text.utf8)
        let index = SourceText(bytes: bytes, path: "f")
        var cursor = SourceLineCursor(bytes: bytes, path: "f")
        for offset in stride(from: 0, through: bytes.count, by: 3) + [1, bytes.count, 0, bytes.count / 2] {
            #expect(cursor.location(ofByte: offset) == index.location(ofByte: offset), "offset \(offset)")
        }
    }
}
