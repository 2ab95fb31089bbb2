import AndroidResources
import LocalizedStrings

/// A Java-style specifier in a Compose Multiplatform string, which its runtime shows as written.
struct LiteralSpecifierRule: LintRule {
    static let description = RuleDescription(
        identifier: "literal_specifier",
        name: "Literal Specifier",
        summary: "A %s, %d, %.2f, %% or %n in a Compose Multiplatform string: its runtime replaces only numbered %1$s and %1$d, and shows the rest as written.",
        rationale: """
            Compose's stringResource(id, args…) replaces %1$s and %1$d (any number, s or d) with the \
            arguments' toString() and nothing else: Android's %s, %d and %.2f, and %% for a percent sign, \
            appear on screen as they are written (StringResourcesUtils.kt; compose-multiplatform's \
            StringFormatTest). Strings moved from an Android res folder keep them. Number the placeholders \
            (%1$s, %2$d), write a percent sign as it is, and format numbers in code.
            """,
        kind: .placeholders, defaultSeverity: .warning,
        readerDiagnosticIDs: [AndroidDiagnosticID.literalSpecifier],
        nonTriggeringExamples: [
            .compose(["values": #"<string name="a">%1$s has %2$d points, 50% more</string>"#]),
            .android(["values": #"<string name="a">%1$d%% done</string>"#]),
        ],
        triggeringExamples: [
            .compose(["values": #"<string name="a">↓%s has %d points</string>"#]),
            .compose(["values": #"<string name="b">%1$d↓%% done</string>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        context.readerViolations(for: Self.description)
    }
}
