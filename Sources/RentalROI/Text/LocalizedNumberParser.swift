import CLDR
import Localization

/// Reads a number the user typed, written as the app shows numbers in their language.
///
/// It accepts what the screens print (the locale's digits and decimal separator: `5,000` in
/// French, `٥٫٠٠٠` in Arabic) and what people type besides: ASCII digits, a `.` as decimal
/// separator where `.` is not the locale's grouping separator, grouping separators between
/// correctly sized groups (`250 000`, `250.000` in German), a leading `+` or minus sign, and
/// spaces around. Anything else is not a number, so that `5.5` in German (where `.` groups
/// digits) is refused rather than read as 55, and `4.5%` or an empty text are refused rather
/// than read as 0 as the original's `doubleValue` did.
///
///     let german = LocalizedNumberParser(symbols: NumberSymbols(locale: LanguageTag("de")!))
///     german.parse("250.000")   // 250000
///     german.parse("5,5")       // 5.5
///     german.parse("5.5")       // nil
struct LocalizedNumberParser: Sendable {
    /// The locale's number symbols.
    let symbols: NumberSymbols

    /// Characters that surround signs in right-to-left locales and carry no meaning here.
    private static let directionalMarks: Set<Unicode.Scalar> = ["\u{061C}", "\u{200E}", "\u{200F}"]
    /// Spaces that are the same separator to a reader.
    private static let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}"]

    /// The number, or `nil` when the text is not one (or is too large to be finite).
    ///
    /// - Parameter text: The text as typed.
    func parse(_ text: String) -> Double? {
        let marksRemoved = String(String.UnicodeScalarView(text.unicodeScalars.filter { !Self.directionalMarks.contains($0) }))
        var characters = Substring(marksRemoved.trimmingSpaces)
        var ascii = ""
        if let first = characters.first, first == "-" || first == "\u{2212}" || first == "+" {
            if first != "+" { ascii.append("-") }
            characters = characters.dropFirst()
        }
        var integerGroups: [Int] = [0]
        var fraction: String?
        for character in characters {
            if let digit = digit(character) {
                if let digits = fraction {
                    fraction = digits + String(digit)
                } else {
                    ascii.append(digit)
                    integerGroups[integerGroups.count - 1] += 1
                }
            } else if fraction == nil && isDecimalSeparator(character) {
                fraction = ""
            } else if fraction == nil && isGroupingSeparator(character) {
                integerGroups.append(0)
            } else {
                return nil
            }
        }
        guard integerGroups.reduce(0, +) + (fraction?.count ?? 0) > 0, areValidGroups(integerGroups) else { return nil }
        if integerGroups == [0] { ascii += "0" }
        if let fraction { ascii += "." + fraction }
        guard let value = Double(ascii), value.isFinite else { return nil }
        return value
    }

    /// The ASCII digit a character stands for: an ASCII digit or one of the locale's.
    private func digit(_ character: Character) -> Character? {
        if character.isASCII, character.isNumber { return character }
        guard let index = symbols.digits.firstIndex(of: character) else { return nil }
        return Character(String(symbols.digits.distance(from: symbols.digits.startIndex, to: index)))
    }

    private func isDecimalSeparator(_ character: Character) -> Bool {
        String(character) == symbols.decimalSeparator || (character == "." && symbols.groupingSeparator != ".")
    }

    private func isGroupingSeparator(_ character: Character) -> Bool {
        let separator = symbols.groupingSeparator
        if String(character) == separator { return true }
        return Self.spaces.contains(character) && separator.count == 1 && Self.spaces.contains(separator.first!)
    }

    /// Whether digit groups are sized as the locale groups them: the last one
    /// `primaryGroupingSize` digits, the ones between `secondaryGroupingSize`, the first 1 to
    /// `secondaryGroupingSize`.
    private func areValidGroups(_ groups: [Int]) -> Bool {
        guard groups.count > 1 else { return true }
        guard symbols.primaryGroupingSize > 0, groups.last == symbols.primaryGroupingSize,
              (1...symbols.secondaryGroupingSize).contains(groups[0]) else { return false }
        return groups.dropFirst().dropLast().allSatisfy { $0 == symbols.secondaryGroupingSize }
    }
}

extension String {
    /// The text without spaces (ASCII, no-break and narrow no-break) and line ends around it.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[start...end]
    }
}
