import AndroidResources
import Localization
import LocalizedStrings
import Testing

/// How the runtime reads the converter's encodings of Android features in Apple files.
@Suite("Converter encodings")
struct ConverterEncodingTests {
    /// An in-memory `.strings` table with comments.
    static func table(_ entries: [(key: String, value: String, comment: String?)]) -> StringTable {
        StringTable(path: "en.lproj/Localizable.strings", format: .strings, locale: LanguageTag("en"),
                    entries: entries.map { Entry(key: $0.key, value: .text(StyledText($0.value)), comment: $0.comment) })
    }

    static func localizer(_ entries: [(key: String, value: String, comment: String?)]) throws -> Localizer {
        try Localizer(resources: .tables([table(entries)]), preferredLanguages: tags("en"))
    }

    @Test("A styled string's tags become spans and its entities characters")
    func styledHTML() throws {
        let localizer = try Self.localizer([
            ("link", #"Read the <a href="https://x.test/?a=1&amp;b=2">terms</a> &amp; <b><i>agree</i></b>&#33;"#,
             "Shown under the button.\nStringBridge: {\"styled\":true}"),
        ])
        let styled = localizer.styledString("link")
        #expect(styled.text == "Read the terms & agree!")
        #expect(styled.spans.map(\.tag) == ["a;href=https://x.test/?a=1&b=2", "b", "i"])
        #expect(styled.spans.map { [$0.first, $0.last] } == [[9, 13], [17, 21], [17, 21]])
        #expect(localizer.string("link") == "Read the terms & agree!")
    }

    @Test("Without the styled flag, < and & are literal text")
    func unflaggedTextIsLiteral() throws {
        let localizer = try Self.localizer([
            ("literal", "Use <b> &amp; more", nil),
            ("other_metadata", "Use <b> &amp; more", "StringBridge: {\"styled\":false}"),
            ("not_last_line", "Use <b>", "StringBridge: {\"styled\":true}\nA later line"),
        ])
        #expect(localizer.string("literal") == "Use <b> &amp; more")
        #expect(localizer.string("other_metadata") == "Use <b> &amp; more")
        #expect(localizer.string("not_last_line") == "Use <b>")
    }

    @Test("Empty elements, unclosed tags, stray end tags and broken markup never fail")
    func lenientMarkup() throws {
        let flag = "StringBridge: {\"styled\":true}"
        let localizer = try Self.localizer([
            ("br", "Line<br/>next", flag),
            ("unclosed", "<b>bold to the end", flag),
            ("stray", "text</b> here", flag),
            ("broken", "1 < 2 and a <b unfinished & &unknown; &#xZZ;", flag),
        ])
        let br = localizer.styledString("br")
        #expect(br.text == "Linenext")
        #expect(br.spans.first.map { ($0.name, $0.first, $0.last) }! == ("br", 4, 3))
        #expect(localizer.styledString("unclosed").spans.first?.last == 14)
        #expect(localizer.string("stray") == "text here")
        #expect(localizer.string("broken") == "1 < 2 and a <b unfinished & &unknown; &#xZZ;")
    }

    @Test("Android product variants: the default answers, whichever file order")
    func productVariants() throws {
        let table = StringTable(path: "values/strings.xml", format: .android, entries: [
            Entry(key: "title", value: .text("Tablet"), product: "tablet"),
            Entry(key: "title", value: .text("Default"), product: "default"),
            Entry(key: "name", value: .text("Phone"), product: "phone"),
            Entry(key: "name", value: .text("Plain")),
        ])
        let localizer = try Localizer(resources: .tables([table]), preferredLanguages: [])
        #expect(localizer.string("title") == "Default")
        #expect(localizer.string("name") == "Plain")
    }

    @Test("An Android entry answers to the Apple key its sb:key attribute keeps")
    func appleKeyOnAndroid() throws {
        let table = StringTable(path: "values/strings.xml", format: .android, entries: [
            Entry(key: "Tap_to_continue_1a2b3c4d", value: .text("Tap to continue"),
                  details: FormatDetails(AndroidEntryDetails(attributes: [Attribute(name: "sb:key", value: "Tap to continue")]))),
        ])
        let localizer = try Localizer(resources: .tables([table]), preferredLanguages: [])
        #expect(localizer.string("Tap to continue") == "Tap to continue")
        #expect(localizer.string("Tap_to_continue_1a2b3c4d") == "Tap to continue")
    }

    @Test("Apple arrays are collected in index order; a gap does not end them")
    func appleArrays() throws {
        let localizer = try Self.localizer([
            ("steps[2]", "Third", nil), ("steps[0]", "First", nil), ("steps[10]", "Eleventh", nil), ("steps[x]", "Not an item", nil),
        ])
        #expect(localizer.array("steps") == ["First", "Third", "Eleventh"])
        #expect(localizer.string("steps[x]") == "Not an item")
        #expect(localizer.string("steps") == "steps")
    }

    @Test("The StringBridge comment line never reaches a user")
    func metadataIsNeverReturned() throws {
        for resources in NotesResources.allCases {
            for language in ["en", "fr", "en-XA"] {
                let localizer = try notes(resources, language)
                for key in ["terms", "bold_warning", "greeting"] {
                    #expect(!localizer.explain(key).text.contains("StringBridge"))
                    #expect(!localizer.styledString(key).text.contains("StringBridge"))
                }
            }
        }
    }
}
