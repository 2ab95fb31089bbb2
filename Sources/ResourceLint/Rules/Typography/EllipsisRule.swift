import LocalizedStrings

/// Three dots where the ellipsis character belongs.
struct EllipsisRule: LintRule {
    static let description = RuleDescription(
        identifier: "ellipsis",
        name: "Ellipsis",
        summary: "Three periods (...) where the ellipsis character (…) belongs.",
        rationale: """
            The ellipsis character keeps the dots together at a line break and is what typographers and screen \
            readers expect. Android Lint reports it as TypographyEllipsis, Mozilla's lint as \
            IncorrectEllipsisCharacter. Off by default, like the other typography rules.
            """,
        kind: .typography, defaultSeverity: .warning, isEnabledByDefault: false, androidLintID: "TypographyEllipsis",
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">Loading…</string>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a">Loading↓...</string>"#]),
            .strings(["en": #""a" = "Wait↓...";"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntry { resources, entry in
            for piece in entry.pieces where piece.text.text.containsBytes("...") {
                violations.append(Violation(location: context.location(of: "...", in: piece, of: entry),
                                            message: "\(piece.label) of '\(entry.key)' uses three periods; write the ellipsis character (…)",
                                            key: entry.key, language: resources.language))
            }
        }
        return violations
    }
}
