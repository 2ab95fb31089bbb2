import LocalizedStrings
import StringBridgeKit
import Testing

@Suite("TableDump")
struct TableDumpTests {
    @Test("The JSON layout is the stable one scripts read")
    func json() {
        let table = StringTable(path: "res/values-fr/strings.xml", format: .android, locale: LanguageTag("fr"), entries: [
            Entry(key: "a", value: .text("It's \"here\"\n"), location: SourceLocation(path: "p", line: 3)),
            Entry(key: "s", value: .text(StyledText("A link", spans: [Span(name: "a", attributes: [Attribute(name: "href", value: "http://x")], first: 2, last: 5),
                                                                      Span(name: "br", first: 0, last: -1)])),
                  location: SourceLocation(path: "p", line: 7)),
            Entry(key: "r", value: .reference(ResourceReference(kind: .resource, type: "string", name: "other")), isTranslatable: false),
            Entry(key: "p", value: .plural(PluralForms([.init(category: .one, value: .text("%d vote"))])), comment: "c"),
            Entry(key: "q", value: .array([.text("One"), .text(StyledText("Two", spans: [Span(name: "b", first: 0, last: 2)]))]),
                  isFormatted: false, product: "tablet"),
        ])
        let diagnostic = Diagnostic.error("unescaped-apostrophe", at: SourceLocation(path: "x.xml", line: 2, column: 23), "m")
        #expect(TableDump.json(tables: [table], diagnostics: [diagnostic]) == #"""
            {"tables":[
            {"path":"res/values-fr/strings.xml","format":"android","dialect":"aapt2","locale":"fr","entries":[
              {"key":"a","kind":"string","text":"It's \"here\"\n","translatable":true,"line":3},
              {"key":"s","kind":"string","text":"A link","spans":[{"tag":"a;href=http://x","first":2,"last":5},{"tag":"br","first":0,"last":4294967295}],"translatable":true,"line":7},
              {"key":"r","kind":"reference","text":"@string/other","translatable":false},
              {"key":"p","kind":"plural","forms":{"one":"%d vote"},"comment":"c","translatable":true},
              {"key":"q","kind":"array","items":["One",{"text":"Two","spans":[{"tag":"b","first":0,"last":2}]}],"translatable":true,"formatted":false,"product":"tablet"}]}],
            "diagnostics":[{"id":"unescaped-apostrophe","severity":"error","path":"x.xml","line":2,"column":23,"message":"m"}]}

            """#)
    }

    @Test("Diagnostics print in compiler form")
    func diagnosticDescription() {
        let diagnostic = Diagnostic.warning("x", at: SourceLocation(path: "a/b.xml", line: 4, column: 2), "bad thing")
        #expect(diagnostic.description == "a/b.xml:4:2: warning: bad thing [x]")
    }
}
