import AppleResources
import LocalizedStrings

/// `.lproj` folders that name no language.
struct InvalidLprojNameRule: LintRule {
    static let description = RuleDescription(
        identifier: "invalid_lproj_name",
        name: "Invalid .lproj Name",
        summary: "An .lproj folder whose name is not a language ID (Resources.lproj, en-USA.lproj), so no user's language ever selects it.",
        rationale: """
            Bundles pick an .lproj folder by matching its name against the user's languages; a name that is not \
            a language ID never matches, so the strings inside are never shown.
            """,
        kind: .locales, defaultSeverity: .warning,
        readerDiagnosticIDs: [AppleDiagnosticID.invalidLprojName],
        nonTriggeringExamples: [
            .strings(["pt-BR": #""a" = "Olá";"#]),
        ],
        triggeringExamples: [
            Example(files: [.init("Resources.lproj/Localizable.strings", "↓\"a\" = \"A\";\n")]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        context.readerDiagnostics(for: Self.description).map { diagnostic in
            Violation(location: diagnostic.location ?? SourceLocation(path: ""), message: diagnostic.message)
        }
    }
}
