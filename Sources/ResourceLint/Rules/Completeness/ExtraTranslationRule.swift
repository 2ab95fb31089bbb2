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
        // A translation of another kind than the source's is kind_mismatch.
        context.unpairedEntries.compactMap { unpaired in
            guard unpaired.source == nil else { return nil }
            let (resources, entry) = (unpaired.resources, unpaired.entry)
            return Violation(
                location: context.location(of: entry),
                message: "'\(entry.key)' in \(resources.displayName) is not in the source language (\(unpaired.sourceResources.displayName)); remove it or add it to the source",
                key: entry.key, language: resources.language)
        }
    }
}
