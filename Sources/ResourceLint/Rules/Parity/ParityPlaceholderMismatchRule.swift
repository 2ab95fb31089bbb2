import LocalizedStrings

/// Keys whose arguments differ between the platforms.
struct ParityPlaceholderMismatchRule: LintRule {
    static let description = RuleDescription(
        identifier: "parity_placeholder_mismatch",
        name: "Parity: Placeholder Mismatch",
        summary: "With --android and --apple: a key whose arguments differ between the apps (another number of arguments, or %d on one side where the other has %@).",
        rationale: """
            Shared code (or a shared API) passes the same arguments to both apps' strings; when one side expects \
            a number and the other a string, one of them crashes or shows garbage. Kinds are compared after the \
            converter's mapping (%s ⇄ %@, %d ⇄ %lld).
            """,
        kind: .parity, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .parity(android: ["values": #"<string name="n">%1$d items</string>"#], apple: ["en": #""n" = "%ld items";"#]),
        ],
        triggeringExamples: [
            .parity(android: ["values": #"<string name="n">%1$d items</string>"#], apple: ["en": #"↓"n" = "%@ items";"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        ParityPair.pairs(in: context).compactMap { pair in
            guard pair.differences.contains("placeholders") else { return nil }
            return Violation(
                location: context.location(of: pair.appleEntry),
                message: "\(pair.name) takes other arguments in each app: Android \(Self.describe(pair.android.arguments)), Apple \(Self.describe(pair.apple.arguments))",
                key: pair.item.key, language: pair.item.language, related: pair.related(context))
        }
    }

    static func describe(_ arguments: [Int: Set<FormatString.ArgumentKind>]) -> String {
        guard !arguments.isEmpty else { return "none" }
        return arguments.keys.sorted().map { index in
            let kinds = arguments[index]!.map { $0.described(in: .apple) }.sorted().joined(separator: " or ")
            return "\(index): \(kinds)"
        }.joined(separator: ", ")
    }
}
