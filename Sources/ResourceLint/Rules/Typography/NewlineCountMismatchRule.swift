import LocalizedStrings

/// Translations with another number of line breaks than the source.
struct NewlineCountMismatchRule: LintRule {
    static let description = RuleDescription(
        identifier: "newline_count_mismatch",
        name: "Newline Count Mismatch",
        summary: "A translation with a different number of line breaks than the source.",
        rationale: """
            Line breaks in strings lay out dialogs and notifications; a translation that loses one runs two \
            paragraphs together, one that adds several overflows a fixed-height view. Weblate checks it as \
            newline-count.
            """,
        kind: .typography, defaultSeverity: .warning, isEnabledByDefault: false,
        nonTriggeringExamples: [
            .strings(["en": #""a" = "One\nTwo";"#, "fr": #""a" = "Un\nDeux";"#]),
        ],
        triggeringExamples: [
            .strings(["en": #""a" = "One\nTwo";"#, "fr": #""a" = ↓"Un Deux";"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachTranslationPair { pair in
            for piece in pair.entry.pieces {
                guard let sourcePiece = pair.source.piece(matching: piece), !piece.text.text.isEmpty else { continue }
                let expected = sourcePiece.text.text.unicodeScalars.filter { $0 == "\n" }.count
                let actual = piece.text.text.unicodeScalars.filter { $0 == "\n" }.count
                guard expected != actual else { continue }
                violations.append(Violation(
                    location: context.location(of: piece, in: pair.entry),
                    message: "\(piece.label) of '\(pair.entry.key)' in \(pair.resources.displayName) has \(actual) line break\(actual == 1 ? "" : "s") where the source has \(expected)",
                    key: pair.entry.key, language: pair.resources.language))
            }
        }
        return violations
    }
}
