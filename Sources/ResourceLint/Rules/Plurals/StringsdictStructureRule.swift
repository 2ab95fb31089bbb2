import AppleResources
import LocalizedStrings

/// `.stringsdict` entries Foundation cannot format.
struct StringsdictStructureRule: LintRule {
    static let description = RuleDescription(
        identifier: "stringsdict_structure",
        name: "Stringsdict Structure",
        summary: "A .stringsdict (or catalog substitution) entry Foundation cannot use: no NSStringLocalizedFormatKey, a variable without NSStringFormatSpecTypeKey, a %#@name@ that names no variable, a format naming no variable.",
        rationale: """
            Foundation formats a .stringsdict entry by replacing each %#@name@ of NSStringLocalizedFormatKey with \
            the form its variable picks. Without the format key there is nothing to format; a variable without \
            NSStringPluralRuleType is not a plural; an undefined variable prints nothing; and a format that names \
            no variable never uses the plural forms at all. locheck and SwiftGen stop on all of these.
            """,
        kind: .plurals, defaultSeverity: .error,
        readerDiagnosticIDs: [AppleDiagnosticID.missingFormatKey, AppleDiagnosticID.undefinedVariable,
                              AppleDiagnosticID.unsupportedRuleType],
        nonTriggeringExamples: [
            .stringsdict(["en": """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                    <key>n</key>
                    <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>One file</string><key>other</key><string>%d files</string></dict>
                </dict>
                """]),
        ],
        triggeringExamples: [
            .stringsdict(["en": """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>↓%d files</string>
                    <key>n</key>
                    <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>One file</string><key>other</key><string>%d files</string></dict>
                </dict>
                """]),
            .stringsdict(["en": """
                <key>files</key>
                ↓<dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
                    <key>n</key>
                    <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><string>One file</string><key>other</key><string>%d files</string></dict>
                </dict>
                """]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations = context.readerDiagnostics(for: Self.description).map { diagnostic in
            context.violation(for: diagnostic, message: "\(diagnostic.message) (\(diagnostic.id))")
        }
        context.forEachEntry(where: { $0.contains(.isPlural) }) { resources, entry in
            guard case .variableFormat(let format) = entry.entry.value, !format.variables.isEmpty,
                  let piece = entry.pieces.first(where: { $0.role == .variableFormat }), piece.format.variables.isEmpty else { return }
            violations.append(Violation(
                location: context.location(of: piece, in: entry),
                message: "the format of '\(entry.key)' ('\(format.format)') names no %#@variable@, so the plural forms of \(format.variables.map { "'\($0.name)'" }.joined(separator: ", ")) are never used: write %#@\(format.variables[0].name)@ where the count goes",
                key: entry.key, language: resources.language))
        }
        return violations
    }
}
