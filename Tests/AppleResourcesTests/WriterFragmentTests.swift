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

/// A String Catalog of languages that share blocks of entries is the catalog of their whole
/// tables, each shared localization written once and copied.
@Suite("String Catalog with shared entries")
struct CatalogSharedEntriesTests {
    @Test("Shared blocks, in several languages and keys, give the catalog of the whole tables")
    func sameCatalog() {
        let fill = SharedEntries([Entry(key: "b", value: .text("Bee"), comment: "Key comment", state: .new),
                                  Entry(key: "c", value: .text("See \"it\""), state: .new)], format: .xcstrings)
        let other = SharedEntries([Entry(key: "d", value: .text("Dee"), state: .new)], format: .xcstrings)
        let plural = SharedEntries([Entry(key: "p", value: .plural(PluralForms([.init(category: .one, value: .text("one")),
                                                                                 .init(category: .other, value: .text("other"))])))],
                                   format: .xcstrings)
        func language(_ tag: String, _ own: [Entry], _ shared: [SharedEntries]) -> TableWithSharedEntries {
            TableWithSharedEntries(StringTable(path: "Localizable.xcstrings", format: .xcstrings, locale: LanguageTag(tag)!, entries: own),
                                   shared: shared)
        }
        let languages = [language("en", [Entry(key: "a", value: .text("A")), Entry(key: "b", value: .text("B"))], [other]),
                         language("fr", [Entry(key: "a", value: .text("A fr"))], [fill, plural]),
                         language("de", [], [fill, other, plural]),
                         language("ar", [Entry(key: "z", value: .text("Zed"))], [plural, fill])]
        let writer = StringCatalogWriter()
        let shared = writer.documentBytes(for: languages, sourceLanguage: LanguageTag(language: "en"))
        let whole = writer.documentBytes(for: languages.map(\.materialized), sourceLanguage: LanguageTag(language: "en"))
        #expect(shared.bytes == whole.bytes)
        #expect(shared.diagnostics == whole.diagnostics)
    }
    @Test("A catalog written a piece at a time is its whole text, in pieces of about a thousand localizations")
    func catalogInPieces() throws {
        // 300 languages of 20 keys: runs of 3 keys, each its own piece.
        let languages = (0..<300).map { number in
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            let tag = LanguageTag(language: "q" + String(letters[number / 26]) + String(letters[number % 26]))
            return TableWithSharedEntries(StringTable(path: "Localizable.xcstrings", format: .xcstrings, locale: tag,
                                                      entries: (0..<20).map { Entry(key: "key \($0)", value: .text(StyledText("text \($0) in \(number)"))) }))
        }
        let writer = StringCatalogWriter()
        let document = writer.document(for: languages, sourceLanguage: languages[0].table.locale, settingApart: nil)
        var pieces: [[UInt8]] = []
        document.write { pieces.append($0) }
        let whole = writer.documentBytes(for: languages.map(\.materialized), sourceLanguage: languages[0].table.locale)
        #expect(pieces.flatMap { $0 } == whole.bytes)
        #expect(document.bytes == whole.bytes)
        #expect(pieces.filter { !$0.isEmpty }.count >= 7)
        #expect(pieces.allSatisfy { $0.count < whole.bytes.count / 4 })
    }
}
