import LocalizedStrings

/// Translations that are empty where the source is not.
struct EmptyTranslationRule: LintRule {
    static let description = RuleDescription(
        identifier: "empty_translation",
        name: "Empty Translation",
        summary: "A translation (or a plural form or array item of one) that is empty where the source-language text is not.",
        rationale: """
            An empty value is a translation, so no fallback happens: users see a blank label or button. It is \
            usually an export of untranslated strings or a mistake in a translation tool. BartyCrouch \
            (emptyValues) and Mozilla's Android lint (BlankString) report it.
            """,
        kind: .completeness, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">Hello</string><string name="spacer"></string>"#,
                      "values-fr": #"<string name="a">Bonjour</string><string name="spacer"></string>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a">Hello</string>"#, "values-fr": #"↓<string name="a"></string>"#]),
            .strings(["en": #""a" = "Hello";"#, "fr": #""a" = ↓"";"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachTranslationPair(where: { entry, _ in entry.contains(.hasEmptyText) }) { pair in
            for piece in pair.entry.pieces where piece.text.text.isEmpty {
                guard let sourcePiece = pair.source.piece(matching: piece), !sourcePiece.text.text.isEmpty else { continue }
                violations.append(Violation(
                    location: context.location(of: piece, in: pair.entry),
                    message: "\(piece.label) of '\(pair.entry.key)' is empty in \(pair.resources.displayName), so users see nothing where the source says \"\(sourcePiece.text.text.prefix(60))\"",
                    key: pair.entry.key, language: pair.resources.language))
            }
        }
        return violations
    }
}
