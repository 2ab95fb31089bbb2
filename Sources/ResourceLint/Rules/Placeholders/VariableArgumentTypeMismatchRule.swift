import LocalizedStrings

/// A `.stringsdict` entry that, along one choice of plural forms or another, reads one
/// argument as two types.
struct VariableArgumentTypeMismatchRule: LintRule {
    static let description = RuleDescription(
        identifier: "variable_argument_type_mismatch",
        name: "Variable Argument Type Mismatch",
        summary: "A .stringsdict (or catalog substitution) entry whose format, once its %#@variables@ are replaced by their forms (nested variables too), reads one argument as two types: %d in a form and %3$s in the format.",
        rationale: """
            Foundation replaces each %#@name@ with the form its count selects and formats the result, so an \
            unnumbered %d inside a form reads the argument at its place in the expanded string, and a form \
            without a specifier shifts the arguments after it. Along one choice of forms the same argument can \
            then be read as an integer and as a string: the app prints garbage or crashes for those counts only. \
            Every choice of forms is expanded (as locheck does), and within each the arguments must have one \
            type. (How far a form without a specifier shifts the arguments after it is not settled, so readings \
            that differ only between two choices are not reported.) Number the specifiers in the forms (%2$d) to \
            pin them to their arguments.
            """,
        kind: .placeholders, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .stringsdict(["en": """
                <key>added</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%1$@ added %2$#@tasks@ to %3$@</string>
                    <key>tasks</key>
                    <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>a task</string><key>other</key><string>%2$d tasks</string></dict>
                </dict>
                """]),
        ],
        triggeringExamples: [
            // locheck's own example: the 'other' forms put %d where the format reads %3$s.
            .stringsdict(["en": """
                <key>added</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%s added %#@tasks@ to %3$s</string>
                    <key>milestones</key>
                    <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string> and a milestone</string><key>other</key><string> and ↓%d milestones</string></dict>
                    <key>tasks</key>
                    <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>a task%#@milestones@</string><key>other</key><string>%d tasks%#@milestones@</string></dict>
                </dict>
                """]),
            // The count is read by the form as an integer and by the format as an object.
            .stringsdict(["en": """
                <key>sent</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@files@ (%1$@)</string>
                    <key>files</key>
                    <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>One file</string><key>other</key><string>↓%d files</string></dict>
                </dict>
                """]),
        ])

    /// More choices than this are not expanded: real entries have a handful.
    static let expansionLimit = 256

    /// One argument read by a placeholder of an expansion, and where the placeholder is written.
    private struct Use {
        var kind: FormatString.ArgumentKind
        var text: String
        var piece: Int
        var occurrence: Int
    }

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntry(where: { $0.contains(.isPlural) }) { resources, entry in
            guard case .variableFormat = entry.entry.value,
                  let formatPiece = entry.pieces.firstIndex(where: { $0.role == .variableFormat }) else { return }
            var reported: Set<Int> = []
            for expansion in expansions(of: formatPiece, in: entry) {
                var firstUse: [Int: Use] = [:]
                let format = FormatString(segments: expansion.map(\.segment), dialect: .apple)
                for (segment, origin) in zip(format.segments, expansion) {
                    guard case .placeholder(let placeholder) = segment, let kind = placeholder.argumentKind(in: .apple) else { continue }
                    let index = placeholder.argumentIndex
                    let current = Use(kind: kind, text: placeholder.text, piece: origin.piece, occurrence: origin.occurrence)
                    guard let earlier = firstUse[index] else {
                        firstUse[index] = current
                        continue
                    }
                    // Two types in one piece are placeholder_type_mismatch's.
                    guard earlier.kind != kind, earlier.piece != current.piece, !reported.contains(index) else { continue }
                    reported.insert(index)
                    // The finding goes where the fix goes: a form's specifier rather than the format's.
                    let (use, first) = current.piece == formatPiece ? (earlier, current) : (current, earlier)
                    let (piece, firstPiece) = (entry.pieces[use.piece], entry.pieces[first.piece])
                    violations.append(Violation(
                        location: context.location(of: use.text, in: piece, of: entry, occurrence: use.occurrence),
                        message: "'\(use.text)' in \(piece.label) of '\(entry.key)' reads argument \(index) as \(kind.described(in: .apple)), but '\(first.text)' in \(firstPiece.label) reads it as \(first.kind.described(in: .apple)) once the forms are put in the format: number the specifiers of the forms (%\(index)$\(first.text.last.map(String.init) ?? "d")) so that each reads the argument meant",
                        key: entry.key, language: resources.language,
                        related: [RelatedLocation(location: context.location(of: first.text, in: firstPiece, of: entry, occurrence: first.occurrence),
                                                  message: "the other reading")]))
                }
            }
        }
        return violations
    }

    /// A segment of an expansion and the piece it comes from.
    private struct Origin {
        var segment: FormatString.Segment
        var piece: Int
        /// How many earlier segments of its piece have the same text.
        var occurrence: Int
    }

    /// Every way of replacing the variables of a piece by their forms, nested variables too
    /// (each at most once on a path), up to ``expansionLimit``.
    private func expansions(of pieceIndex: Int, in entry: LocatedEntry, visiting: Set<String> = []) -> [[Origin]] {
        let segments = entry.pieces[pieceIndex].format.segments
        var results: [[Origin]] = [[]]
        var seen: [String: Int] = [:]
        for segment in segments {
            let text = FormatString(segments: [segment], dialect: .apple).text
            let occurrence = seen[text, default: 0]
            seen[text] = occurrence + 1
            var alternatives: [[Origin]] = [[Origin(segment: segment, piece: pieceIndex, occurrence: occurrence)]]
            if case .variable(let variable) = segment, !visiting.contains(variable.name) {
                let forms = entry.pieces.indices.filter {
                    if case .variableForm(variable.name, _) = entry.pieces[$0].role { true } else { false }
                }
                if !forms.isEmpty {
                    alternatives = forms.flatMap { expansions(of: $0, in: entry, visiting: visiting.union([variable.name])) }
                }
            }
            var next: [[Origin]] = []
            for prefix in results {
                for alternative in alternatives where next.count < Self.expansionLimit {
                    next.append(prefix + alternative)
                }
            }
            results = next
        }
        return results
    }
}
