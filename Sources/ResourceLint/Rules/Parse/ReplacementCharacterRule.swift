import LocalizedStrings

/// U+FFFD, the trace of text decoded with the wrong encoding.
struct ReplacementCharacterRule: LintRule {
    static let description = RuleDescription(
        identifier: "replacement_character",
        name: "Replacement Character",
        summary: "A key or value containing U+FFFD (�), which a tool writes where it could not decode the original characters.",
        rationale: """
            U+FFFD is what a converter or editor writes for bytes it could not decode; users see the black \
            diamond. compare-locales warns about it. The original characters must be restored from the \
            translator's file.
            """,
        kind: .parse, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .android(["values-fr": #"<string name="cafe">Café</string>"#]),
        ],
        triggeringExamples: [
            .android(["values-fr": "<string name=\"cafe\">Caf↓\u{FFFD}</string>"]),
            .strings(["de": "\"street\" = \"Stra↓\u{FFFD}e\";"]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntry(where: { $0.contains(.hasReplacementCharacter) }) { resources, entry in
            for piece in entry.pieces where piece.text.text.containsBytes("\u{FFFD}") {
                violations.append(Violation(location: context.location(of: "\u{FFFD}", in: piece, of: entry),
                                            message: "\(piece.label) of '\(entry.key)' contains U+FFFD (�), left where text was decoded with the wrong encoding; restore the original characters",
                                            key: entry.key, language: resources.language))
            }
        }
        return violations
    }
}
