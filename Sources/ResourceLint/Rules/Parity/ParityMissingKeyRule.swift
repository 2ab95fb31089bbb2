import LocalizedStrings

/// Keys (or whole languages) one platform has and the other does not.
struct ParityMissingKeyRule: LintRule {
    static let description = RuleDescription(
        identifier: "parity_missing_key",
        name: "Parity: Missing Key",
        summary: "With --android and --apple: a key (or a whole language) that one app has and the other does not, after the converter's key mapping.",
        rationale: """
            Apps that ship on both platforms should say the same things. Keys are compared as `stringbridge \
            convert` maps them (arrays become name[0], name[1], products name[product=tablet], Apple keys that are \
            no Android name come back through sb:key), so a key reported here is one that converting would add \
            or lose. None of the reference tools compares platforms.
            """,
        kind: .parity, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .parity(android: ["values": #"<string name="hello">Hello</string>"#], apple: ["en": #""hello" = "Hello";"#]),
        ],
        triggeringExamples: [
            .parity(android: ["values": "<string name=\"hello\">Hello</string>\n↓<string name=\"bye\">Bye</string>"],
                    apple: ["en": #""hello" = "Hello";"#]),
            .parity(android: ["values": #"<string name="hello">Hello</string>"#],
                    apple: ["en": "\"hello\" = \"Hello\";\n↓\"extra\" = \"Extra\";"]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        let comparison = context.parityComparison
        var violations: [Violation] = []
        for lone in comparison.loneLanguages {
            violations.append(Violation(
                location: SourceLocation(path: lone.path),
                message: "\(lone.language) (\(lone.keyCount) keys) exists only in the \(lone.isAndroid ? "Android" : "Apple") resources; the \(lone.isAndroid ? "Apple" : "Android") app has no \(lone.language) strings",
                language: lone.language))
        }
        for item in comparison.items {
            switch (item.converted, item.apple) {
            case (.some(let converted), nil):
                let android = item.android ?? converted
                violations.append(Violation(
                    location: item.android.map { context.location(of: $0) } ?? SourceLocation(path: android.path),
                    message: "'\(android.key)' (\(item.language)) is in the Android resources but the Apple ones have no '\(item.key)'",
                    key: item.key, language: item.language))
            case (nil, .some(let apple)):
                violations.append(Violation(
                    location: context.location(of: apple),
                    message: "'\(item.key)' (\(item.language)) is in the Apple resources but not in the Android ones",
                    key: item.key, language: item.language))
            default:
                continue
            }
        }
        return violations
    }
}
