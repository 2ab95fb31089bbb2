import AppleResources
import LocalizedStrings
import Testing

@Suite("StringsFileWriter")
struct StringsFileWriterTests {
    @Test("Layout: comment, pair, blank line; only what must be escaped is escaped")
    func layout() {
        let table = StringTable(path: "Localizable.strings", format: .strings, entries: [
            Entry(key: "greeting", value: .text("Hello, %@!"), comment: "Home screen"),
            Entry(key: "quote \"x\"", value: .text("back\\slash\nnew\ttab é 😀 'single'")),
        ])
        #expect(StringsFileWriter().document(for: table).text == #"""
            /* Home screen */
            "greeting" = "Hello, %@!";

            "quote \"x\"" = "back\\slash\nnew\ttab é 😀 'single'";

            """#)
    }

    @Test("UTF-8 by default; UTF-16 on request; an existing file's encoding is kept")
    func encodings() {
        let table = StringTable(path: "a.strings", format: .strings, entries: [Entry(key: "a", value: .text("é"))])
        #expect(StringsFileWriter().data(for: table).bytes == Array("\"a\" = \"é\";\n".utf8))
        #expect(StringsFileWriter(encoding: .utf8WithBOM).data(for: table).bytes == [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"é\";\n".utf8))
        let utf16 = StringsFileWriter(encoding: .utf16LittleEndian).data(for: table).bytes
        #expect(Array(utf16.prefix(4)) == [0xFF, 0xFE, UInt8(ascii: "\""), 0])
        var read = StringsFileReader().read(bytes: utf16, path: "a.strings").table
        #expect(read.details[StringsFileDetails.self]?.encoding == .utf16LittleEndian)
        read.entries[0].value = .text("changed")
        #expect(StringsFileWriter().data(for: read).bytes.starts(with: [0xFF, 0xFE]))
        #expect(StringsFileWriter(encoding: .utf8).data(for: read).bytes.first == UInt8(ascii: "\""))
    }

    @Test("Plurals cannot go into a .strings file and are reported")
    func pluralsAreReported() {
        let table = StringTable(path: "a.strings", format: .strings, entries: [
            Entry(key: "p", value: .plural(PluralForms([.init(category: .other, value: .text("x"))])))])
        let document = StringsFileWriter().document(for: table)
        #expect(document.text.isEmpty)
        #expect(document.diagnostics.map(\.id) == [AppleDiagnosticID.nonStringValue])
    }

    @Test("Control characters and a comment's '*/' are written safely")
    func controlCharacters() {
        let table = StringTable(path: "a.strings", format: .strings, entries: [
            Entry(key: "c", value: .text("bell\u{7}nul\u{0}esc\u{1B}del\u{7F}"), comment: "ends */ early")])
        let document = StringsFileWriter().document(for: table)
        #expect(document.text == "/* ends * / early */\n\"c\" = \"bell\\U0007nul\\U0000esc\\U001Bdel\\U007F\";\n")
        let reread = StringsFileReader().read(bytes: Array(document.text.utf8), path: "a.strings")
        #expect(reread.table.entries.first?.value == .text("bell\u{7}nul\u{0}esc\u{1B}del\u{7F}"))
    }
}
