import LocalizedStrings

/// Android's two pseudo-locales, which a ``Localizer`` produces on the fly from the
/// development language for any table, to find layout and internationalization bugs without
/// waiting for translations.
///
/// Ask for one as a preferred language (`en-XA` or `ar-XB`), as an Android developer does on a
/// device with pseudo-locales enabled:
///
///     let localizer = try Localizer(resourcesAt: "res", preferredLanguages: [LanguageTag("en-XA")!])
///     print(localizer.string("empty_state"))
///     // Prints "[Ýóú ďóñ'ţ ĥáṽé áñý ñóţéš ýéţ. one two three]"
///
/// Only the text changes: format specifiers (`%1$s`, `%lld`, `%#@files@`) and styled ranges are
/// kept, so formatting still works, and plurals are chosen and numbers printed by the
/// development language's rules, whose forms the pseudo-strings are. Unlike aapt2, which
/// leaves `translatable="false"` strings alone, every string is pseudo-localized: a `.strings`
/// file cannot say which strings are untranslatable, and the same lookup must give the same
/// pseudo-string whichever form the resources take.
public enum PseudoLocale: String, Hashable, Sendable, CaseIterable {
    /// `en-XA`: every ASCII letter accented, the text about 30–40 % longer (whole words of
    /// "one two three …" appended) and wrapped in `[` `]`, so that hard-coded text, truncation
    /// and concatenated messages show.
    case accented = "en-XA"
    /// `ar-XB`: every word wrapped in right-to-left override marks (U+200F U+202E … U+202C
    /// U+200F), as Android does, so that the text reads and lays out right to left while staying
    /// legible.
    case bidirectional = "ar-XB"

    /// The pseudo-locale's language tag.
    public var tag: LanguageTag { LanguageTag(rawValue)! }

    /// The pseudo-locale a language tag asks for: `en-XA` (any script) or `ar-XB`.
    ///
    /// - Parameter tag: A preferred language.
    /// - Returns: `nil` for every other tag.
    public init?(_ tag: LanguageTag) {
        switch (tag.language, tag.region) {
        case ("en", "XA"): self = .accented
        case ("ar", "XB"): self = .bidirectional
        default: return nil
        }
    }

    /// Pseudo-localizes a whole message that has no format specifiers.
    ///
    ///     print(PseudoLocale.accented.pseudoLocalize("Notes"))  // Prints "[Ñóţéš one]"
    ///
    /// - Parameter text: The text.
    /// - Returns: The pseudo-localized text.
    public func pseudoLocalize(_ text: String) -> String {
        pseudoLocalize(CompiledText(text: text, format: nil, spans: []), isMessage: true).text
    }

    // MARK: - Tables

    /// The pseudo-localized copy of a table.
    func pseudoLocalize(_ table: CompiledTable) -> CompiledTable {
        CompiledTable(entries: table.entries.mapValues(pseudoLocalize))
    }

    private func pseudoLocalize(_ entry: CompiledEntry) -> CompiledEntry {
        switch entry {
        case .text(let text):
            return .text(pseudoLocalize(text, isMessage: true))
        case .reference:
            return entry
        case .plural(let plural):
            return .plural(CompiledPlural(forms: plural.forms.map { $0.map(pseudoLocalize) },
                                          usesZeroFormForZero: plural.usesZeroFormForZero))
        case .variableFormat(let variableFormat):
            // A format that is only a variable (`%#@count@`, the converter's form of an Android
            // plural) is its forms: they are the messages, as an Android plural's items are, so
            // both sources give the same pseudo-strings.
            let formsAreMessages = !(variableFormat.format.format?.segments ?? []).contains { segment in
                if case .literal(let text) = segment { return !text.allSatisfy(\.isWhitespace) }
                return false
            }
            let variables = variableFormat.variables.map { name, variable in
                (name, CompiledVariable(argumentNumber: variable.argumentNumber, fractionDigits: variable.fractionDigits,
                                        forms: variable.forms.map { $0.map { pseudoLocalize($0, isMessage: formsAreMessages) } }))
            }
            return .variableFormat(CompiledVariableFormat(format: pseudoLocalize(variableFormat.format, isMessage: !formsAreMessages),
                                                          variables: variables))
        case .array(let items):
            return .array(items.map(pseudoLocalize))
        }
    }

    private func pseudoLocalize(_ item: CompiledItem) -> CompiledItem {
        switch item {
        case .text(let text): .text(pseudoLocalize(text, isMessage: true))
        case .reference: item
        }
    }

    /// Pseudo-localizes one string. A whole message gets `en-XA`'s brackets and expansion; a
    /// piece of one (a variable's form) only its letters changed.
    func pseudoLocalize(_ text: CompiledText, isMessage: Bool) -> CompiledText {
        var builder = PseudoTextBuilder(method: self)
        let isAccented = self == .accented && isMessage
        var segments: [FormatString.Segment] = []
        if isAccented { segments.append(.literal(builder.emit("["))) }
        if let format = text.format {
            for segment in format.segments {
                switch segment {
                case .literal(let literal):
                    segments.append(.literal(builder.literal(literal)))
                case .placeholder:
                    if let (before, after) = builder.opaque(segment.text, isolated: true) {
                        segments += [.literal(before), segment, .literal(after)]
                    } else {
                        segments.append(segment)
                    }
                case .variable, .percentSign, .lineSeparator, .malformed:
                    // A variable's forms are pseudo-localized themselves. Java's `%n` is the
                    // newline an Apple string holds as text, so it counts as one.
                    if case .lineSeparator = segment { builder.countLiteral() }
                    _ = builder.opaque(segment.text, isolated: false)
                    segments.append(segment)
                }
            }
        } else {
            segments.append(.literal(builder.literal(text.text)))
        }
        builder.endInput()
        if isAccented {
            segments.append(.literal(builder.emit(PseudoTextBuilder.expansion(forLength: builder.literalLength) + "]")))
        }
        let spans = text.spans.map { span in
            var moved = span
            moved.first = builder.outputOffset(forInput: span.first)
            moved.last = builder.outputOffset(forInput: span.last + 1) - 1
            return moved
        }
        guard let format = text.format else {
            return CompiledText(text: builder.output, format: nil, spans: spans)
        }
        return CompiledText(text: builder.output, format: FormatString(segments: segments, dialect: format.dialect), spans: spans)
    }
}

/// Writes one pseudo-localized string and remembers where each input UTF-16 offset went, so
/// that styled ranges can follow.
private struct PseudoTextBuilder {
    let method: PseudoLocale
    private var out = String.UnicodeScalarView()
    private var outLength = 0
    /// Output offset of each input UTF-16 offset.
    private var offsets: [Int] = []
    /// Scalars of literal text seen, which the expansion is proportional to.
    private(set) var literalLength = 0

    init(method: PseudoLocale) {
        self.method = method
    }

    var output: String { String(out) }

    /// Where the input offset `offset` is in the output.
    func outputOffset(forInput offset: Int) -> Int {
        offset < offsets.count ? offsets[offset] : outLength
    }

    /// Appends text that has no input counterpart.
    mutating func emit(_ text: String) -> String {
        for scalar in text.unicodeScalars { append(scalar) }
        return text
    }

    /// Counts a character of text that is not written as literal text.
    mutating func countLiteral() {
        literalLength += 1
    }

    /// Marks the end of the input.
    mutating func endInput() {
        offsets.append(outLength)
    }

    /// Pseudo-localizes literal text and returns the result.
    mutating func literal(_ text: String) -> String {
        var piece = String.UnicodeScalarView()
        var inWord = false
        for scalar in text.unicodeScalars {
            literalLength += 1
            switch method {
            case .accented:
                map(scalar)
                let replaced = PseudoTextBuilder.accented(scalar)
                piece.append(replaced)
                append(replaced)
            case .bidirectional:
                let isSpace = scalar.properties.isWhitespace
                if !inWord && !isSpace {
                    for mark in PseudoTextBuilder.wordStart { piece.append(mark); append(mark) }
                } else if inWord && isSpace {
                    for mark in PseudoTextBuilder.wordEnd { piece.append(mark); append(mark) }
                }
                inWord = !isSpace
                map(scalar)
                piece.append(scalar)
                append(scalar)
            }
        }
        if inWord {
            for mark in PseudoTextBuilder.wordEnd { piece.append(mark); append(mark) }
        }
        return String(piece)
    }

    /// Copies a specifier unchanged; for `ar-XB`, wraps it like a word when `isolated`.
    ///
    /// - Returns: The marks written before and after it, or `nil` when there are none.
    mutating func opaque(_ text: String, isolated: Bool) -> (before: String, after: String)? {
        let wraps = method == .bidirectional && isolated
        if wraps { for mark in PseudoTextBuilder.wordStart { append(mark) } }
        for scalar in text.unicodeScalars {
            map(scalar)
            append(scalar)
        }
        guard wraps else { return nil }
        for mark in PseudoTextBuilder.wordEnd { append(mark) }
        return (String(String.UnicodeScalarView(PseudoTextBuilder.wordStart)),
                String(String.UnicodeScalarView(PseudoTextBuilder.wordEnd)))
    }

    private mutating func map(_ input: Unicode.Scalar) {
        for _ in 0..<input.utf16.count { offsets.append(outLength) }
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        out.append(scalar)
        outLength += scalar.utf16.count
    }

    // MARK: - Tables

    /// U+200F RIGHT-TO-LEFT MARK, U+202E RIGHT-TO-LEFT OVERRIDE.
    static let wordStart: [Unicode.Scalar] = ["\u{200F}", "\u{202E}"]
    /// U+202C POP DIRECTIONAL FORMATTING, U+200F RIGHT-TO-LEFT MARK.
    static let wordEnd: [Unicode.Scalar] = ["\u{202C}", "\u{200F}"]

    private static let lowercase: [UInt32] = [
        0x00E1, 0x0180, 0x00E7, 0x010F, 0x00E9, 0x0192, 0x011D, 0x0125, 0x00ED, 0x0135, 0x0137, 0x013A, 0x0271,
        0x00F1, 0x00F3, 0x00FE, 0x01EB, 0x0155, 0x0161, 0x0163, 0x00FA, 0x1E7D, 0x0175, 0x1E8B, 0x00FD, 0x017E,
    ]
    private static let uppercase: [UInt32] = [
        0x00C1, 0x0181, 0x00C7, 0x010E, 0x00C9, 0x0191, 0x011C, 0x0124, 0x00CD, 0x0134, 0x0136, 0x0139, 0x1E40,
        0x00D1, 0x00D3, 0x00DE, 0x01EA, 0x0154, 0x0160, 0x0162, 0x00DA, 0x1E7C, 0x0174, 0x1E8A, 0x00DD, 0x017D,
    ]

    /// An accented look-alike of an ASCII letter (each one UTF-16 unit, so offsets keep); other
    /// characters unchanged.
    static func accented(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x61...0x7A: Unicode.Scalar(lowercase[Int(scalar.value - 0x61)])!
        case 0x41...0x5A: Unicode.Scalar(uppercase[Int(scalar.value - 0x41)])!
        default: scalar
        }
    }

    private static let expansionWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                                         "eighteen", "nineteen", "twenty"]

    /// Whole words (with a leading space) at least 30 % of `length` characters long, at least
    /// one word.
    static func expansion(forLength length: Int) -> String {
        let target = max(1, (length * 3 + 9) / 10)
        var result = ""
        var index = 0
        while result.count < target {
            result += " " + expansionWords[index % expansionWords.count]
            index += 1
        }
        return result
    }
}
