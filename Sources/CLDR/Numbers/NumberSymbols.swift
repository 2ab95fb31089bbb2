import LocalizedStrings

/// The symbols a locale prints numbers with, from CLDR: separators, signs, digits and grouping.
///
/// The data comes from CLDR 41 (Debian's `unicode-cldr-core`), resolved with CLDR inheritance
/// (`de-CH` overrides `de`, which overrides `root`) by `Scripts/generate-number-symbols.py`.
///
///     let french = NumberSymbols(locale: LanguageTag("fr")!)
///     print(french.groupingSeparator == "\u{202F}")  // Prints "true" (narrow no-break space)
///     print(french.decimalSeparator)                  // Prints ","
///
/// Digits are those of the locale's default numbering system (Arabic-Indic for `ar-EG`,
/// Bengali for `bn`), as Android's `String.format(locale, …)` and Foundation's
/// `String(format:locale:)` print them. Ask for ``DigitStyle/latin`` or add `-u-nu-latn` to the
/// tag for ASCII digits; a `-u-nu-` keyword naming another numeric system changes the digits
/// and keeps the locale's Latin-digit symbols.
public struct NumberSymbols: Hashable, Sendable {
    /// Which digits to print.
    public enum DigitStyle: Hashable, Sendable {
        /// The locale's default numbering system, or the one its `-u-nu-` keyword names.
        case locale
        /// ASCII digits `0`–`9` with the symbols the locale uses beside them.
        case latin
    }

    /// The CLDR numbering system id, such as `latn`, `arab` or `beng`.
    public let numberingSystem: String
    /// The ten digits from zero to nine.
    public let digits: String
    /// The decimal separator, such as `.` or `,`.
    public let decimalSeparator: String
    /// The grouping separator, such as `,`, `.`, U+202F or U+00A0.
    public let groupingSeparator: String
    /// The minus sign; can include bidirectional marks (`ar`: U+061C then `-`).
    public let minusSign: String
    /// The plus sign; can include bidirectional marks.
    public let plusSign: String
    /// The exponent symbol of scientific notation, such as `E` or `×10^`.
    public let exponentSeparator: String
    /// The infinity symbol, `∞`.
    public let infinity: String
    /// The text for not-a-number, such as `NaN`.
    public let notANumber: String
    /// The size of the group nearest the decimal separator (3), or 0 when the locale never groups.
    public let primaryGroupingSize: Int
    /// The size of the other groups: 3, or 2 in Indian grouping (`12,34,567`).
    public let secondaryGroupingSize: Int
    /// How many digits the highest group needs before grouping applies: 1 (`1,234`), or 2 where
    /// four-digit numbers stay ungrouped (`es`, `pl`: `1234` but `12 345`).
    public let minimumGroupingDigits: Int

    /// Creates a symbol set from its parts.
    ///
    /// - Parameters:
    ///   - numberingSystem: The CLDR numbering system id.
    ///   - digits: The ten digits from zero to nine; each must be one Unicode scalar.
    ///   - decimalSeparator: The decimal separator.
    ///   - groupingSeparator: The grouping separator.
    ///   - minusSign: The minus sign.
    ///   - plusSign: The plus sign.
    ///   - exponentSeparator: The exponent symbol.
    ///   - infinity: The infinity symbol.
    ///   - notANumber: The text for not-a-number.
    ///   - primaryGroupingSize: The size of the lowest group, or 0 for no grouping.
    ///   - secondaryGroupingSize: The size of the other groups.
    ///   - minimumGroupingDigits: How many digits the highest group needs before grouping applies.
    public init(numberingSystem: String, digits: String, decimalSeparator: String, groupingSeparator: String,
                minusSign: String, plusSign: String, exponentSeparator: String, infinity: String, notANumber: String,
                primaryGroupingSize: Int, secondaryGroupingSize: Int, minimumGroupingDigits: Int) {
        precondition(digits.unicodeScalars.count == 10, "a numbering system has ten digits")
        self.numberingSystem = numberingSystem
        self.digits = digits
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.minusSign = minusSign
        self.plusSign = plusSign
        self.exponentSeparator = exponentSeparator
        self.infinity = infinity
        self.notANumber = notANumber
        self.primaryGroupingSize = primaryGroupingSize
        self.secondaryGroupingSize = secondaryGroupingSize
        self.minimumGroupingDigits = minimumGroupingDigits
    }

    /// The symbols CLDR gives `locale`.
    ///
    /// The tag is looked up by truncation (`sr-Latn-BA`, `sr-Latn`, `sr`, then `root`); tags CLDR
    /// spells with a script are found too (`pa-PK` is `pa-Arab-PK`). A `-u-nu-` keyword
    /// chooses the numbering system unless `digits` is ``DigitStyle/latin``.
    ///
    /// - Parameters:
    ///   - locale: The locale.
    ///   - digits: Which digits to print.
    public init(locale: LanguageTag, digits: DigitStyle = .locale) {
        let entry = NumberSymbols.entry(for: locale)
        let latin = NumberSymbols.cldrSymbolSets[Int(entry.latin)]
        let requested = digits == .latin ? "latn" : NumberSymbols.numberingSystemKeyword(of: locale)
        switch requested {
        case nil:
            self = NumberSymbols.cldrSymbolSets[Int(entry.standard)]
        case "latn"?:
            self = latin
        case let system?:
            let standard = NumberSymbols.cldrSymbolSets[Int(entry.standard)]
            if standard.numberingSystem == system {
                self = standard
            } else if let systemDigits = NumberSymbols.digits(ofNumberingSystem: system) {
                self = latin.replacingDigits(systemDigits, numberingSystem: system)
            } else {
                self = standard
            }
        }
    }

    /// ASCII digits with `.` and `,`: CLDR's root locale.
    public static let root = NumberSymbols.cldrSymbolSets[0]

    /// The digits of a numeric CLDR numbering system (`thai` → `๐๑๒๓๔๕๖๗๘๙`), or `nil`.
    ///
    /// - Parameter id: The numbering system id, such as `arab` or `deva`.
    public static func digits(ofNumberingSystem id: String) -> String? {
        let table = cldrNumberingSystemDigits
        var low = 0
        var high = table.count
        while low < high {
            let middle = (low + high) / 2
            if table[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < table.count && table[low].id == id ? table[low].digits : nil
    }

    // MARK: - Lookup

    static func entry(for locale: LanguageTag) -> (standard: UInt16, latin: UInt16) {
        var subtags = [locale.language]
        if let script = locale.script { subtags.append(script) }
        if let region = locale.region { subtags.append(region) }
        subtags += locale.variants
        while !subtags.isEmpty {
            if let entry = lookUp(subtags.joined(separator: "-")) { return entry }
            subtags.removeLast()
        }
        return lookUp("root") ?? (0, 0)
    }

    private static func lookUp(_ tag: String) -> (standard: UInt16, latin: UInt16)? {
        let table = cldrLocales
        var low = 0
        var high = table.count
        while low < high {
            let middle = (low + high) / 2
            if table[middle].tag < tag { low = middle + 1 } else { high = middle }
        }
        guard low < table.count, table[low].tag == tag else { return nil }
        return (table[low].standard, table[low].latin)
    }

    /// The value of the `nu` key in the tag's `-u-` extension, such as `latn` in `ar-EG-u-nu-latn`.
    static func numberingSystemKeyword(of locale: LanguageTag) -> String? {
        for sequence in locale.extensions where sequence.hasPrefix("u-") {
            let parts = sequence.split(separator: "-")
            if let key = parts.firstIndex(of: "nu"), key + 1 < parts.endIndex, parts[key + 1].count > 2 {
                return String(parts[key + 1])
            }
        }
        return nil
    }

    private func replacingDigits(_ digits: String, numberingSystem: String) -> NumberSymbols {
        NumberSymbols(numberingSystem: numberingSystem, digits: digits, decimalSeparator: decimalSeparator,
                      groupingSeparator: groupingSeparator, minusSign: minusSign, plusSign: plusSign,
                      exponentSeparator: exponentSeparator, infinity: infinity, notANumber: notANumber,
                      primaryGroupingSize: primaryGroupingSize, secondaryGroupingSize: secondaryGroupingSize,
                      minimumGroupingDigits: minimumGroupingDigits)
    }
}
