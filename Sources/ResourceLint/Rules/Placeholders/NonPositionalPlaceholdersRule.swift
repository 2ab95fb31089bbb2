import AndroidResources
import LocalizedStrings

/// Several placeholders, some without a position.
struct NonPositionalPlaceholdersRule: LintRule {
    static let description = RuleDescription(
        identifier: "non_positional_placeholders",
        name: "Non-Positional Placeholders",
        summary: "An Android string with several placeholders, some without a position (%s and %d instead of %1$s and %2$d).",
        rationale: """
            Arguments without positions are taken in order, so a translation whose grammar puts them the other \
            way round cannot: "%s has %d points" becomes a crash or nonsense in a language that says the number \
            first. aapt2 compile rejects such strings, but Gradle compiles with --legacy, which only warns, so they \
            ship: a warning, as the platform says (raise it with "rules" in the configuration). --fix numbers the placeholders in the order they appear (%s %d → \
            %1$s %2$d), in the source and in every translation, which formats exactly as before. Apple formats \
            are left alone: Xcode writes %@ for every interpolation, and Foundation reads the positions of a \
            translation whatever the source string does.
            """,
        kind: .placeholders, defaultSeverity: .warning,
        readerDiagnosticIDs: [AndroidDiagnosticID.nonPositionalFormat], isFixable: true,
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">%1$s has %2$d points</string>"#]),
            .android(["values": #"<string name="b">%s points</string>"#]),
            .android(["values": #"<string name="c" translatable="false">%s and %s</string>"#]),
            .android(["values": #"<string name="time">%H:%M on %s</string>"#]),
            .strings(["en": #""d" = "%@ and %@";"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a">↓%s has %d points</string>"#]),
            .android(["values": #"<string name="b">%1$s has ↓%d points</string>"#]),
            .android(["values-fr": #"<plurals name="p"><item quantity="other">↓%d sur %s</item></plurals>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntry(where: { $0.contains([.hasSpecifiers, .isFormatted]) }) { resources, entry in
            guard entry.format == .android, entry.hasSpecifiers, entry.isFormatted, entry.isTranslatable else { return }
            for piece in entry.pieces {
                let arguments = piece.specifiers.filter { $0.argumentIndex != nil }
                let unnumbered = arguments.filter { if case .argument(_, _, let positional) = $0.role { !positional } else { false } }
                // aapt2's own test decides, so Time.format patterns (%H:%M) pass as they do there.
                guard arguments.count >= 2, let first = unnumbered.first, !JavaFormatVerifier.isValid(piece.text.text) else { continue }
                var edits: [TextEdit] = []
                var numbered: [String] = []
                for specifier in unnumbered {
                    let replacement = numberedText(of: piece.format.segments[specifier.segmentIndex])
                    numbered.append(replacement)
                    if let found = context.find(specifier.text, in: piece, of: entry, occurrence: specifier.occurrence) {
                        edits.append(TextEdit(path: entry.path, start: found.range.lowerBound, end: found.range.upperBound,
                                              replacement: replacement))
                    }
                }
                if edits.count != unnumbered.count { edits = [] }
                violations.append(Violation(
                    location: context.location(of: first.text, in: piece, of: entry, occurrence: first.occurrence),
                    message: "\(piece.label) of '\(entry.key)' has \(arguments.count) placeholders, \(unnumbered.map { "'\($0.text)'" }.joined(separator: ", ")) without a position, so a translation cannot reorder them: number them (\(numbered.joined(separator: ", ")))",
                    key: entry.key, language: resources.language, fix: edits))
            }
        }
        return violations
    }

    /// The specifier with its argument index written as a position: `%s` → `%1$s`, `%<s` → `%1$s`.
    private func numberedText(of segment: FormatString.Segment) -> String {
        switch segment {
        case .placeholder(let placeholder):
            var numbered = placeholder
            numbered.flags.removeAll { $0 == .previousArgument }
            numbered.position = placeholder.argumentIndex
            return numbered.text
        case .variable(let variable):
            var numbered = variable
            numbered.position = variable.argumentIndex
            return numbered.text
        default:
            return segment.text
        }
    }
}
