import LocalizedStrings

/// Folders for the undetermined language `und`.
struct UndeterminedLocaleRule: LintRule {
    static let description = RuleDescription(
        identifier: "undetermined_locale",
        name: "Undetermined Locale",
        summary: "A values-und, values-b+und or und.lproj folder, or an 'und' String Catalog language.",
        rationale: """
            'und' is BCP 47's "undetermined language": no user has it as a preference, so the strings are never \
            chosen. Such folders come from tools that could not tell the language of a file.
            """,
        kind: .locales, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .android(["values-fr": #"<string name="a">Salut</string>"#]),
        ],
        triggeringExamples: [
            Example(files: [.init("res/values-und/strings.xml", "↓<resources><string name=\"a\">Hi</string></resources>\n")]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        for folder in LocaleFolder.folders(of: context.tables) where folder.locale.language == "und" {
            violations.append(Violation(location: SourceLocation(path: folder.path),
                                        message: "\(folder.name) is for the undetermined language 'und', which no user has: its strings are never shown; move them to the folder of their language",
                                        language: "und"))
        }
        for table in context.tables where table.format == .xcstrings && table.locale?.language == "und" {
            violations.append(Violation(location: SourceLocation(path: table.path, line: table.entries.first?.location?.line ?? 1),
                                        message: "the catalog has strings for the undetermined language 'und', which no user has",
                                        language: "und"))
        }
        return violations
    }
}
