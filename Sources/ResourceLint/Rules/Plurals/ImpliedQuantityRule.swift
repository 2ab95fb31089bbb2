import LocalizedStrings

/// A plural form without the number whose category covers several numbers.
struct ImpliedQuantityRule: LintRule {
    static let description = RuleDescription(
        identifier: "implied_quantity",
        name: "Implied Quantity",
        summary: "A plural form that does not show the count although its category covers several numbers (French one is 0 and 1, Russian one is 1, 21, 31…).",
        rationale: """
            "One file" is right in English, where 'one' is only 1. In languages where the category covers other \
            numbers too, a form without the number says "one file" for 21 files (Russian) or for 0 (French). \
            Android Lint reports it as ImpliedQuantity; on Apple platforms an explicit 'zero' form is used only \
            for 0, so 'zero' is exempt there. A plural that shows the count in no form, here or in the source \
            ("Collection imported" / "Collections imported"), only agrees with it and is left alone.
            """,
        kind: .plurals, defaultSeverity: .warning, androidLintID: "ImpliedQuantity",
        nonTriggeringExamples: [
            .android(["values": #"<plurals name="files"><item quantity="one">One file</item><item quantity="other">%d files</item></plurals>"#]),
            .android(["values": #"<plurals name="imported"><item quantity="one">List imported</item><item quantity="other">Lists imported</item></plurals>"#,
                      "values-ru": #"<plurals name="imported"><item quantity="one">Список импортирован</item><item quantity="few">Списки импортированы</item><item quantity="many">Списки импортированы</item><item quantity="other">Списки импортированы</item></plurals>"#]),
            .android(["values-ru": #"<plurals name="files"><item quantity="one">%d файл</item><item quantity="few">%d файла</item><item quantity="many">%d файлов</item><item quantity="other">%d файла</item></plurals>"#]),
        ],
        triggeringExamples: [
            .android(["values-ru": #"<plurals name="files"><item quantity="one">↓Один файл</item><item quantity="few">%d файла</item><item quantity="many">%d файлов</item><item quantity="other">%d файла</item></plurals>"#]),
            .android(["values-fr": #"<plurals name="files"><item quantity="one">↓Un fichier</item><item quantity="many">%d de fichiers</item><item quantity="other">%d fichiers</item></plurals>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntryWithSource(where: { $0.contains(.isPlural) }) { resources, entry, source in
            guard let (groups, language) = PluralGroup.groupsWithLanguage(of: entry, in: resources) else { return }
            for group in groups {
                // A plural that shows no count in any form (here or in the source) only agrees with it.
                let showsCountSomewhere = (group.pieces + (source?.pieces(inUnit: group.pieces.first?.unit ?? "") ?? []))
                    .contains { piece in piece.specifiers.contains { $0.argumentIndex != nil } }
                guard showsCountSomewhere else { continue }
                for piece in group.pieces {
                    guard let category = piece.category, category != .other,
                          let numbers = language.integers[category], numbers.count > 1 else { continue }
                    if category == .zero && entry.format != .android { continue }
                    let showsCount = piece.specifiers.contains { $0.argumentIndex != nil }
                    guard !showsCount else { continue }
                    violations.append(Violation(
                        location: context.location(of: piece, in: entry),
                        message: "the '\(category.rawValue)' form of \(group.label) in \(resources.language) does not show the count, but '\(category.rawValue)' is \(PluralCategory.examples(numbers)) in \(resources.language): include the number (%d)",
                        key: entry.key, language: resources.language))
                }
            }
        }
        return violations
    }
}
