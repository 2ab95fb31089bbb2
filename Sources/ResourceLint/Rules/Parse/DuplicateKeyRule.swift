import AppleResources
import LocalizedStrings

/// A key defined twice in one `.strings` file.
struct DuplicateKeyRule: LintRule {
    static let description = RuleDescription(
        identifier: "duplicate_key",
        name: "Duplicate Key",
        summary: "A key defined twice in one .strings file; Foundation keeps the last value without a word.",
        rationale: """
            Foundation builds a dictionary, so the later value silently replaces the earlier one; plutil -lint \
            does not notice. Usually one of the two is stale, and translators may have translated the other. \
            BartyCrouch and locheck report it too.
            """,
        kind: .parse, defaultSeverity: .warning,
        readerDiagnosticIDs: [AppleDiagnosticID.duplicateKey],
        nonTriggeringExamples: [
            .strings(["en": "\"a\" = \"A\";\n\"b\" = \"B\";"]),
        ],
        triggeringExamples: [
            .strings(["en": "\"a\" = \"A\";\n↓\"a\" = \"Again\";"]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        context.readerDiagnostics(for: Self.description).map { diagnostic in
            Violation(location: diagnostic.location ?? SourceLocation(path: ""), message: diagnostic.message)
        }
    }
}
