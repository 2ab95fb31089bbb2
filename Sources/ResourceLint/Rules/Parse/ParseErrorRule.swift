import AndroidResources
import LocalizedStrings

/// Files the platform rejects: every reader error that no more specific rule reports.
struct ParseErrorRule: LintRule {
    static let description = RuleDescription(
        identifier: "parse_error",
        name: "Parse Error",
        summary: "A file the platform cannot compile or read: malformed XML, an aapt2 compile error, a .strings syntax error, a broken property list or String Catalog.",
        rationale: """
            aapt2 (as the Android Gradle Plugin runs it, with --legacy) stops the build on these, and Foundation \
            drops the whole table when a .strings file does not parse, so every string of the language falls back \
            to its key. The message is the reader's, with its diagnostic identifier in parentheses, and points at \
            the character where reading failed.
            """,
        kind: .parse, defaultSeverity: .error,
        nonTriggeringExamples: [
            .android(["values": #"<string name="quote">"It's" <xliff:g id="n">%1$d</xliff:g></string>"#]),
            .strings(["en": #""greeting" = "Hello";"#]),
            .catalog(#"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="nested">Do <xliff:g>not ↓<xliff:g>this</xliff:g></xliff:g></string>"#]),
            .android(["values": #"<plurals name="files">↓<item quantity="several">%d files</item></plurals>"#]),
            .strings(["en": "\"a\" = \"b\"\n↓\"c\" = \"d\";"]),
            .catalog("{ \"sourceLanguage\" : \"en\", \"strings\" ↓{ } }"),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        context.readerDiagnostics(for: Self.description).compactMap { diagnostic in
            let location = diagnostic.location ?? SourceLocation(path: "")
            // A file that is not UTF-8 is reported once, by invalid_encoding.
            if diagnostic.id == AndroidDiagnosticID.malformedXML, context.file(location.path)?.invalidUTF8Offset != nil {
                return nil
            }
            return Violation(location: location, message: "\(diagnostic.message) (\(diagnostic.id))")
        }
    }
}
