import AppleResources
import LocalizedStrings
import Testing

/// A block of entries written once as a fragment and put after a table's own entries gives
/// the file the writer writes of the whole table: what lets many files share a gap fill's text.
@Suite("Writer fragments")
struct WriterFragmentTests {
    private let own = [
        Entry(key: "greeting", value: .text("Hello, %@!"), comment: "Home screen"),
        Entry(key: "quote", value: .text("say \"hi\"\tnow"), details: FormatDetails(StringsEntryDetails(leadingComments: "/* Section */"))),
    ]
    private let shared = [
        [Entry(key: "filled", value: .text("Unset"), comment: "StringBridge: {\"filled\":{\"from\":\"en\"}}")],
        [Entry(key: "also\u{7F}", value: .text("line\nbreak é"), details: FormatDetails(StringsEntryDetails(leadingComments: "// kept"))),
         Entry(key: "second", value: .text("two"))],
    ]

    private func whole(_ table: StringTable) -> StringTable {
        var whole = table
        whole.entries += shared.joined()
        return whole
    }

    @Test(".strings: own entries then fragments, in every encoding and with trailing comments, as the whole table",
          arguments: [nil, StringsFileEncoding.utf8WithBOM, .utf16LittleEndian, .utf16BigEndian])
    func stringsFile(encoding: StringsFileEncoding?) {
        var details = StringsFileDetails()
        details.trailingComments = "/* end */"
        for entries in [own, []] {
            for fileDetails in [FormatDetails(), FormatDetails(details)] {
                let table = StringTable(path: "fr.lproj/Localizable.strings", format: .strings, entries: entries, details: fileDetails)
                let writer = StringsFileWriter(encoding: encoding)
                let fragments = shared.map { writer.fragment(for: $0, path: table.path) }
                #expect(fragments.allSatisfy { $0.diagnostics.isEmpty })
                #expect(writer.data(for: table, followedBy: fragments.map(\.bytes)).bytes == writer.data(for: whole(table)).bytes)
            }
        }
    }

    @Test(".stringsdict: own entries then fragments as the whole table")
    func stringsDict() {
        let plural = Entry(key: "files", value: .variableFormat(VariableFormat(format: "%#@n@", variables: [
            PluralVariable(name: "n", valueType: "lld",
                                    forms: PluralForms([.init(category: .one, value: .text("%lld file")),
                                                        .init(category: .other, value: .text("%lld files & more"))]))])))
        var other = plural
        other.key = "others <b>"
        let table = StringTable(path: "fr.lproj/Localizable.stringsdict", format: .stringsdict, entries: [plural])
        let writer = StringsDictWriter()
        let fragment = writer.fragment(for: [other], path: table.path)
        var whole = table
        whole.entries.append(other)
        #expect(fragment.diagnostics.isEmpty)
        #expect(writer.documentBytes(for: table, followedBy: [fragment.bytes]).bytes == writer.documentBytes(for: whole).bytes)
        #expect(String(decoding: writer.documentBytes(for: whole).bytes, as: UTF8.self) == writer.document(for: whole).text)
    }

    @Test("A fragment that needs a warning reports it, so that its files are written whole")
    func fragmentReports() {
        let entries = [Entry(key: "a", value: .text("x"), comment: "ends */ early")]
        #expect(StringsFileWriter().fragment(for: entries, path: "a.strings").diagnostics.count == 1)
        let plural = [Entry(key: "p", value: .plural(PluralForms([.init(category: .other, value: .text("x"))])))]
        #expect(StringsFileWriter().fragment(for: plural, path: "a.strings").diagnostics.count == 1)
    }
}
