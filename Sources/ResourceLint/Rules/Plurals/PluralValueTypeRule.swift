import LocalizedStrings

/// A plural variable whose argument is not a number.
struct PluralValueTypeRule: LintRule {
    static let description = RuleDescription(
        identifier: "plural_value_type",
        name: "Plural Value Type",
        summary: "A .stringsdict plural variable (or catalog substitution) whose NSStringFormatValueTypeKey is not a number: @, s, c or p cannot select a plural form.",
        rationale: """
            Foundation picks a plural form from the number the variable reads: its NSStringFormatValueTypeKey says how \
            to read that argument. With @ the argument is read as an object, whose pointer is no count, so the form \
            shown is arbitrary (or the app crashes reading a number as an object); with s or c it is a C string or a \
            character. Write d, ld or lld for an integer (f for a number with a fraction), the type the code passes.
            """,
        kind: .plurals, defaultSeverity: .error,
        nonTriggeringExamples: [
            .stringsdict(["ru": """
                <key>songs</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%1$#@songs@</string>
                    <key>songs</key>
                    <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>ld</string><key>one</key><string>%ld песня</string><key>few</key><string>%ld песни</string><key>many</key><string>%ld песен</string><key>other</key><string>%ld песни</string></dict>
                </dict>
                """]),
            .stringsdict(["en": """
                <key>km</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@distance@</string>
                    <key>distance</key>
                    <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>.1f</string><key>one</key><string>%.1f kilometre</string><key>other</key><string>%.1f kilometres</string></dict>
                </dict>
                """]),
        ],
        triggeringExamples: [
            .stringsdict(["en": """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>Deleted ↓%#@n@</string>
                    <key>n</key>
                    <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>@</string><key>one</key><string>one file</string><key>other</key><string>%@ files</string></dict>
                </dict>
                """]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntry(where: { $0.contains(.isPlural) }) { resources, entry in
            guard case .variableFormat(let format) = entry.entry.value,
                  let piece = entry.pieces.first(where: { $0.role == .variableFormat }) else { return }
            for variable in format.variables where variable.ruleType == PluralVariable.pluralRuleType {
                guard let valueType = variable.valueType, let last = valueType.last,
                      let kind = FormatString.Conversion(last)?.argumentKind(in: .apple),
                      kind != .integer && kind != .floatingPoint else { continue }
                let written = piece.format.variables.first { $0.name == variable.name }?.text ?? "%#@\(variable.name)@"
                violations.append(Violation(
                    location: context.location(of: written, in: piece, of: entry),
                    message: "the plural variable '\(variable.name)' of '\(entry.key)' reads its argument as \(kind.described(in: .apple)) (NSStringFormatValueTypeKey '\(valueType)'), which cannot select a plural form: write d, ld or lld (f for a number with a fraction), the type the code passes",
                    key: entry.key, language: resources.language))
            }
        }
        return violations
    }
}
