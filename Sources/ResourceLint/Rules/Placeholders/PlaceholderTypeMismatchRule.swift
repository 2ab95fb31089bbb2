import LocalizedStrings

/// An argument read as another type than the source reads it.
struct PlaceholderTypeMismatchRule: LintRule {
    static let description = RuleDescription(
        identifier: "placeholder_type_mismatch",
        name: "Placeholder Type Mismatch",
        summary: "A translation that reads an argument as another type than the source (%d where the source has %s or %@), or a string that reads one argument as two types.",
        rationale: """
            The app passes what the source asks for. Java throws IllegalFormatConversionException when %d gets a \
            string, and Foundation crashes or prints garbage when %@ gets a number or %s (a C string) gets an \
            object. Android Lint reports it as StringFormatMatches ("Found both 's' and 'd'").
            """,
        kind: .placeholders, defaultSeverity: .warning, androidLintID: "StringFormatMatches",
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">%1$d points</string>"#,
                      "values-fr": #"<string name="a">%1$d points</string>"#]),
            .strings(["en": #""a" = "%d points";"#, "fr": #""a" = "%ld points";"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a">%1$s has %2$d points</string>"#,
                      "values-fr": #"<string name="a">%1$s a ↓%2$s points</string>"#]),
            .strings(["en": #""a" = "%@ points";"#, "de": #""a" = "↓%d Punkte";"#]),
            .android(["values": #"<string name="b">%1$s, ↓%1$d</string>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntryWithSource(where: { $0.contains(.hasSpecifiers) }) { resources, entry, source in
            guard entry.hasSpecifiers, entry.isFormatted else { return }
            for unit in entry.units {
                let profile = entry.profile(ofUnit: unit)
                let sourceProfile = source.flatMap { $0.isFormatted && $0.units.contains(unit) ? $0.profile(ofUnit: unit) : nil }
                    .flatMap { $0.malformed.isEmpty ? $0 : nil }
                for index in profile.indices {
                    let uses = profile.uses[index] ?? []
                    if let sourceProfile, let sourceUse = sourceProfile.uses[index]?.first(where: { $0.kind != nil }),
                       let expected = sourceUse.kind {
                        let sourceKinds = sourceProfile.kinds(of: index)
                        for use in uses {
                            guard let kind = use.kind, !sourceKinds.contains(kind) else { continue }
                            violations.append(violation(use, in: entry, language: resources.language,
                                                        message: "'\(use.specifier.text)' in '\(entry.key)' (\(resources.language)) reads argument \(index) as \(kind.described(in: entry.dialect)), but the source-language string reads it as \(expected.described(in: entry.dialect)) ('\(sourceUse.specifier.text)')",
                                                        related: RelatedLocation(location: context.location(of: sourceUse.specifier.text, in: sourceUse.piece, of: source!, occurrence: sourceUse.specifier.occurrence),
                                                                                 message: "the source-language string"),
                                                        context: context))
                            break
                        }
                    } else if let first = uses.first(where: { $0.kind != nil }), let firstKind = first.kind,
                              let conflict = uses.first(where: { $0.kind != nil && $0.kind != firstKind }), let kind = conflict.kind {
                        violations.append(violation(conflict, in: entry, language: resources.language,
                                                    message: "'\(conflict.specifier.text)' in '\(entry.key)' reads argument \(index) as \(kind.described(in: entry.dialect)), but '\(first.specifier.text)' in the same string reads it as \(firstKind.described(in: entry.dialect))",
                                                    related: nil, context: context))
                    }
                }
            }
        }
        return violations
    }

    private func violation(_ use: ArgumentProfile.Use, in entry: LocatedEntry, language: String, message: String,
                           related: RelatedLocation?, context: LintContext) -> Violation {
        Violation(location: context.location(of: use.specifier.text, in: use.piece, of: entry, occurrence: use.specifier.occurrence),
                  message: message, key: entry.key, language: language, related: related.map { [$0] } ?? [])
    }
}
