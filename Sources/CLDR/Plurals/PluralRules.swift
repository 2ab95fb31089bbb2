import LocalizedStrings

/// The kind of plural rules: for counting things or for ranking them.
public enum PluralRuleType: String, Hashable, Sendable, CaseIterable {
    /// Rules for quantities, as in "1 file" and "2 files" (CLDR's `plurals.xml`).
    case cardinal
    /// Rules for ranks, as in "1st", "2nd", "3rd" and "4th" (CLDR's `ordinals.xml`).
    case ordinal
}

/// The CLDR plural rules of one language, which choose the plural form of a number.
///
/// Creating the rules looks the language up once; choosing a category afterwards does no
/// lookup and no string work, so keep the value and reuse it.
///
///     let russian = PluralRules(for: LanguageTag("ru")!)
///     print(russian.category(for: 1), russian.category(for: 2), russian.category(for: 5))
///     // Prints "one few many"
///     print(russian.category(forNumber: "1.5")!)
///     // Prints "other"
///
/// The rules are generated from Unicode CLDR (see `PluralRules+CLDR.swift` and
/// `Scripts/generate-plural-rules.py`); ``cldrVersion`` names the release.
public struct PluralRules: Sendable {
    /// The language the rules were requested for.
    public let locale: LanguageTag

    /// Whether these are cardinal or ordinal rules.
    public let type: PluralRuleType

    /// The CLDR locale whose rules are used, in BCP 47 form: `pt-PT` for `pt-PT`, `pt` for
    /// `pt-BR`, `he` for `iw`, or `root` (every number is `other`) for a language CLDR has no
    /// rules for.
    public let ruleLocale: String

    private let ruleSet: RuleSet

    // MARK: - Finding the Rules

    /// Finds the CLDR plural rules of a language.
    ///
    /// The rules of the most specific CLDR locale that matches are used, trying in turn the
    /// language with script and region, with region, with script, and alone: `pt-PT` has its
    /// own rules, `pt-BR` and `pt` use `pt`, `sr-Latn` uses `sr`. Deprecated language codes
    /// are read as their replacements (`iw` as `he`, `in` as `id`, `no` as `nb`). A
    /// language CLDR does not know gets the `root` rules, where every number is `other`.
    ///
    /// - Parameters:
    ///   - locale: The language of the text the number appears in.
    ///   - type: Cardinal rules (the default) or ordinal rules.
    public init(for locale: LanguageTag, type: PluralRuleType = .cardinal) {
        let table = type == .cardinal ? PluralRules.cardinalRuleSets : PluralRules.ordinalRuleSets
        var match = (locale: "root", ruleSet: table["root"]!)
        for candidate in PluralRules.candidates(for: locale) {
            if let ruleSet = table[candidate] {
                match = (candidate, ruleSet)
                break
            }
        }
        self.locale = locale
        self.type = type
        self.ruleLocale = match.locale
        self.ruleSet = match.ruleSet
    }

    /// The CLDR locale ids to try for a tag, most specific first.
    private static func candidates(for locale: LanguageTag) -> [String] {
        var languages = [locale.language]
        if let replacement = replacedLanguageCodes[locale.language] {
            languages.append(replacement)
        }
        var candidates: [String] = []
        for language in languages {
            if let script = locale.script, let region = locale.region {
                candidates.append("\(language)-\(script)-\(region)")
            }
            if let region = locale.region {
                candidates.append("\(language)-\(region)")
            }
            if let script = locale.script {
                candidates.append("\(language)-\(script)")
            }
            candidates.append(language)
        }
        return candidates
    }

    /// Deprecated ISO 639 codes and macrolanguage codes that CLDR reads as another language.
    ///
    /// CLDR lists most of these beside their replacements in its plural data, so they are
    /// tried after the code itself.
    private static let replacedLanguageCodes: [String: String] = [
        "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "sh": "sr", "tl": "fil", "no": "nb",
    ]

    // MARK: - Choosing a Category

    /// The categories these rules can choose, in CLDR order; the last is always `other`.
    ///
    /// A plural resource for this language needs a form for each of them.
    public var categories: [PluralCategory] { ruleSet.categories }

    /// The plural category of a number given by its operands.
    ///
    /// - Parameter operands: The operands of the number as it is shown.
    /// - Returns: The category; `other` for a number that is not finite.
    public func category(for operands: PluralOperands) -> PluralCategory {
        operands.n.isFinite ? ruleSet.select(operands) : .other
    }

    /// The plural category of an integer count, such as the number of files.
    ///
    /// - Parameter count: The count; its sign is ignored.
    /// - Returns: The category, such as `one` for 1 in English.
    public func category(for count: Int) -> PluralCategory {
        ruleSet.select(PluralOperands(count))
    }

    /// The plural category of a number written as text, where trailing zeros count.
    ///
    /// `"1"` is `one` in English but `"1.0"` is `other`. The accepted forms are those of
    /// `PluralOperands.init?(_:)`: `1`, `-2.50`, `1.2c3`.
    ///
    /// - Parameter text: The number as it is shown, in ASCII digits.
    /// - Returns: The category, or `nil` when the text is not a number.
    public func category(forNumber text: String) -> PluralCategory? {
        PluralOperands(text).map(category(for:))
    }

    // MARK: - Rule Sets

    /// One generated CLDR rule set: the categories it can choose and the function that
    /// chooses one. Locales with the same rules share one rule set.
    struct RuleSet: Sendable {
        /// The categories the rules can choose, in CLDR order, ending with `other`.
        let categories: [PluralCategory]
        /// Chooses the category of a number; tests the CLDR conditions in order.
        let select: @Sendable (PluralOperands) -> PluralCategory
    }
}
