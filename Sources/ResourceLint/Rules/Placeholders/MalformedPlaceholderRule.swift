import LocalizedStrings

/// Specifiers the dialect rejects that were meant as placeholders.
struct MalformedPlaceholderRule: LintRule {
    static let description = RuleDescription(
        identifier: "malformed_placeholder",
        name: "Malformed Placeholder",
        summary: "A format specifier the platform's formatter rejects: Apple's %@ or %ld in an Android string, %1$ without a conversion, %0$s, Java's %tq.",
        rationale: """
            Android formats with java.util.Formatter, which throws (UnknownFormatConversionException and friends) \
            on a specifier it does not know, so the screen crashes; Foundation prints garbage or nothing. \
            Specifiers copied between platforms (%@ and %ld on Android, %n on Apple) are the usual cause.
            """,
        kind: .placeholders, defaultSeverity: .warning, androidLintID: "StringFormatInvalid",
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">%1$s has %2$d points</string>"#]),
            .strings(["en": #""a" = "%@ has %ld points";"#]),
            .android(["values": #"<string name="b" formatted="false">%@</string>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a">↓%@ has %d points</string>"#]),
            .android(["values": #"<string name="a">%2$d steps of ↓%1$</string>"#]),
            .android(["values": #"<string name="a">↓%ld items</string>"#]),
            .strings(["en": #""a" = "%@↓%n";"#]),
            // %n where the source has %d: the advice names %d.
            .strings(["en": #""b" = "%d items";"#, "fr": #""b" = "↓%n éléments";"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntryWithSource(where: { $0.contains(.hasSpecifiers) }) { resources, entry, source in
            guard entry.hasSpecifiers, entry.isFormatted else { return }
            for piece in entry.pieces {
                // Outside formatted strings only an unmistakable placeholder (%@, %ld, %1$) is wrong.
                let isFormatted = piece.specifiers.contains { $0.argumentIndex != nil }
                    || (source?.pieces(inUnit: piece.unit).contains { $0.specifiers.contains { $0.argumentIndex != nil } } ?? false)
                for specifier in piece.specifiers {
                    guard case .malformed(let reason) = specifier.role, var explanation = explanation(reason, piece.format.dialect),
                          isFormatted || Specifier.isUnmistakable(specifier.text) else { continue }
                    if case .unknownConversion("n") = reason, piece.format.dialect == .apple,
                       let meant = Self.unusedSourcePlaceholder(of: piece, in: entry, source: source) {
                        // A translator who typed %n where the source has %d meant the number.
                        explanation = "Apple has no %n; the source has '\(meant)', which this string does not use: write '\(meant)' (or a line break, if one was meant)"
                    }
                    violations.append(Violation(
                        location: context.location(of: specifier.text, in: piece, of: entry, occurrence: specifier.occurrence),
                        message: "'\(specifier.text)' in \(piece.label) of '\(entry.key)' is not a valid \(piece.format.dialect == .java ? "Java" : "Apple") format specifier: \(explanation)",
                        key: entry.key, language: resources.language))
                }
            }
        }
        return violations
    }

    /// The first placeholder of the source's unit that the piece's unit does not use.
    private static func unusedSourcePlaceholder(of piece: TextPiece, in entry: LocatedEntry, source: LocatedEntry?) -> String? {
        guard let source, source.units.contains(piece.unit) else { return nil }
        let used = Set(entry.profile(ofUnit: piece.unit).indices)
        let sourceProfile = source.profile(ofUnit: piece.unit)
        return sourceProfile.indices.first { !used.contains($0) }.flatMap { sourceProfile.uses[$0]?.first?.specifier.text }
    }

    private func explanation(_ reason: FormatString.MalformedSpecifier.Reason, _ dialect: FormatString.Dialect) -> String? {
        switch reason {
        case .unknownConversion(let character):
            switch (dialect, character) {
            case (.java, "@"): return "Android has no %@; write %s (or %1$s)"
            case (.java, "l"), (.java, "h"), (.java, "q"), (.java, "z"):
                return "Java has no length modifiers; write %d (or %1$d)"
            case (.java, "i"), (.java, "u"): return "Java has no %\(character); write %d"
            case (.apple, "n"): return "Apple has no %n; write a line break"
            default: return "'\(character)' is not a conversion the formatter knows"
            }
        case .unterminated: return "it ends before its conversion letter"
        case .unknownDateTimeConversion: return "%t needs one of Java's date and time letters (%tY, %tB, …)"
        case .noPreviousArgument: return "%< reuses the previous argument, and there is none"
        case .zeroPosition: return "positions start at 1 (%1$s)"
        case .argumentWidthOrPrecision: return nil  // valid printf; the model only does not represent it
        case .numberTooLarge: return "its number is too large"
        case .missingPrecision: return "a '.' must be followed by the precision (%.2f)"
        case .invalidPercentSign: return "a percent sign takes no position or precision; write %%"
        case .invalidLineSeparator: return "%n takes no flags, width or precision"
        case .invalidVariable: return "a %#@name@ variable needs a name and a closing @"
        }
    }
}
