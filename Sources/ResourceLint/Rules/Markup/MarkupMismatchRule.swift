import LocalizedStrings

/// Translations whose tags differ from the source's.
struct MarkupMismatchRule: LintRule {
    static let description = RuleDescription(
        identifier: "markup_mismatch",
        name: "Markup Mismatch",
        summary: "A translation whose tags (<b>, <a href>, <br/>, HTML in CDATA or in Apple strings) differ from the source's.",
        rationale: """
            Markup carries meaning the app relies on: a link the user must tap, emphasis, a line break. A \
            translation that drops, adds or renames a tag loses it or shows the tag as text. Weblate checks it \
            as xml-tags.
            """,
        kind: .markup, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">Read the <a href="https://x">terms</a></string>"#,
                      "values-fr": #"<string name="a">Lisez les <a href="https://x">conditions</a></string>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a">Read the <b>terms</b></string>"#,
                      "values-fr": #"↓<string name="a">Lisez les conditions</string>"#]),
            .strings(["en": #""a" = "Tap <b>here</b>";"#, "de": #""a" = ↓"Tippe <i>hier</i>";"#]),
            // One link more than the source: the message counts them.
            .android(["values": #"<string name="a">Read <a href="x">1</a> and <a href="y">2</a></string>"#,
                      "values-fr": #"↓<string name="a">Lire <a href="x">1</a>, <a href="y">2</a> et <a href="z">3</a></string>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        // Each source piece is compared with every language: its tags are counted once.
        var sourceTags: [ObjectIdentifier: [String: Int]] = [:]
        func tags(ofSource piece: TextPiece) -> [String: Int] {
            if let known = sourceTags[ObjectIdentifier(piece)] { return known }
            let names = MarkupTags.names(in: piece)
            sourceTags[ObjectIdentifier(piece)] = names
            return names
        }
        context.forEachTranslationPair(where: { $0.contains(.hasMarkup) || $1.contains(.hasMarkup) }) { pair in
            for piece in pair.entry.pieces {
                guard let sourcePiece = pair.source.piece(matching: piece), piece.hasMarkup || sourcePiece.hasMarkup else { continue }
                let expected = tags(ofSource: sourcePiece)
                let actual = MarkupTags.names(in: piece)
                guard expected != actual else { continue }
                let missing = expected.keys.filter { (actual[$0] ?? 0) < expected[$0]! }.sorted()
                    .map { Self.described($0, here: actual[$0] ?? 0, inSource: expected[$0]!) }
                let extra = actual.keys.filter { (expected[$0] ?? 0) < actual[$0]! }.sorted()
                    .map { Self.described($0, here: actual[$0]!, inSource: expected[$0] ?? 0) }
                let parts = missing + extra
                violations.append(Violation(
                    location: context.location(of: piece, in: pair.entry),
                    message: "the tags of \(piece.label) of '\(pair.entry.key)' in \(pair.resources.displayName) differ from the source's: \(parts.joined(separator: "; "))",
                    key: pair.entry.key, language: pair.resources.language,
                    related: [RelatedLocation(location: context.location(of: sourcePiece, in: pair.source), message: "the source-language string")]))
            }
        }
        return violations
    }

    /// `<a> not in the source`, `<b> missing`, or with counts when both have the tag: `4 <a>
    /// where the source has 3`.
    static func described(_ tag: String, here: Int, inSource: Int) -> String {
        if inSource == 0 { return "<\(tag)> not in the source" }
        if here == 0 { return "<\(tag)> missing" }
        return "\(here) <\(tag)> where the source has \(inSource)"
    }
}
