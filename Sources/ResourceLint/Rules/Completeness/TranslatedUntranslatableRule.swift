import LocalizedStrings

/// Translations of strings marked as not to be translated.
struct TranslatedUntranslatableRule: LintRule {
    static let description = RuleDescription(
        identifier: "translated_untranslatable",
        name: "Translated Untranslatable String",
        summary: "A translation of a string the source marks as not to be translated (translatable=\"false\", a donottranslate file, shouldTranslate: false).",
        rationale: """
            Brand names, URLs and keys for code are marked untranslatable so that they stay the same everywhere; \
            a translation overrides them in one language and then drifts. Android Lint reports it as \
            Untranslatable.
            """,
        kind: .completeness, defaultSeverity: .warning, androidLintID: "Untranslatable",
        nonTriggeringExamples: [
            .android(["values": #"<string name="brand" translatable="false">Acme</string>"#, "values-fr": ""]),
            // Converted from a translatable Android string: its record says nothing against translating.
            .strings(["en": #"""
                          /* StringBridge: {"android":[{"key":"brand","value":{"text":"Acme"}}],"check":"11c83f9833ae5f1e"} */
                          "brand" = "Acme";
                          """#,
                      "fr": #""brand" = "Acmé";"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="brand" translatable="false">Acme</string>"#,
                      "values-fr": #"↓<string name="brand">Acmé</string>"#]),
            // Converted from an untranslatable Android string: convert's record says so.
            .strings(["en": #"""
                          /* StringBridge: {"android":[{"key":"brand","value":{"text":"Acme"},"translatable":false}],"check":"11c83f9833ae5f1e"} */
                          "brand" = "Acme";
                          """#,
                      "fr": #"↓"brand" = "Acmé";"#]),
            .catalog("""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Acme" : {
                      "localizations" : {
                        ↓"fr" : { "stringUnit" : { "state" : "translated", "value" : "Acmé" } }
                      },
                      "shouldTranslate" : false
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachTranslationPair(includingVariants: false) { pair in
            guard !pair.source.isTranslatable else { return }
            violations.append(Violation(
                location: context.location(of: pair.entry),
                message: "'\(pair.entry.key)' is marked as not to be translated, but \(pair.resources.displayName) translates it; remove the translation",
                key: pair.entry.key, language: pair.resources.language,
                related: [RelatedLocation(location: context.location(of: pair.source), message: "the untranslatable source string")]))
        }
        return violations
    }
}
