import LocalizedStrings
import Testing

@Suite("Diagnostic text")
struct DiagnosticTextTests {
    @Test("A diagnostic is one line: newlines and terminal escapes in its message and path are escaped")
    func controlCharactersAreEscaped() {
        let diagnostic = Diagnostic.warning("duplicate-key", at: SourceLocation(path: "a\nb.strings", line: 2, column: 1),
                                            "duplicate key \"\u{1B}[31mred\u{1B}[0m\" and \"two\nlines\"\u{202E}")
        #expect(diagnostic.description
            == "a\\nb.strings:2:1: warning: duplicate key \"\\u{1b}[31mred\\u{1b}[0m\" and \"two\\nlines\"\\u{202e} [duplicate-key]")
        #expect(!diagnostic.description.contains("\n"))
    }

    @Test("Ordinary text is left as it is")
    func ordinaryText() {
        let text = "unescaped apostrophe in string; write \\' or put the text in double quotes — «Été»"
        #expect(text.withVisibleControls == text)
        #expect("tab\there\r".withVisibleControls == "tab\\there\\u{d}")
        #expect("say \"hi\" \\".quotedWithVisibleControls == "say \\\"hi\\\" \\\\")
    }
}
