import LocalizedStrings

/// A translation that leaves out an argument the source shows.
struct MissingPlaceholderRule: LintRule {
    static let description = RuleDescription(
        identifier: "missing_placeholder",
        name: "Missing Placeholder",
        summary: "A translation that does not use an argument the source-language string uses.",
        rationale: """
            The value the app passes is then not shown: a name, a count or a price is silently dropped. \
            compare-locales and Android Lint (StringFormatCount) only warn, and such drift is the most common \
            translation bug that ships. Plural forms count together: a 'one' form may leave the number out when \
            another form shows it.
            """,
        kind: .placeholders, defaultSeverity: .warning, androidLintID: "StringFormatCount",
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">Hello, %1$s</string>"#,
                      "values-fr": #"<string name="a">Bonjour, %1$s</string>"#]),
            .android(["values": #"<plurals name="files"><item quantity="one">One file</item><item quantity="other">%d files</item></plurals>"#,
                      "values-fr": #"<plurals name="files"><item quantity="one">Un fichier</item><item quantity="other">%d fichiers</item></plurals>"#]),
            // The argument is there with a stray space: unescaped_percent reports it, with the fix.
            .strings(["en": #""b" = "Expired on %@";"#, "es": #""b" = "Caducó el % @";"#]),
        ],
        triggeringExamples: [
            // '50 % de' is a percent sign, not the argument: the argument is still missing.
            .strings(["en": #""c" = "%@ saved";"#, "fr": #""c" = ↓"50 % de réduction";"#]),
            .android(["values": #"<string name="a">%1$s sent %2$d files</string>"#,
                      "values-de": #"↓<string name="a">%1$s hat Dateien gesendet</string>"#]),
            .strings(["en": #""a" = "Hello, %@";"#, "fr": #""a" = ↓"Bonjour";"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachTranslationPair(where: { $0.contains(.isFormatted) && $1.contains([.hasSpecifiers, .isFormatted]) }) { pair in
            for unit in pair.sharedUnits {
                let source = pair.source.profile(ofUnit: unit)
                let translation = pair.entry.profile(ofUnit: unit)
                // A source with a malformed specifier says nothing reliable (malformed_placeholder reports it).
                guard source.malformed.isEmpty else { continue }
                guard let firstPiece = pair.entry.pieces(inUnit: unit).first else { continue }
                let missing = source.indices.filter { translation.uses[$0] == nil }
                // A broken specifier in its place ('%# @count @', '% @') is the argument, mangled:
                // malformed_placeholder and unescaped_percent report it with the fix, once.
                let mangled = translation.malformed.count
                    + translation.strays.filter { UnescapedPercentRule.isSpacedPlaceholder($0.specifier, in: $0.piece) }.count
                if mangled >= missing.count { continue }
                for index in missing {
                    guard let use = source.uses[index]?.first else { continue }
                    violations.append(Violation(
                        location: context.location(of: firstPiece, in: pair.entry),
                        message: "'\(pair.entry.key)' (\(pair.resources.language)) does not use argument \(index), '\(use.specifier.text)' in the source, so the value the app passes is not shown",
                        key: pair.entry.key, language: pair.resources.language,
                        related: [RelatedLocation(location: context.location(of: use.specifier.text, in: use.piece, of: pair.source,
                                                                              occurrence: use.specifier.occurrence),
                                                  message: "the source-language string")]))
                }
            }
        }
        return violations
    }
}
