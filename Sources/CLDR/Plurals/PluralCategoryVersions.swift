import LocalizedStrings

/// The cardinal plural categories of a language in the CLDR releases that platforms of
/// different ages use: an old one (CLDR 37, Android 11 and older), the runtime's own (CLDR 41,
/// close to Android 12 and 13) and a new one (CLDR 49, Android 14 and later, and current Apple
/// releases).
///
/// Releases disagree: CLDR 38 gave French a `many` for a million and more (and 42 Catalan),
/// 42 took Hebrew's `many` away. Lint judges a plural by the releases that show it.
public struct PluralCategoryVersion: Sendable, Hashable {
    /// The CLDR release (`37`, `41`, `49`).
    public var cldr: String
    /// The categories the language uses, in CLDR order (`other` last).
    public var categories: [PluralCategory]
    /// The categories some integer selects (those an Android `getQuantityString` can choose).
    public var integerCategories: [PluralCategory]

    /// The categories of `tag` in the old release (CLDR 37); `nil` when it does not know the language.
    public static func old(_ tag: LanguageTag) -> PluralCategoryVersion? {
        lookup(tag, cldr: PluralCategoryTables.oldCLDR) { ($0.oldAll, $0.oldIntegers) }
    }

    /// The categories of `tag` in the new release (CLDR 49); `nil` when it does not know the language.
    public static func new(_ tag: LanguageTag) -> PluralCategoryVersion? {
        lookup(tag, cldr: PluralCategoryTables.newCLDR) { ($0.newAll, $0.newIntegers) }
    }

    /// The categories of `tag` in the runtime's release (``PluralRules/cldrVersion``).
    public static func runtime(_ tag: LanguageTag) -> PluralCategoryVersion? {
        let rules = PluralRules(for: tag)
        guard rules.ruleLocale != "root" || tag.language == "root" else { return nil }
        var integers = Set<PluralCategory>()
        for number in samples { integers.insert(rules.category(for: number)) }
        return PluralCategoryVersion(cldr: PluralRules.cldrVersion, categories: rules.categories,
                                     integerCategories: PluralCategory.allCases.filter(integers.contains))
    }

    /// The integers the tables were made with: 0…2000 and k·10^p (k = 1…20, p = 3…9), which reach
    /// every integer category of every locale.
    static let samples: [Int] = Array(0...2000) + (3...9).flatMap { power in (1...20).map { $0 * Int(pow10(power)) } }

    private static func pow10(_ power: Int) -> Int { (0..<power).reduce(1) { result, _ in result * 10 } }

    private typealias Row = (oldAll: String, oldIntegers: String, newAll: String, newIntegers: String)

    private static func lookup(_ tag: LanguageTag, cldr: String, _ columns: (Row) -> (all: String, integers: String)) -> PluralCategoryVersion? {
        let candidates = [tag.identifier, tag.script.map { "\(tag.language)-\($0)" }, tag.region.map { "\(tag.language)-\($0)" }, tag.language]
        guard let row = candidates.compactMap({ $0 }).lazy.compactMap({ PluralCategoryTables.byLocale[$0] }).first else { return nil }
        let (all, integers) = columns(row)
        guard !all.isEmpty else { return nil }
        func parse(_ text: String) -> [PluralCategory] { text.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) } }
        return PluralCategoryVersion(cldr: cldr, categories: parse(all), integerCategories: parse(integers))
    }
}
