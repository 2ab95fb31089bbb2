import CLDR
import LocalizedStrings
import Testing

/// One row of the matching table: preferences, provided localizations and development
/// language, and the chain the matcher must return. Lists are space-separated.
struct MatchingCase: Sendable, CustomTestStringConvertible {
    let preferences: [LanguageTag]
    let localizations: [String]
    let development: String
    let expected: [String]
    let sourceLocation: Testing.SourceLocation

    init(_ preferences: String, _ localizations: String, development: String = "en", _ expected: String,
         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        self.preferences = preferences.split(separator: " ").map { LanguageTag(String($0))! }
        self.localizations = localizations.split(separator: " ").map(String.init)
        self.development = development
        self.expected = expected.split(separator: " ").map(String.init)
        self.sourceLocation = sourceLocation
    }

    var testDescription: String {
        "[\(preferences.map(\.identifier).joined(separator: ", "))] in [\(localizations.joined(separator: ", "))]"
            + " dev \(development) → \(expected.joined(separator: " → "))"
    }
}

@Suite("LocaleMatcher")
struct LocaleMatcherTests {
    static let cases: [MatchingCase] = [
        // CLDR parent chains end in the development language.
        MatchingCase("pt-BR", "pt pt-BR en", "pt-BR pt en"),
        MatchingCase("pt-BR", "pt en", "pt en"),
        MatchingCase("es-MX", "es es-419 en", "es-419 es en"),
        MatchingCase("es-MX", "es en", "es en"),
        MatchingCase("es-US", "en es-419 es", "es-419 es en"),
        MatchingCase("en-GB", "en en-001 en-GB fr", development: "fr", "en-GB en-001 en fr"),
        MatchingCase("en-AU", "en-001 en", "en-001 en"),
        MatchingCase("en-AT", "en-150 en-001 en de", development: "de", "en-150 en-001 en de"),
        MatchingCase("fr-CA", "fr en", "fr en"),
        MatchingCase("fr-CH", "fr fr-CA en", "fr fr-CA en"),
        MatchingCase("ca-ES-valencia", "ca en", "ca en"),
        MatchingCase("de-CH", "de de-CH-1996 en", "de-CH-1996 de en"),

        // Chinese scripts: Traditional never falls back to Simplified, and scripts are inferred.
        MatchingCase("zh-Hant-TW", "zh-Hans zh-Hant en", "zh-Hant en"),
        MatchingCase("zh-Hant-TW", "zh zh-Hans en", "en"),
        MatchingCase("zh-TW", "zh-Hant zh-Hans en", "zh-Hant en"),
        MatchingCase("zh-HK", "zh-Hant zh-Hant-HK en", "zh-Hant-HK zh-Hant en"),
        MatchingCase("zh-Hant-MO", "zh-Hant zh-Hant-HK en", "zh-Hant-HK zh-Hant en"),
        MatchingCase("zh-CN", "zh-Hans zh-Hant en", "zh-Hans en"),
        MatchingCase("zh", "zh-Hans zh-Hant en", "zh-Hans en"),
        MatchingCase("zh-Hans", "zh en", "zh en"),
        MatchingCase("zh-SG", "zh-Hant zh-Hans en", "zh-Hans en"),
        MatchingCase("yue", "zh-Hant en", "en"),

        // Serbian and other languages written in two scripts.
        MatchingCase("sr", "sr-Latn sr-Cyrl en", "sr-Cyrl en"),
        MatchingCase("sr-RS", "sr en", "sr en"),
        MatchingCase("sr-Latn", "sr en", "en"),
        MatchingCase("sr-Latn-RS", "sr sr-Latn en", "sr-Latn en"),
        MatchingCase("sr-Cyrl", "sr-Latn en", "en"),
        MatchingCase("az-Cyrl", "az en", "en"),
        MatchingCase("uz-AF", "uz en", "en"),
        MatchingCase("hi-Latn", "hi en-IN en", "en-IN en"),

        // Norwegian: nb and nn inherit from no in CLDR 41.
        MatchingCase("nb", "no en", "no en"),
        MatchingCase("nb-NO", "nb no en", "nb no en"),
        MatchingCase("nn", "nb no en", "no nb en"),
        MatchingCase("no", "nb en", "nb en"),
        MatchingCase("nb", "nn en", "nn en"),
        MatchingCase("en-IN", "hi-Latn en", "en"),
        MatchingCase("en-IN", "hi-Latn en-IN", development: "hi-Latn", "en-IN hi-Latn"),

        // Legacy codes and aliases, on either side.
        MatchingCase("iw", "he en", "he en"),
        MatchingCase("he-IL", "iw en", "iw en"),
        MatchingCase("in", "id en", "id en"),
        MatchingCase("id", "in en", "in en"),
        MatchingCase("ji", "yi en", "yi en"),
        MatchingCase("mo", "ro en", "ro en"),
        MatchingCase("fil", "tl en", "tl en"),
        MatchingCase("sh", "sr sr-Latn en", "sr-Latn en"),
        MatchingCase("cmn-TW", "zh-Hans zh-Hant en", "zh-Hant en"),
        MatchingCase("en-UK", "en en-GB", "en-GB en"),

        // Regional siblings: used before the next preference, nearest in the CLDR tree first.
        MatchingCase("pt-PT", "pt-BR en", "pt-BR en"),
        MatchingCase("pt-PT", "pt-BR pt-PT en", "pt-PT pt-BR en"),
        MatchingCase("pt-PT", "pt-BR pt en", "pt pt-BR en"),
        MatchingCase("es-MX", "es-ES es en", "es es-ES en"),
        MatchingCase("pt-AO", "pt-BR pt-PT en", "pt-PT pt-BR en"),
        MatchingCase("pt-AO", "pt-BR pt-MZ en", "pt-MZ pt-BR en"),
        MatchingCase("pt", "pt-PT pt-BR en", "pt-BR pt-PT en"),
        MatchingCase("en-US fr", "en-GB fr", development: "fr", "en-GB fr"),
        MatchingCase("en-GB", "en-US en-AU de", development: "de", "en-AU en-US de"),
        MatchingCase("en", "en-GB en-US en-001", "en-US en-001 en-GB"),
        MatchingCase("es-ES", "es-MX en", "es-MX en"),
        MatchingCase("es-MX", "es-AR es en", "es-AR es en"),
        MatchingCase("es-419", "es-MX es en", "es-MX es en"),

        // Several preferences, each consulted in order before the development language.
        MatchingCase("de-AT fr", "fr de en", "de fr en"),
        MatchingCase("ja fr", "de fr en", "fr en"),
        MatchingCase("ko fr", "ko fr en", "ko fr en"),
        MatchingCase("fr fr-FR", "fr en", "fr en"),
        MatchingCase("en fr", "en fr", development: "fr", "en fr"),

        // Unavailable languages are skipped; no preference means the development language.
        MatchingCase("ja", "de en", "en"),
        MatchingCase("", "en fr", "en"),
        MatchingCase("und", "fr en", "en"),

        // `und` is a language of its own (Android matches a folder's language code exactly):
        // never the root of another language's chain, nor English.
        MatchingCase("ace", "ace und en", "ace en"),
        MatchingCase("ru", "und en", "en"),
        MatchingCase("en", "und en", "en"),
        MatchingCase("und", "und fr en", "und en"),
        MatchingCase("fr", "und fr", development: "und", "fr und"),
        MatchingCase("fr", "fr en-GB", "fr en-GB"),
        MatchingCase("fr", "fr en en-GB", "fr en"),

        // Base, spellings, case and names that are not languages.
        MatchingCase("fr de", "Base en fr de", "fr de en Base"),
        MatchingCase("de", "Base en", "en Base"),
        MatchingCase("de", "Base", "Base"),
        MatchingCase("PT-br", "pt_BR en", "pt_BR en"),
        MatchingCase("pt-BR", "pt-BR.lproj en.lproj", "pt-BR.lproj en.lproj"),
        MatchingCase("zh-Hant-TW", "zh_TW zh_CN English", "zh_TW English"),
        MatchingCase("ZH-hant", "ZH-HANS zh-hant EN", "zh-hant EN"),
        MatchingCase("fr", "Resources fr en", "fr en"),
        MatchingCase("fr", "fr fr-FR en", "fr fr-FR en"),
        MatchingCase("en-US-u-ca-buddhist", "en en-GB", development: "fr", "en en-GB"),
    ]

    @Test("Orders the provided localizations into a fallback chain", arguments: cases)
    func fallbackChain(_ row: MatchingCase) {
        let matcher = LocaleMatcher(localizations: row.localizations, developmentLanguage: row.development)
        #expect(matcher.fallbackChain(for: row.preferences) == row.expected, sourceLocation: row.sourceLocation)
    }

    @Test("The example in the documentation holds")
    func documentationExample() {
        let matcher = LocaleMatcher(localizations: ["Base", "en", "es", "es-419", "pt-BR", "zh-Hans", "zh-Hant"],
                                    developmentLanguage: "en")
        #expect(matcher.fallbackChain(for: [LanguageTag("es-MX")!]) == ["es-419", "es", "en", "Base"])
        #expect(matcher.fallbackChain(for: [LanguageTag("zh-TW")!, LanguageTag("pt-PT")!]) == ["zh-Hant", "pt-BR", "en", "Base"])
    }

    @Test("Reads localization names in BCP 47, Apple and legacy spellings",
          arguments: [("pt_BR.lproj", "pt-BR"), ("zh-Hans.lproj", "zh-Hans"), ("zh_Hant_TW", "zh-Hant-TW"), ("English", "en"),
                      ("Japanese.lproj", "ja"), ("sr-latn", "sr-Latn"), ("es-419", "es-419"), ("iw", "iw")])
    func readsLocalizationNames(_ name: String, _ expected: String) throws {
        let localization = LocalizationName(name)
        #expect(localization.name == name)
        #expect(try #require(localization.languageTag).identifier == expected)
        #expect(!localization.isBase)
    }

    @Test("Base is not a language, and other folders are no localization", arguments: ["Base", "base.lproj", "Base.lproj"])
    func baseIsNotALanguage(_ name: String) {
        #expect(LocalizationName(name).isBase)
        #expect(LocalizationName(name).languageTag == nil)
        #expect(LocalizationName("Resources").languageTag == nil)
        #expect(!LocalizationName("Resources").isBase)
    }

    @Test("The table covers at least forty cases")
    func tableIsLargeEnough() {
        #expect(Self.cases.count >= 40)
    }

    @Test("Chain entries are the names exactly as given, each at most once")
    func entriesAreGivenNames() {
        let names = ["pt_BR.lproj", "pt.lproj", "PT-pt", "Base.lproj", "en.lproj"]
        let matcher = LocaleMatcher(localizations: names, developmentLanguage: "en")
        let chain = matcher.fallbackChain(for: [LanguageTag("pt-PT")!, LanguageTag("pt-BR")!])
        #expect(chain == ["PT-pt", "pt.lproj", "pt_BR.lproj", "en.lproj", "Base.lproj"])
        #expect(Set(chain).count == chain.count)
    }

    @Test("The order of the provided localizations does not change the chain")
    func orderOfLocalizationsIsIrrelevant() {
        let names = ["en", "en-GB", "en-AU", "en-IN", "en-001", "fr", "es-419", "es", "es-AR"]
        let preferences = [LanguageTag("en-NZ")!, LanguageTag("es-CL")!]
        let forward = LocaleMatcher(localizations: names, developmentLanguage: "fr").fallbackChain(for: preferences)
        let backward = LocaleMatcher(localizations: names.reversed(), developmentLanguage: "fr").fallbackChain(for: preferences)
        #expect(forward == backward)
        #expect(forward == ["en-001", "en-AU", "en-GB", "en-IN", "en", "es-419", "es-AR", "es", "fr"])
    }

    @Test("A development language without a localization of its own falls back to a regional one")
    func developmentLanguageUsesSiblingWhenAlone() {
        let matcher = LocaleMatcher(localizations: ["fr", "en-GB"], developmentLanguage: "en")
        #expect(matcher.fallbackChain(for: [LanguageTag("fr")!]) == ["fr", "en-GB"])
    }

    @Test("Many localizations are matched without trouble")
    func manyLocalizations() {
        let regions = LocaleMatcherTests.regionCodes
        let names = regions.map { "en-\($0)" } + regions.map { "es-\($0)" } + ["en", "es"]
        let matcher = LocaleMatcher(localizations: names, developmentLanguage: "en")
        let chain = matcher.fallbackChain(for: [LanguageTag("es-MX")!])
        #expect(chain.first == "es-MX")
        #expect(chain.suffix(2) == ["en", "en-US"])
        // Every Spanish localization (676 regions and `es`), then the development language.
        #expect(chain.count == regions.count + 3)
    }

    /// 26 × 26 two-letter codes: the matcher must not care whether they are real regions.
    static let regionCodes: [String] = {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
        return letters.flatMap { first in letters.map { first + $0 } }
    }()
}
