import LocalizedStrings

/// Plural forms a language never uses.
struct UnusedPluralCategoryRule: LintRule {
    static let description = RuleDescription(
        identifier: "unused_plural_category",
        name: "Unused Plural Category",
        summary: "A plural form for a CLDR category the language does not use (one in Japanese, few in English, zero in English on Android).",
        rationale: """
            The platform never picks such a form, so its text is dead and usually hides a misunderstanding: \
            Android uses 'other' for 0 in English even when a 'zero' form exists. On Apple platforms a 'zero' \
            form is used for an explicit 0 in every language, so it is never reported there.
            """,
        kind: .plurals, defaultSeverity: .warning, androidLintID: "UnusedQuantity",
        nonTriggeringExamples: [
            .android(["values": #"<plurals name="files"><item quantity="one">One file</item><item quantity="other">%d files</item></plurals>"#]),
            .stringsdict(["en": """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                    <key>n</key>
                    <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>zero</key><string>No files</string><key>one</key><string>One file</string><key>other</key><string>%d files</string></dict>
                </dict>
                """]),
        ],
        triggeringExamples: [
            .android(["values": #"<plurals name="files"><item quantity="zero">↓No files</item><item quantity="one">One file</item><item quantity="other">%d files</item></plurals>"#]),
            .android(["values-ja": #"<plurals name="files"><item quantity="one">↓%d 件</item><item quantity="other">%d 件</item></plurals>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntry(where: { $0.contains(.isPlural) }) { resources, entry in
            guard let (groups, language) = PluralGroup.groupsWithLanguage(of: entry, in: resources),
                  let tag = resources.languageTag else { return }
            // A form some release still uses (Hebrew 'many' before CLDR 42) is not dead text.
            let judges = PluralJudges(format: entry.format, tag: tag, androidMinSdk: context.configuration.androidMinSdk)
            let used = Set(language.categories).union(judges.usedByAny)
            for group in groups {
                for piece in group.pieces {
                    guard let category = piece.category, category != .other, !used.contains(category) else { continue }
                    // Apple uses a `zero` form for an explicit 0 whatever CLDR says.
                    if category == .zero && entry.format != .android { continue }
                    violations.append(Violation(
                        location: context.location(of: piece, in: entry),
                        message: "\(group.label) in \(resources.language) has a '\(category.rawValue)' form, which \(resources.language) never uses (it uses \(language.categories.map(\.rawValue).joined(separator: ", ")), CLDR \(CLDRPlurals.version)); the text is never shown",
                        key: entry.key, language: resources.language))
                }
            }
        }
        return violations
    }
}
