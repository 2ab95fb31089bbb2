import LocalizedStrings

/// Leading or trailing spaces that differ from the source.
struct EdgeWhitespaceMismatchRule: LintRule {
    static let description = RuleDescription(
        identifier: "edge_whitespace_mismatch",
        name: "Edge Whitespace Mismatch",
        summary: "A translation that starts or ends with whitespace where the source does not, or the other way round.",
        rationale: """
            Leading and trailing spaces are usually there because the app glues the string to another one \
            ("Total: " + amount); a translation that drops them runs words together, one that adds them \
            misaligns a label. Weblate checks begin_space and end_space.
            """,
        kind: .typography, defaultSeverity: .warning, isEnabledByDefault: false,
        nonTriggeringExamples: [
            .strings(["en": #""a" = "Total: ";"#, "fr": #""a" = "Total : ";"#]),
        ],
        triggeringExamples: [
            .strings(["en": #""a" = "Total: ";"#, "fr": #""a" = ↓"Total :";"#]),
            .android(["values": #"<string name="a">"Name "</string>"#, "values-de": #"↓<string name="a">Name</string>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachTranslationPair { pair in
            for piece in pair.entry.pieces {
                guard let sourcePiece = pair.source.piece(matching: piece), !piece.text.text.isEmpty else { continue }
                let leading = (Self.leading(sourcePiece.text.text), Self.leading(piece.text.text))
                let trailing = (Self.trailing(sourcePiece.text.text), Self.trailing(piece.text.text))
                guard leading.0 != leading.1 || trailing.0 != trailing.1 else { continue }
                let edge = leading.0 != leading.1 ? "starts" : "ends"
                let (expected, actual) = leading.0 != leading.1 ? leading : trailing
                violations.append(Violation(
                    location: context.location(of: piece, in: pair.entry),
                    message: "\(piece.label) of '\(pair.entry.key)' in \(pair.resources.displayName) \(edge) with \(Self.describe(actual)) where the source has \(Self.describe(expected))",
                    key: pair.entry.key, language: pair.resources.language))
            }
        }
        return violations
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

    static func leading(_ text: String) -> Int { text.unicodeScalars.prefix(while: isSpace).count }
    static func trailing(_ text: String) -> Int { text.unicodeScalars.reversed().prefix(while: isSpace).count }

    private static func describe(_ count: Int) -> String {
        count == 0 ? "no whitespace" : count == 1 ? "one whitespace character" : "\(count) whitespace characters"
    }
}
