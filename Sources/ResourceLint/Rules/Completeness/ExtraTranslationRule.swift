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
            .android(["values": #"<plurals name="n"><item quantity="one">%d note</item><item quantity="other">%d notes</item></plurals>"#,
                      "values-zh": #"↓<string name="n">%d 条笔记</string>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        context.unpairedEntries.map { unpaired in
            let (resources, entry) = (unpaired.resources, unpaired.entry)
            guard let sourceEntry = unpaired.source else {
                return Violation(
                    location: context.location(of: entry),
                    message: "'\(entry.key)' in \(resources.displayName) is not in the source language (\(unpaired.sourceResources.displayName)); remove it or add it to the source",
                    key: entry.key, language: resources.language)
            }
            return Violation(
                location: context.location(of: entry),
                message: "'\(entry.key)' is a \(entry.entry.value.kindName) in \(resources.displayName) but a \(sourceEntry.entry.value.kindName) in the source language, so Android treats them as two resources and this one is never used",
                key: entry.key, language: resources.language,
                related: [RelatedLocation(location: context.location(of: sourceEntry), message: "the source-language resource")])
        }
    }
}
