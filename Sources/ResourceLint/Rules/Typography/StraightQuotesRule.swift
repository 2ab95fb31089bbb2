import LocalizedStrings

/// Straight quotes and apostrophes in text.
struct StraightQuotesRule: LintRule {
    static let description = RuleDescription(
        identifier: "straight_quotes",
        name: "Straight Quotes",
        summary: "A straight apostrophe between letters (don't) or straight double quotes around words (\"quoted\") where typographic ones belong.",
        rationale: """
            Typographic apostrophes (’) and quotes (“ ” or the language's own « ») read better, and on Android \
            they need no escaping at all. Android Lint reports it as TypographyQuotes (off by default there \
            too); markup and placeholders are left alone.
            """,
        kind: .typography, defaultSeverity: .warning, isEnabledByDefault: false, androidLintID: "TypographyQuotes",
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">Don’t “quote” me</string>"#]),
            .android(["values": #"<string name="b"><![CDATA[<a href="https://x">link</a>]]></string>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a">Don↓\'t stop</string>"#]),
            .strings(["en": #""a" = "Say ↓\"hello\"";"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntry { resources, entry in
            for piece in entry.pieces {
                let text = Self.withoutTags(piece.text.text)
                guard text.utf8.contains(UInt8(ascii: "'")) || text.utf8.contains(UInt8(ascii: "\"")) else { continue }
                let scalars = Array(text.unicodeScalars)
                for index in scalars.indices {
                    let scalar = scalars[index]
                    let isApostrophe = scalar == "'" && index > 0 && index + 1 < scalars.count
                        && scalars[index - 1].properties.isAlphabetic && scalars[index + 1].properties.isAlphabetic
                    let isQuote = scalar == "\"" && index + 1 < scalars.count && scalars[index + 1].properties.isAlphabetic
                        && scalars[(index + 1)...].contains("\"")
                    guard isApostrophe || isQuote else { continue }
                    let occurrence = scalars[..<index].filter { $0 == scalar }.count
                    violations.append(Violation(
                        location: context.location(of: String(scalar), in: piece, of: entry, occurrence: occurrence),
                        message: isApostrophe
                            ? "\(piece.label) of '\(entry.key)' uses a straight apostrophe; write ’"
                            : "\(piece.label) of '\(entry.key)' uses straight double quotes; write the language's quotation marks (“ ”)",
                        key: entry.key, language: resources.language))
                    break
                }
            }
        }
        return violations
    }

    /// The text with tags removed (their attribute quotes are not typography).
    static func withoutTags(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
        var result = ""
        var inTag = false
        for scalar in text.unicodeScalars {
            if scalar == "<" { inTag = true } else if scalar == ">" && inTag { inTag = false } else if !inTag {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
