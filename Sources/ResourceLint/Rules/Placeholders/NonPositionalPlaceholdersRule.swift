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
            %1$s %2$d), in the source and in every translation, which formats exactly as before (not a translation whose \
            unnumbered placeholders outnumber the source's one argument: numbering them 1, 2, 3 would keep the \
            crash; the message says to write the source's %1$,d for each). Apple formats \
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
            // The source's one count written three times without a position: the advice is %1$,d, which
            // --fix does not write (it changes what is formatted).
            .android(["values": #"<string name="c">%1$,d articles</string>"#,
                      "values-fr": #"<string name="c">↓%,d articles (%,d lus, %,d non lus)</string>"#]),
            // MediaWiki's {{PLURAL}} in a <string> for the source's <plurals> (Wikipedia's values-pl):
            // the one count three times, not three arguments.
            .android(["values": #"<plurals name="n"><item quantity="one">%,d change</item><item quantity="other">%,d changes</item></plurals>"#,
                      "values-pl": #"<string name="n">{{PLURAL|few=↓%,d zmiany|many=%,d zmian|%,d zmiany}}</string>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        // A translation of another kind than the source (a <string> where the source has a
        // <plurals>) is compared with that source for the arguments it passes.
        let otherKindSources = Dictionary(context.unpairedEntries.compactMap { unpaired in
            unpaired.source.map { (ObjectIdentifier(unpaired.entry), $0) }
        }, uniquingKeysWith: { first, _ in first })
        context.forEachEntryWithSource(where: { $0.contains([.hasSpecifiers, .isFormatted]) }) { resources, entry, pairedSource in
            let source = pairedSource ?? otherKindSources[ObjectIdentifier(entry)]
            guard entry.format == .android, entry.hasSpecifiers, entry.isFormatted, entry.isTranslatable else { return }
            for piece in entry.pieces {
                let arguments = piece.specifiers.filter { $0.argumentIndex != nil }
                let unnumbered = arguments.filter { if case .argument(_, _, let positional) = $0.role { !positional } else { false } }
                // aapt2's own test decides, so Time.format patterns (%H:%M) pass as they do there.
                guard arguments.count >= 2, let first = unnumbered.first, !JavaFormatVerifier.isValid(piece.text.text) else { continue }
                let sourceArgument = Self.onlySourceArgument(for: piece, of: source, unnumbered: unnumbered)
                var edits: [TextEdit] = []
                var numbered: [String] = []
                for specifier in unnumbered {
                    let replacement = numberedText(of: piece.format.segments[specifier.segmentIndex], position: sourceArgument)
                    numbered.append(replacement)
                    if let found = context.find(specifier.text, in: piece, of: entry, occurrence: specifier.occurrence) {
                        edits.append(TextEdit(path: entry.path, start: found.range.lowerBound, end: found.range.upperBound,
                                              replacement: replacement))
                    }
                }
                // --fix only numbers what formats as before; reading the source's argument three
                // times instead of three arguments changes what is shown, so a person decides.
                if edits.count != unnumbered.count || sourceArgument != nil { edits = [] }
                violations.append(Violation(
                    location: context.location(of: first.text, in: piece, of: entry, occurrence: first.occurrence),
                    message: sourceArgument == nil
                        ? "\(piece.label) of '\(entry.key)' has \(arguments.count) placeholders, \(unnumbered.map { "'\($0.text)'" }.joined(separator: ", ")) without a position, so a translation cannot reorder them: number them (\(numbered.joined(separator: ", ")))"
                        : "\(piece.label) of '\(entry.key)' reads \(unnumbered.count) arguments with \(unnumbered.map { "'\($0.text)'" }.joined(separator: ", ")), but the source-language string passes one: number them all \(numbered[0]), the source's argument",
                    key: entry.key, language: resources.language, fix: edits))
            }
        }
        return violations
    }

    /// The one argument the source-language string formats, when the translation's unnumbered
    /// placeholders all read it (same conversion) and outnumber the source's: a translator who
    /// wrote `%,d` three times for the one count (`%1$,d` in the source) meant that count three
    /// times, and numbering them 1, 2, 3 would keep the crash (only one argument is passed).
    static func onlySourceArgument(for piece: TextPiece, of source: LocatedEntry?, unnumbered: [Specifier]) -> Int? {
        guard let source, source.units.contains(piece.unit) else { return nil }
        let profile = source.profile(ofUnit: piece.unit)
        guard profile.indices.count == 1, let index = profile.indices.first, unnumbered.count > 1,
              let sourceConversion = profile.uses[index]?.first.flatMap({ conversion(of: $0.specifier.text) }),
              unnumbered.allSatisfy({ conversion(of: $0.text) == sourceConversion }) else { return nil }
        return index
    }

    private static func conversion(of text: String) -> Character? { text.last }

    /// The specifier with its argument index (or `position`) written as a position: `%s` →
    /// `%1$s`, `%<s` → `%1$s`.
    private func numberedText(of segment: FormatString.Segment, position: Int? = nil) -> String {
        switch segment {
        case .placeholder(let placeholder):
            var numbered = placeholder
            numbered.flags.removeAll { $0 == .previousArgument }
            numbered.position = position ?? placeholder.argumentIndex
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
