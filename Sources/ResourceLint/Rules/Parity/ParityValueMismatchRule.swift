import LocalizedStrings

/// Keys whose text differs between the platforms.
struct ParityValueMismatchRule: LintRule {
    static let description = RuleDescription(
        identifier: "parity_value_mismatch",
        name: "Parity: Value Mismatch",
        summary: "With --android and --apple: a key whose text differs between the apps after conversion (placeholders compared by argument, so %1$s and %@ agree).",
        rationale: """
            When one app's copy is edited and the other's is not, users of the two apps read different things, \
            and the next conversion overwrites one of them. The Android text is converted as `stringbridge \
            convert` would (escapes, %s → %@, styled text → HTML) before comparing.
            """,
        kind: .parity, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .parity(android: ["values": #"<string name="hello">Hello, %1$s</string>"#], apple: ["en": #""hello" = "Hello, %@";"#]),
        ],
        triggeringExamples: [
            .parity(android: ["values": #"<string name="hello">Hello, %1$s</string>"#], apple: ["en": #"↓"hello" = "Hi, %@";"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        ParityPair.pairs(in: context).compactMap { pair in
            guard pair.differences.contains("value"), let difference = pair.android.firstDifference(from: pair.apple) else { return nil }
            let form = difference.form.isEmpty ? "" : " (\(difference.form))"
            return Violation(
                location: context.location(of: pair.appleEntry),
                message: "\(pair.name) differs between the apps\(form): Android says \"\(difference.mine)\" (converted), Apple says \"\(difference.theirs)\"",
                key: pair.item.key, language: pair.item.language, related: pair.related(context))
        }
    }
}
