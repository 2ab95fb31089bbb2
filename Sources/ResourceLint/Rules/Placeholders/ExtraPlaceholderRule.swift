import LocalizedStrings

/// A translation that uses an argument the source does not.
struct ExtraPlaceholderRule: LintRule {
    static let description = RuleDescription(
        identifier: "extra_placeholder",
        name: "Extra Placeholder",
        summary: "A translation that uses an argument the source-language string does not use.",
        rationale: """
            The app passes only the arguments the source needs, so the extra one does not exist: Java throws \
            MissingFormatArgumentException and the screen crashes, Foundation reads whatever is in memory. \
            compare-locales treats it as an error ("Formatter not found in reference"); the platforms accept the \
            file, so it is a warning here.
            """,
        kind: .placeholders, defaultSeverity: .warning, androidLintID: "StringFormatCount",
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">%1$s and %2$s</string>"#,
                      "values-ja": #"<string name="a">%2$sと%1$s</string>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a">Hello, %1$s</string>"#,
                      "values-fr": #"<string name="a">Bonjour, %1$s (↓%2$d)</string>"#]),
            .strings(["en": #""a" = "Hello";"#, "fr": #""a" = "Bonjour ↓%@";"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachTranslationPair(where: { $0.contains([.hasSpecifiers, .isFormatted]) && $1.contains(.isFormatted) }) { pair in
            for unit in pair.sharedUnits {
                let source = pair.source.profile(ofUnit: unit)
                let translation = pair.entry.profile(ofUnit: unit)
                // A source with a malformed specifier says nothing reliable (malformed_placeholder reports it).
                guard source.malformed.isEmpty else { continue }
                for index in translation.indices where source.uses[index] == nil {
                    guard let use = translation.uses[index]?.first else { continue }
                    let sourcePiece = pair.source.pieces(inUnit: unit).first
                    violations.append(Violation(
                        location: context.location(of: use.specifier.text, in: use.piece, of: pair.entry,
                                                   occurrence: use.specifier.occurrence),
                        message: "'\(use.specifier.text)' in '\(pair.entry.key)' (\(pair.resources.language)) reads argument \(index), which the source-language string does not use, so the app does not pass it",
                        key: pair.entry.key, language: pair.resources.language,
                        related: sourcePiece.map { [RelatedLocation(location: context.location(of: $0, in: pair.source),
                                                                     message: "the source-language string")] } ?? []))
                }
            }
        }
        return violations
    }
}
