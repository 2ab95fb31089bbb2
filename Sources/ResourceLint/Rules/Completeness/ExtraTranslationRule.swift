import LocalizedStrings

/// Translations of keys the source does not have.
struct ExtraTranslationRule: LintRule {
    static let description = RuleDescription(
        identifier: "extra_translation",
        name: "Extra Translation",
        summary: "A translated key that the source language does not define.",
        rationale: """
            The key was usually renamed or removed in the source; its translations are dead weight, and on \
            Android a lookup of a key that exists only in some languages crashes for everyone else \
            (Android Lint's ExtraTranslation is fatal in release builds).
            """,
        kind: .completeness, defaultSeverity: .warning, androidLintID: "ExtraTranslation",
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">Hello</string>"#, "values-fr": #"<string name="a">Bonjour</string>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a">Hello</string>"#,
                      "values-fr": "<string name=\"a\">Bonjour</string>\n↓<string name=\"old\">Ancien</string>"]),
            .strings(["en": #""a" = "Hello";"#, "fr": "\"a\" = \"Bonjour\";\n↓\"old\" = \"Ancien\";"]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        for set in context.sets {
            guard let source = set.source else { continue }
            for resources in set.translations + set.variants {
                for entry in resources.entries where !source.contains(entry.key) {
                    violations.append(Violation(
                        location: context.location(of: entry),
                        message: "'\(entry.key)' in \(resources.displayName) is not in the source language (\(source.displayName)); remove it or add it to the source",
                        key: entry.key, language: resources.language))
                }
            }
        }
        return violations
    }
}
