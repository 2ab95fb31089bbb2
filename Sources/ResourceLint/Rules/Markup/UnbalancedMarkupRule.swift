import LocalizedStrings

/// HTML written as text whose tags do not pair up.
struct UnbalancedMarkupRule: LintRule {
    static let description = RuleDescription(
        identifier: "unbalanced_markup",
        name: "Unbalanced Markup",
        summary: "HTML written as text (CDATA, &lt;b&gt;, HTML in Apple strings) with a start tag that is never closed or an end tag that was never opened.",
        rationale: """
            Html.fromHtml, NSAttributedString and WebViews guess where an unclosed tag ends, usually at the end \
            of the text: the rest of the label turns bold, or a link swallows the sentence. Tags that aapt2 \
            compiled as spans are always balanced; this checks the ones kept as text. Weblate reports it as \
            xml-invalid.
            """,
        kind: .markup, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .android(["values": #"<string name="a"><![CDATA[Read the <b>terms</b><br>now]]></string>"#]),
            .strings(["en": #""a" = "Tap <b>here</b>";"#]),
            .strings(["en": #""b" = "Type <b> for bold";"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a"><![CDATA[Read the <b>terms</b>]]></string>"#,
                      "values-de": #"<string name="a"><![CDATA[Lies die ↓<b>Bedingungen]]></string>"#]),
            .strings(["en": #""a" = "Tap here↓</i>";"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntryWithSource(where: { $0.contains(.hasMarkup) }) { resources, entry, source in
            for piece in entry.pieces where piece.hasMarkup {
                let tags = MarkupTags.textTags(in: piece.text.text)
                // A lone "<b>" may be text about a tag ("Type <b> for bold"); it is markup when the
                // string closes a tag somewhere or its source has tags.
                let isMarkup = tags.contains { $0.kind == .close } || (source?.piece(matching: piece)?.hasMarkup ?? false)
                guard isMarkup else { continue }
                var open: [MarkupTags.TextTag] = []
                var problems: [MarkupTags.TextTag] = []
                for tag in tags {
                    switch tag.kind {
                    case .selfClosing: continue
                    case .open: open.append(tag)
                    case .close:
                        if let match = open.lastIndex(where: { $0.name == tag.name }) {
                            problems += open[(match + 1)...]
                            open.removeSubrange(match...)
                        } else {
                            problems.append(tag)
                        }
                    }
                }
                problems += open
                for tag in problems {
                    let what = tag.kind == .close ? "closes a tag that was never opened" : "is never closed"
                    violations.append(Violation(
                        location: context.location(of: tag.text, in: piece, of: entry, occurrence: tag.occurrence),
                        message: "'\(tag.text)' in \(piece.label) of '\(entry.key)' \(what)",
                        key: entry.key, language: resources.language))
                }
            }
        }
        return violations
    }
}
