import AppSupport
import CLDR
import Localization
import LocalizedStrings
import Testing
import TestSupport
@testable import Vote

/// Numbers and plural forms in each language. Percent expectations come from CLDR 41 (Debian's
/// unicode-cldr-core, `common/main/<lang>.xml`): the decimal separator and digits of the
/// language's default numbering system, and the percent pattern — `#,##0%` (en, pt, pl, ja,
/// zh; ar with the arab system's percent sign U+066A U+061C), `#,##0 %` with U+00A0 (fr, de,
/// es, ru).
@Suite("Localized text")
struct LocalizedTextTests {
    @Test("Percentages use the language's digits, decimal separator and percent placement", arguments: [
        ("en", "12.5%", "16.67%", "100%"),
        ("fr", "12,5\u{00A0}%", "16,67\u{00A0}%", "100\u{00A0}%"),
        ("de", "12,5\u{00A0}%", "16,67\u{00A0}%", "100\u{00A0}%"),
        ("es", "12,5\u{00A0}%", "16,67\u{00A0}%", "100\u{00A0}%"),
        ("pt-BR", "12,5%", "16,67%", "100%"),
        ("ru", "12,5\u{00A0}%", "16,67\u{00A0}%", "100\u{00A0}%"),
        ("pl", "12,5%", "16,67%", "100%"),
        ("ar", "١٢٫٥٪\u{061C}", "١٦٫٦٧٪\u{061C}", "١٠٠٪\u{061C}"),
        ("ja", "12.5%", "16.67%", "100%"),
        ("zh-Hans", "12.5%", "16.67%", "100%"),
    ])
    func percentages(_ language: String, _ eighth: String, _ sixth: String, _ whole: String) throws {
        let text = VoteText(localizer: try voteLocalizer(language))
        #expect(text.percentage(Percentage(1, of: 8)) == eighth)
        #expect(text.percentage(Percentage(1, of: 6)) == sixth)
        #expect(text.percentage(Percentage(3, of: 3)) == whole)
        #expect(text.numberLocale.identifier == language)
    }

    /// Counts that reach every category of the ten languages: 0, 1, 2, few (3, 22, 102 in ar),
    /// many (5, 11, 12, 25; a million in fr, es, pt), other (100, 101).
    static let counts = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 102, 1_000_000]

    @Test("Each plural takes the form CLDR's rules of its language choose, from every form of the resources", arguments: voteLanguages)
    func pluralFormsFollowCLDR(_ language: String) throws {
        let rules = PluralRules(for: LanguageTag(language)!)
        for form in AppResources.Form.allCases {
            let localizer = try voteLocalizer(language, from: form)
            for key in ["results_choice_votes", "settings_maximum_options"] {
                for count in Self.counts {
                    let lookup = localizer.explain(key, count: PluralCount(count), arguments: ["X"])
                    #expect(lookup.pluralCategories == [rules.category(for: count)], "\(language) \(form) \(key) \(count)")
                }
            }
        }
    }

    @Test("Choice lines read as the grammar of each language wants, checked by hand", arguments: [
        // Russian: 1, 21 one (голос); 2–4, 22 few (голоса); 0, 5, 11, 12, 25 many (голосов).
        ("ru", [0: "0 голосов", 1: "1 голос", 3: "3 голоса", 5: "5 голосов", 11: "11 голосов", 21: "21 голос", 22: "22 голоса"]),
        // Polish: 1 one (głos); 2–4, 22 few (głosy); 0, 5, 12, 21, 25 many (głosów).
        ("pl", [0: "0 głosów", 1: "1 głos", 3: "3 głosy", 12: "12 głosów", 21: "21 głosów", 22: "22 głosy"]),
        // French: 0 and 1 one; an exact million many ("de"), digits grouped by U+202F.
        ("fr", [0: "0 voix", 1: "1 voix", 2: "2 voix", 1_000_000: "1\u{202F}000\u{202F}000 de voix"]),
        ("es", [0: "0 votos", 1: "1 voto", 2: "2 votos", 1_000_000: "1.000.000 de votos"]),
        ("pt-BR", [0: "0 voto", 1: "1 voto", 2: "2 votos", 1_000_000: "1.000.000 de votos"]),
        ("de", [0: "0 Stimmen", 1: "1 Stimme", 2: "2 Stimmen"]),
        // Arabic: zero, one and two without the number; few 3–10, many 11–99, other 100–102.
        ("ar", [0: "لا أصوات", 1: "صوت واحد", 2: "صوتان", 3: "٣ أصوات", 11: "١١ صوتًا", 100: "١٠٠ صوت"]),
        ("ja", [1: "1票", 5: "5票"]),
        ("zh-Hans", [1: "1 票", 5: "5 票"]),
    ])
    func choiceLines(_ language: String, _ expected: [Int: String]) throws {
        let text = VoteText(localizer: try voteLocalizer(language))
        for (count, votes) in expected {
            #expect(text.resultsChoiceVotes(votes: count, "X").hasSuffix(votes), "\(language) \(count)")
        }
    }

    @Test("The maximum-options label agrees with its number", arguments: [
        ("en", 2, "Maximum options: 2"), ("en", 5, "Maximum options: 5"),
        ("ru", 2, "Максимум 2 варианта"), ("ru", 5, "Максимум 5 вариантов"),
        ("pl", 3, "Maksymalnie 3 opcje"), ("pl", 5, "Maksymalnie 5 opcji"),
        ("ar", 2, "الحد الأقصى: خياران"), ("ar", 3, "الحد الأقصى: ٣ خيارات"),
        ("fr", 2, "Jusqu’à 2 options"), ("de", 2, "Höchstens 2 Optionen"),
    ])
    func maximumOptions(_ language: String, _ count: Int, _ expected: String) throws {
        #expect(VoteText(localizer: try voteLocalizer(language)).settingsMaximumOptions(options: count) == expected)
    }

    @Test("Every text the app shows is translated into every language", arguments: voteLanguages)
    func everyKeyIsTranslated(_ language: String) throws {
        let localizer = try voteLocalizer(language)
        for key in TranslationCoverage.translatableKeys(inCatalog: "Sources/Vote/Resources/catalog/Localizable.xcstrings") {
            let answeredBy = localizer.explain(key).answeredBy?.locale.identifier
            #expect(answeredBy == language, "\(key) comes from \(answeredBy ?? "nowhere"), not \(language)")
        }
    }
}
