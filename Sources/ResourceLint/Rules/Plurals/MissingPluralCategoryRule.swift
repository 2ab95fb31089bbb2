import LocalizedStrings

/// Plural forms a language needs and does not have.
struct MissingPluralCategoryRule: LintRule {
    static let description = RuleDescription(
        identifier: "missing_plural_category",
        name: "Missing Plural Category",
        summary: "A plural without a form for a CLDR category its language uses (Russian few and many, Polish many, Arabic zero, two, few and many).",
        rationale: """
            Both platforms fall back to 'other' when the category of a count has no form, so a Russian plural \
            with only one and other shows the 'other' form for 2, 3 and 4, which is wrong. The categories come \
            from the CLDR rules the runtime library uses; 'other' itself is the missing_other_plural_form rule's.
            """,
        kind: .plurals, defaultSeverity: .warning, androidLintID: "MissingQuantity",
        nonTriggeringExamples: [
            .android(["values-ru": #"<plurals name="files"><item quantity="one">%d файл</item><item quantity="few">%d файла</item><item quantity="many">%d файлов</item><item quantity="other">%d файла</item></plurals>"#]),
            .android(["values-ja": #"<plurals name="files"><item quantity="other">%d 件</item></plurals>"#]),
        ],
        triggeringExamples: [
            .android(["values-ru": #"↓<plurals name="files"><item quantity="one">%d файл</item><item quantity="other">%d файла</item></plurals>"#]),
            .stringsdict(["pl": """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@n@</string>
                    <key>n</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>↓%d plik</string>
                        <key>other</key><string>%d pliki</string>
                    </dict>
                </dict>
                """]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntry(where: { $0.contains(.isPlural) }) { resources, entry in
            guard let (groups, language) = PluralGroup.groupsWithLanguage(of: entry, in: resources) else { return }
            for group in groups {
                let present = Set(group.categories)
                let missing = language.categories.filter { $0 != .other && !present.contains($0) }
                guard !missing.isEmpty, let anchor = group.anchor else { continue }
                let described = missing.map { "\($0.rawValue) (\(PluralCategory.examples(language.integers[$0] ?? [])))" }
                let location = entry.format == .stringsdict ? context.location(of: anchor, in: entry) : context.location(of: entry)
                violations.append(Violation(
                    location: location,
                    message: "\(group.label) in \(resources.language) has no form for \(described.joined(separator: ", ")); \(resources.language) uses \(language.categories.map(\.rawValue).joined(separator: ", ")) (CLDR \(CLDRPlurals.version)), and those counts get the 'other' form instead",
                    key: entry.key, language: resources.language))
            }
        }
        return violations
    }
}
