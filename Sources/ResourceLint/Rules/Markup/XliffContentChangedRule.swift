import LocalizedStrings

/// `<xliff:g>` sections a translation changed.
struct XliffContentChangedRule: LintRule {
    static let description = RuleDescription(
        identifier: "xliff_content_changed",
        name: "Changed xliff:g Content",
        summary: "An Android translation whose <xliff:g> section differs from the source's, or that drops one.",
        rationale: """
            <xliff:g> marks text translators must copy as it is: a placeholder, a product name, a URL. A changed \
            section breaks formatting or the link; the id (or, without ids, the order) ties each section to the \
            source's.
            """,
        kind: .markup, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">Hello <xliff:g id="name" example="Ann">%1$s</xliff:g></string>"#,
                      "values-fr": #"<string name="a">Bonjour <xliff:g id="name" example="Ann">%1$s</xliff:g></string>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a">Visit <xliff:g id="site">example.com</xliff:g></string>"#,
                      "values-fr": #"<string name="a">Visitez ↓<xliff:g id="site">exemple.fr</xliff:g></string>"#]),
            .android(["values": #"<string name="a">Hello <xliff:g id="name">%1$s</xliff:g></string>"#,
                      "values-de": #"↓<string name="a">Hallo %1$s</string>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachTranslationPair(where: { _, source in source.contains(.hasProtectedText) }) { pair in
            guard pair.entry.format == .android else { return }
            for piece in pair.entry.pieces {
                guard let sourcePiece = pair.source.piece(matching: piece), !sourcePiece.text.protectedRanges.isEmpty else { continue }
                let sections = Self.sections(of: piece.text)
                for (index, expected) in Self.sections(of: sourcePiece.text).enumerated() {
                    let match = expected.id.flatMap { id in sections.firstIndex { $0.id == id } }
                        ?? (index < sections.count && expected.id == nil ? index : nil)
                    guard let match else {
                        violations.append(Violation(
                            location: context.location(of: piece, in: pair.entry),
                            message: "\(piece.label) of '\(pair.entry.key)' in \(pair.resources.displayName) has no <xliff:g\(expected.id.map { " id=\"\($0)\"" } ?? "")> section; the source keeps \"\(expected.content)\" unchanged there",
                            key: pair.entry.key, language: pair.resources.language))
                        continue
                    }
                    guard sections[match].content != expected.content else { continue }
                    violations.append(Violation(
                        location: context.location(of: "<xliff:g", in: piece, of: pair.entry, occurrence: match),
                        message: "the <xliff:g\(expected.id.map { " id=\"\($0)\"" } ?? "")> section of '\(pair.entry.key)' in \(pair.resources.displayName) says \"\(sections[match].content)\", but it must stay \"\(expected.content)\" as in the source",
                        key: pair.entry.key, language: pair.resources.language))
                }
            }
        }
        return violations
    }

    /// The protected sections: their `id` and text.
    static func sections(of text: StyledText) -> [(id: String?, content: String)] {
        let units = Array(text.text.utf16)
        return text.protectedRanges.map { range in
            let start = max(0, min(range.start, units.count))
            let end = max(start, min(range.end, units.count))
            return (range.attributes[named: "id"], String(decoding: units[start..<end], as: UTF16.self))
        }
    }
}
