import Foundation
import LocalizedStrings

/// A literal `%` in a string that is formatted.
struct UnescapedPercentRule: LintRule {
    static let description = RuleDescription(
        identifier: "unescaped_percent",
        name: "Unescaped Percent Sign",
        summary: "A % meant as a percent sign in a string that has placeholders (here or in the source), and is therefore formatted.",
        rationale: """
            A formatted string must write a percent sign as %%. Otherwise the formatter reads the % and what \
            follows as a specifier: French "50 % de %s" formats "% d" as an integer argument and Android throws, \
            "100%" at the end throws UnknownFormatConversionException, and Foundation prints garbage. Strings \
            without placeholders are not formatted, so their % signs are fine.
            """,
        kind: .placeholders, defaultSeverity: .warning, androidLintID: "StringFormatInvalid",
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">100%</string>"#]),
            .android(["values": #"<string name="b">%1$d%% done</string>"#]),
            .strings(["en": #""c" = "%d%% of %@";"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a">%1$d↓% done</string>"#]),
            .android(["values": #"<string name="b">Save %1$s</string>"#,
                      "values-fr": #"<string name="b">50 ↓% de %1$s</string>"#]),
            .strings(["en": #""c" = "%@ is 100↓%";"#]),
            // A stray space inside a placeholder: the advice is to remove it.
            .strings(["en": #""d" = "%@ says %d";"#, "fr": #""d" = "↓% s dit ↓% d";"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntryWithSource(where: { $0.contains(.hasSpecifiers) }) { resources, entry, source in
            guard entry.hasSpecifiers, entry.isFormatted, source?.isFormatted ?? true else { return }
            for unit in entry.units {
                let profile = entry.profile(ofUnit: unit)
                guard !profile.strays.isEmpty else { continue }
                let example = profile.uses.sorted { $0.key < $1.key }.first?.value.first?.specifier.text
                    ?? source?.profile(ofUnit: unit).uses.sorted { $0.key < $1.key }.first?.value.first?.specifier.text
                guard let example else { continue }
                for (piece, specifier) in profile.strays {
                    let reading = specifier.text.count > 1 ? "'\(specifier.text)' reads as a placeholder, not as a percent sign" : "'%' is not a placeholder"
                    let advice = Self.isSpacedPlaceholder(specifier, in: piece)
                        ? "if the argument was meant, write '\(specifier.text.replacingOccurrences(of: " ", with: ""))' without the space; for a percent sign write %%"
                        : "write %% for a percent sign"
                    violations.append(Violation(
                        location: context.location(of: specifier.text, in: piece, of: entry, occurrence: specifier.occurrence),
                        message: "\(reading) in \(piece.label) of '\(entry.key)', which is formatted (it has \(example)): \(advice)",
                        key: entry.key, language: resources.language))
                }
            }
        }
        return violations
    }

    /// Whether a stray `% d`, `% s` or `% ld` ends where a word ends (`% s dit`, `% ld restants`):
    /// then a placeholder with a stray space was meant, not a percent sign (`50 % de`).
    static func isSpacedPlaceholder(_ specifier: Specifier, in piece: TextPiece) -> Bool {
        let text = specifier.text
        guard text.hasPrefix("% "), text.count > 2, let conversion = text.last, conversion.isLetter || conversion == "@" else { return false }
        var rest = Substring(piece.text.text)
        var seen = 0
        while let range = rest.range(of: text) {
            if seen == specifier.occurrence { return rest[range.upperBound...].first.map { !$0.isLetter } ?? true }
            seen += 1
            rest = rest[range.upperBound...]
        }
        return false
    }
}
