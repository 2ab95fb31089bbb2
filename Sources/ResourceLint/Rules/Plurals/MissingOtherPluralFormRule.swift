import AppleResources
import LocalizedStrings

/// Plurals without `other`.
struct MissingOtherPluralFormRule: LintRule {
    static let description = RuleDescription(
        identifier: "missing_other_plural_form",
        name: "Missing Other Plural Form",
        summary: "A plural without an 'other' form.",
        rationale: """
            'other' is the form every language has and the one both platforms fall back to. The files are \
            accepted, but Android's getQuantityString throws when a count's form and 'other' are both missing, \
            and Foundation shows nothing. SwiftGen requires it; Weblate has exported files without it.
            """,
        kind: .plurals, defaultSeverity: .warning,
        readerDiagnosticIDs: [AppleDiagnosticID.missingOtherForm],
        nonTriggeringExamples: [
            .android(["values": #"<plurals name="files"><item quantity="one">One file</item><item quantity="other">%d files</item></plurals>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"↓<plurals name="files"><item quantity="one">One file</item></plurals>"#]),
            .stringsdict(["en": """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                    <key>n</key>
                    ↓<dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><string>One file</string></dict>
                </dict>
                """]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations = context.readerDiagnostics(for: Self.description).map { context.violation(for: $0) }
        context.forEachEntry(where: { $0.contains(.isPlural) }) { resources, entry in
            // The .stringsdict reader reports its own; Android and catalog plurals are checked here.
            guard entry.format != .stringsdict else { return }
            for group in PluralGroup.groups(of: entry) where !group.categories.contains(.other) {
                violations.append(Violation(
                    location: context.location(of: entry),
                    message: "\(group.label) in \(resources.language) has no 'other' form, which every language needs and both platforms fall back to",
                    key: entry.key, language: resources.language))
            }
        }
        return violations
    }
}
