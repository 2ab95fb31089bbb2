import LocalizedStrings

/// String arrays whose translation has another number of items.
struct ArraySizeMismatchRule: LintRule {
    static let description = RuleDescription(
        identifier: "array_size_mismatch",
        name: "Array Size Mismatch",
        summary: "A translated string array with a different number of items than the source's.",
        rationale: """
            Code indexes arrays by position (a spinner's entries and its values, the days of the week), so a \
            missing or extra item shifts every item after it or crashes with an index out of range. Android Lint \
            reports it as InconsistentArrays, locheck as string_array_item_count_mismatch.
            """,
        kind: .completeness, defaultSeverity: .warning, androidLintID: "InconsistentArrays",
        nonTriggeringExamples: [
            .android(["values": #"<string-array name="d"><item>Yes</item><item>No</item></string-array>"#,
                      "values-fr": #"<string-array name="d"><item>Oui</item><item>Non</item></string-array>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string-array name="d"><item>Yes</item><item>No</item></string-array>"#,
                      "values-fr": #"↓<string-array name="d"><item>Oui</item></string-array>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachTranslationPair(where: { $0.contains(.isArray) && $1.contains(.isArray) }) { pair in
            guard case .array(let items) = pair.entry.entry.value, case .array(let sourceItems) = pair.source.entry.value,
                  items.count != sourceItems.count else { return }
            violations.append(Violation(
                location: context.location(of: pair.entry),
                message: "'\(pair.entry.key)' has \(items.count) item\(items.count == 1 ? "" : "s") in \(pair.resources.displayName) but \(sourceItems.count) in the source language; code that indexes it gets the wrong item or crashes",
                key: pair.entry.key, language: pair.resources.language,
                related: [RelatedLocation(location: context.location(of: pair.source), message: "the source-language array")]))
        }
        return violations
    }
}
