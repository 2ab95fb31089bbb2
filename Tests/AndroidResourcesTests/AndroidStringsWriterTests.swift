import AndroidResources
import LocalizedStrings
import StreamingXML
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

    @Test("An attribute holding a character XML cannot hold leaves its entry out with an error; a comment gets U+FFFD")
    func charactersXMLCannotHold() throws {
        let key = Entry(key: "a_b", value: .text("x"),
                        details: FormatDetails(AndroidEntryDetails(attributes: [Attribute(name: "sb:key", value: "a\u{0C}b")])))
        let comment = Entry(key: "k", value: .text("form feed: \u{0C}"), comment: "a\u{1B}b")
        let table = StringTable(path: "res/values/strings.xml", format: .android, entries: [key, comment])
        let document = AndroidStringsWriter().document(for: table)
        #expect(!document.text.contains("a_b"))
        #expect(document.text.contains("<!-- a\u{FFFD}b -->"))
        #expect(document.text.contains(#"<string name="k">form feed: \u000C</string>"#))
        #expect(document.diagnostics.map(\.id) == [AndroidDiagnosticID.valueNotRepresentable, AndroidDiagnosticID.commentNotRepresentable])
        #expect(document.diagnostics.first?.severity == .error)
        #expect(document.diagnostics.first?.message.contains("U+000C") == true)
        let reread = Array(document.text.utf8).withUnsafeBytes { AndroidStringsReader().read(bytes: $0, path: table.path) }
        #expect(!reread.diagnostics.containsErrors, "\(reread.diagnostics)")
        #expect(reread.table.entries.map(\.key) == ["k"])
    }

    @Test("A reference is written escaped, and a kept record's reference Android cannot hold is refused")
    func referenceText() {
        #expect(ResourceReference(kind: .resource, type: "string", name: "ok").isAndroidReference)
        #expect(!ResourceReference(kind: .resource, type: "tnirsg", name: "ok").isAndroidReference)
        #expect(!ResourceReference(kind: .resource, type: "string", name: "a\u{0}b").isAndroidReference)
        let text = Self.write([Entry(key: "r", value: .reference(ResourceReference(kind: .resource, type: "string", name: "a&b")))])
        #expect(text.contains("<string name=\"r\">@string/a&amp;b</string>"))
    }

    @Test("XMLCharacters names exactly the characters libxml2 refuses in a document")
    func xmlCharactersAgreeWithLibxml2() {
        let scalars = (0..<0x20).compactMap(Unicode.Scalar.init) + ["\u{7F}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{10FFFF}"]
        for scalar in scalars {
            let text = "a" + String(scalar) + "b"
            let document = "<resources><string name=\"k\">\(text)</string></resources>"
            let read = Array(document.utf8).withUnsafeBytes { AndroidStringsReader().read(bytes: $0, path: "res/values/strings.xml") }
            #expect(read.diagnostics.containsErrors == (XMLCharacters.firstUnwritable(in: text) == scalar), "\(XMLCharacters.name(of: scalar))")
        }
    }
}
