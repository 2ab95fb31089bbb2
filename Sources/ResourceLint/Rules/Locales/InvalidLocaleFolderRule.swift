import AndroidResources
import LocalizedStrings

/// `values-*` folders aapt2 rejects.
struct InvalidLocaleFolderRule: LintRule {
    static let description = RuleDescription(
        identifier: "invalid_locale_folder",
        name: "Invalid Locale Folder",
        summary: "A values-* folder whose name aapt2 rejects (values-en-US, values-b+be+x+old, values-es-r419), so none of its files are compiled.",
        rationale: """
            aapt2 accepts only its own qualifier syntax: ll or ll-rRR, or b+ BCP 47 tags with + separators \
            (values-b+es+419), in the documented order. Any other name fails the build. Android Lint reports it \
            as InvalidResourceFolder.
            """,
        kind: .locales, defaultSeverity: .error, androidLintID: "InvalidResourceFolder",
        readerDiagnosticIDs: [AndroidDiagnosticID.invalidConfiguration],
        nonTriggeringExamples: [
            .android(["values-pt-rBR": #"<string name="a">Olá</string>"#, "values-b+es+419": #"<string name="a">Hola</string>"#]),
        ],
        triggeringExamples: [
            Example(files: [.init("res/values-en-US/strings.xml", "↓<resources><string name=\"a\">Hi</string></resources>\n")]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        context.readerDiagnostics(for: Self.description).map { diagnostic in
            Violation(location: diagnostic.location ?? SourceLocation(path: ""), message: diagnostic.message)
        }
    }
}
