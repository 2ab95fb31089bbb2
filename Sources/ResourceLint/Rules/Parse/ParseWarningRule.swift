import LocalizedStrings

/// What the readers warn about and no more specific rule reports.
struct ParseWarningRule: LintRule {
    static let description = RuleDescription(
        identifier: "parse_warning",
        name: "Parse Warning",
        summary: "Something the platform accepts but probably not as meant: an XML warning, an element in an unknown namespace, a dotted file name, a value that is not a string.",
        rationale: """
            The readers warn where aapt2 --legacy or Foundation accept the input but do something the author \
            probably did not want: aapt2 drops an element of an unknown namespace and keeps its text, a \
            .strings value that is a dictionary cannot be used as a string, plain aapt2 compile rejects \
            Main.name.xml. The message is the reader's, with its diagnostic identifier in parentheses.
            """,
        kind: .parse, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .android(["values": #"<string name="name">Name</string>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="link">Tap ↓<foo:b xmlns:foo="urn:example">here</foo:b></string>"#]),
            Example(files: [.init("res/values/strings.extra.xml", "↓<resources><string name=\"a\">A</string></resources>\n")]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        context.readerDiagnostics(for: Self.description).map { diagnostic in
            Violation(location: diagnostic.location ?? SourceLocation(path: ""), message: "\(diagnostic.message) (\(diagnostic.id))")
        }
    }
}
