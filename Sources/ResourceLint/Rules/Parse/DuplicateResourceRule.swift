import AndroidResources
import LocalizedStrings

/// An Android resource defined twice in one configuration.
struct DuplicateResourceRule: LintRule {
    static let description = RuleDescription(
        identifier: "duplicate_resource",
        name: "Duplicate Resource",
        summary: "An Android resource name defined twice in one values folder (in one file or across its files).",
        rationale: """
            aapt2 merges all files of a folder into one namespace and rejects a name defined twice ("duplicate \
            value for resource"), so the build fails.
            """,
        kind: .parse, defaultSeverity: .error, androidLintID: "DuplicateDefinition",
        readerDiagnosticIDs: [AndroidDiagnosticID.duplicateResource],
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">A</string><string name="a" product="tablet">A</string>"#]),
        ],
        triggeringExamples: [
            .android(["values": "<string name=\"a\">A</string>\n↓<string name=\"a\">Again</string>"]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        context.readerDiagnostics(for: Self.description).map { diagnostic in
            Violation(location: diagnostic.location ?? SourceLocation(path: ""), message: diagnostic.message)
        }
    }
}
