import AndroidResources
import LocalizedStrings
import Testing

@Suite("AndroidStringsWriter")
struct AndroidStringsWriterTests {
    static func write(_ entries: [Entry]) -> String {
        AndroidStringsWriter().document(for: StringTable(path: "strings.xml", format: .android, entries: entries)).text
    }

    static func body(_ value: StyledText) -> String {
        let text = write([Entry(key: "k", value: .text(value))])
        let start = text.range(of: "<string name=\"k\">")!.upperBound
        let end = text.range(of: "</string>")!.lowerBound
        return String(text[start..<end])
    }

    /// Text → the element content the writer must emit, and why.
    static let encodings: [(text: String, xml: String)] = [
        ("plain", "plain"),
        ("It's", #"It\'s"#),
        (#"say "hi""#, #"say \"hi\""#),
        (#"back\slash"#, #"back\\slash"#),
        ("a\nb\tc", #"a\nb\tc"#),
        ("  leading", #""  leading""#),                // trimmed by aapt2 unless quoted
        ("trailing ", #""trailing ""#),
        ("two  spaces", #""two  spaces""#),            // collapsed unless quoted
        ("quoted 'ok'  here", #""quoted 'ok'  here""#), // apostrophes need no escape in quotes
        ("@string/x", #"\@string/x"#),                 // would be a reference
        ("?attr", #"\?attr"#),
        ("a@b", "a@b"),
        ("<b>&amp;", "&lt;b>&amp;amp;"),
        ("]]>", "]]&gt;"),
        ("\u{600}]]>", "\u{600}]]&gt;"),              // ]]> ends CDATA in the bytes, even where U+0600 joins the ]
        ("no\u{A0}break", #"no\u00A0break"#),          // invisible characters made visible
        ("\u{1}", #"\u0001"#),
        ("😀", "😀"),
        ("", ""),
    ]

    @Test("Text is escaped so that aapt2 reads it back unchanged", arguments: encodings.indices)
    func textEncoding(_ index: Int) {
        let row = Self.encodings[index]
        #expect(Self.body(StyledText(row.text)) == row.xml)
        let reread = readAndroid(Self.write([Entry(key: "k", value: .text(StyledText(row.text)))]))
        #expect(reread.table.entries.first?.value == .text(StyledText(row.text)), "\(row.text)")
    }

    @Test("Spans nest; empty spans are self-closing; whitespace at span edges is kept")
    func spans() {
        let styled = StyledText(" My  favorite string ", spans: [
            Span(name: "b", first: 0, last: 20),
            Span(name: "i", attributes: [Attribute(name: "class", value: "x\"y")], first: 3, last: 12),
            Span(name: "br", first: 21, last: 20),
        ])
        #expect(Self.body(styled) == #"<b> My<i class="x&quot;y">"  favorite"</i> string </b><br/>"#)
        #expect(readAndroid(Self.write([Entry(key: "k", value: .text(styled))])).table.entries.first?.value == .text(styled))
    }

    @Test("xliff:g sections are written back with their attributes")
    func xliff() {
        let styled = StyledText("There are %1$d apples", protectedRanges: [
            ProtectedRange(start: 10, end: 14, attributes: [Attribute(name: "id", value: "count")])])
        let text = Self.write([Entry(key: "k", value: .text(styled))])
        #expect(text.contains(#"xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2""#))
        #expect(text.contains(#"There are <xliff:g id="count">%1$d</xliff:g> apples"#))
        #expect(readAndroid(text).table.entries.first?.value == .text(styled))
    }

    @Test("Document layout: declaration, comments, attributes, plurals and arrays")
    func layout() {
        let text = Self.write([
            Entry(key: "title", value: .text("Title"), comment: "Shown on top", isTranslatable: false,
                  details: FormatDetails(AndroidEntryDetails(attributes: [Attribute(name: "tools:ignore", value: "Typos")]))),
            Entry(key: "votes", value: .plural(PluralForms([
                .init(category: .one, value: .text("%d vote")), .init(category: .other, value: .text("%d votes"))]))),
            Entry(key: "planets", value: .array([.text("Mercury"), .reference(ResourceReference(kind: .resource, type: "string", name: "earth"))])),
        ])
        #expect(text == """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:tools="http://schemas.android.com/tools">
                <!-- Shown on top -->
                <string name="title" translatable="false" tools:ignore="Typos">Title</string>
                <plurals name="votes">
                    <item quantity="one">%d vote</item>
                    <item quantity="other">%d votes</item>
                </plurals>
                <string-array name="planets">
                    <item>Mercury</item>
                    <item>@string/earth</item>
                </string-array>
            </resources>

            """)
    }

    @Test("A comment containing -- is written as '- -' with a warning")
    func commentWithDoubleHyphen() {
        let table = StringTable(path: "s.xml", format: .android, entries: [Entry(key: "k", value: .text("x"), comment: "a -- b")])
        let document = AndroidStringsWriter().document(for: table)
        #expect(document.text.contains("<!-- a - - b -->"))
        #expect(document.diagnostics.map(\.id) == [AndroidDiagnosticID.commentNotRepresentable])
    }
}
