import LocalizedStrings

/// Translations whose kind (string, plural, array) differs from the source language's resource
/// of the same name.
struct KindMismatchRule: LintRule {
    static let description = RuleDescription(
        identifier: "kind_mismatch",
        name: "Kind Mismatch",
        summary: "A translation that is a string where the source has a plural, or the other way round.",
        rationale: """
            Android looks a resource up by kind and name: a `<string>` in `values-zh-rCN` beside a \
            `<plurals>` of that name in `values/` is another resource, never shown, so users of the \
            language see the source language's plural. On Apple platforms a `.strings` value and a \
            `.stringsdict` plural of one key shadow each other in ways that depend on the table. \
            Translate it in the source's kind (a language with one plural form needs only `other`).
            """,
        kind: .completeness, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .android(["values": #"<plurals name="n"><item quantity="one">%d note</item><item quantity="other">%d notes</item></plurals>"#,
                      "values-zh": #"<plurals name="n"><item quantity="other">%d 条笔记</item></plurals>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<plurals name="n"><item quantity="one">%d note</item><item quantity="other">%d notes</item></plurals>"#,
                      "values-zh": #"↓<string name="n">%d 条笔记</string>"#]),
            .android(["values": #"<string name="n">Notes</string>"#,
                      "values-fr": #"↓<plurals name="n"><item quantity="one">Note</item><item quantity="other">Notes</item></plurals>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        context.unpairedEntries.compactMap { unpaired in
            guard let sourceEntry = unpaired.source else { return nil }
            let (resources, entry) = (unpaired.resources, unpaired.entry)
            return Violation(
                location: context.location(of: entry),
                message: "'\(entry.key)' is a \(entry.entry.value.kindName) in \(resources.displayName) but a \(sourceEntry.entry.value.kindName) in the source language, so Android treats them as two resources and this one is never used",
                key: entry.key, language: resources.language,
                related: [RelatedLocation(location: context.location(of: sourceEntry), message: "the source-language resource")])
        }
    }
}
