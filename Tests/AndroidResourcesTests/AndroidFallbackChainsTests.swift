import AndroidResources
import LocalizedStrings
import Testing

/// One row: the `values-*` folders' locales, the user's locale (or languages), and the folders
/// Android serves them from, best first (`values` for `values/`). Each row cites the AOSP source
/// that decides it (github.com/aosp-mirror/platform_frameworks_base, read with the search tool):
///
/// - `match`, `isLocaleBetterThan`: `libs/androidfw/ResourceTypes.cpp`, `ResTable_config::match`
///   and `ResTable_config::isLocaleBetterThan` at 689a7de3e32d33800752d2f2d1b27b87cf4e0d3e, and
///   `langsAreEquivalent` (`tl`/`fil`) in the current version of the same file;
/// - `compareRegions`, `closeToUS`: `libs/androidfw/LocaleData.cpp`, `localeDataCompareRegions`,
///   `findParent`/`findAncestors`/`findDistance` and `localeDataIsCloseToUsEnglish` at
///   554cd36610b210955d5e4e02a6c7d1c01ffd2930, over CLDR `<parentLocales>`;
/// - `firstMatch`: `core/java/android/content/res/ResourcesImpl.java` (`updateConfiguration`,
///   `adjustLanguageTag`) at 0018505370e3ac0a49e03edd5cb467ee44329a35 and `LocaleList.matchScore`
///   / `getFirstMatchWithEnglishSupported`.
struct FallbackChainCase: Sendable, CustomTestStringConvertible {
    let folders: [LanguageTag]
    let preferences: [LanguageTag]
    let expected: [String]
    let source: String
    let sourceLocation: Testing.SourceLocation

    init(_ folders: String, _ preferences: String, _ expected: String, source: String,
         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        self.folders = folders.split(separator: " ").map { LanguageTag(String($0))! }
        self.preferences = preferences.split(separator: " ").map { LanguageTag(String($0))! }
        self.expected = expected.split(separator: " ").map(String.init)
        self.source = source
        self.sourceLocation = sourceLocation
    }

    var testDescription: String {
        "\(preferences.map(\.identifier).joined(separator: ",")) in [\(folders.map(\.identifier).joined(separator: " "))]"
            + " → \(expected.joined(separator: " → "))"
    }
}

@Suite("AndroidFallbackChains")
struct AndroidFallbackChainsTests {
    static let cases: [FallbackChainCase] = [
        // Another language's folder never serves: match() compares languages first.
        FallbackChainCase("en-GB en-001 fr", "fr", "fr values", source: "match: languages differ"),
        FallbackChainCase("en-GB en-001", "fr", "values", source: "match: languages differ"),
        FallbackChainCase("en-GB en-001 fr", "ace", "values", source: "match: languages differ"),
        FallbackChainCase("nb-NO nn", "nn", "nn values", source: "match: nb is not nn"),
        FallbackChainCase("nb-NO", "nn", "values", source: "match: nb is not nn"),
        FallbackChainCase("kmr", "ku", "values", source: "match: kmr is not ku"),
        FallbackChainCase("no", "nb", "values", source: "match: no is not nb (CLDR's parent, not Android's)"),
        // tl and fil are one language; the identical code wins.
        FallbackChainCase("tl fil", "fil", "fil tl values", source: "match, isLocaleBetterThan: langsAreEquivalent"),
        FallbackChainCase("tl", "fil-PH", "tl values", source: "match: langsAreEquivalent"),

        // US English: values/ before a region descending from en-001; en and en-US before values/.
        FallbackChainCase("en-GB en-001", "en-US", "values en-001 en-GB",
                          source: "isLocaleBetterThan: kEnglish/kUnitedStates; compareRegions: findDistance"),
        FallbackChainCase("en-GB en-US en", "en-US", "en-US en values en-GB", source: "isLocaleBetterThan: kUnitedStates"),
        FallbackChainCase("en-GB en-001", "en", "values en-001 en-GB", source: "isLocaleBetterThan: closeToUS(no region)"),
        FallbackChainCase("en-GB", "en-PH", "values en-GB", source: "closeToUS: en-PH inherits from en, not en-001"),
        // International English: a region of the language before values/, ancestors first.
        FallbackChainCase("en-GB en-001", "en-AU", "en-001 en-GB values", source: "compareRegions: en-AU → en-001 is an ancestor"),
        FallbackChainCase("en-GB", "en-AU", "en-GB values", source: "isLocaleBetterThan: a language beats none; closeToUS(AU) is false"),
        FallbackChainCase("en-GB en-001 en", "en-GB", "en-GB en-001 en values", source: "compareRegions: findAncestors"),
        FallbackChainCase("en-150 en-001 en-IN", "en-AT", "en-150 en-001 en-IN values",
                          source: "compareRegions: ancestors, then findDistance"),

        // Regions of a language: the language before a sibling region, CLDR parents first.
        FallbackChainCase("de de-AT", "de-CH", "de de-AT values", source: "compareRegions: the language is an ancestor"),
        FallbackChainCase("de-AT", "de-CH", "de-AT values", source: "match: same script; isLocaleBetterThan: a language beats none"),
        FallbackChainCase("pt pt-PT", "pt-AO", "pt-PT pt values", source: "compareRegions: pt-AO → pt-PT"),
        FallbackChainCase("pt pt-PT", "pt-BR", "pt pt-PT values", source: "compareRegions: findAncestors"),
        FallbackChainCase("es es-419 es-US", "es-MX", "es-419 es-US es values",
                          source: "compareRegions: es-MX → es-419; isSpecialSpanish stands es-US for es-419"),
        FallbackChainCase("es-AR es-CL", "es-PE", "es-AR es-CL values", source: "compareRegions: equidistant, lower region code"),

        // Scripts: computed from likely subtags, and a different script never serves.
        FallbackChainCase("zh zh-HK zh-Hant", "zh-TW", "zh-Hant zh-HK values", source: "match: scripts; compareRegions"),
        FallbackChainCase("zh zh-HK zh-Hant", "zh-MO", "zh-HK zh-Hant values", source: "compareRegions: zh-Hant-MO → zh-Hant-HK"),
        FallbackChainCase("zh zh-HK zh-Hant", "zh-CN", "zh values", source: "match: zh is Hans"),
        FallbackChainCase("sr sr-Latn", "sr-Latn-RS", "sr-Latn values", source: "match: sr is Cyrl"),
        FallbackChainCase("sr sr-Latn", "sr-RS", "sr values", source: "match: sr-Latn is not Cyrl"),

        // Several languages: the first one the app supports, English counting as supported.
        FallbackChainCase("fr en-GB", "ace fr", "fr values", source: "firstMatch: ace unsupported"),
        FallbackChainCase("fr en-GB", "ace de", "values", source: "firstMatch: none matches, the first is used"),
        FallbackChainCase("fr en-GB", "ace en-AU fr", "en-GB values", source: "firstMatch: English is supported"),
    ]

    @Test("Each locale's chain is Android's", arguments: cases)
    func chain(_ row: FallbackChainCase) {
        let chains = AndroidFallbackChains(locales: row.folders)
        let chain = row.preferences.count == 1 ? chains.chain(for: row.preferences[0])
            : chains.chain(forPreferredLanguages: row.preferences)
        #expect(chain.map { $0?.identifier ?? "values" } == row.expected, "\(row.source)", sourceLocation: row.sourceLocation)
    }

    @Test("A folder's own chain starts with it, and values/ alone serves no locale")
    func ownFolderFirst() throws {
        let locales = ["en-GB", "en-001", "en", "en-US", "fr", "fr-CA", "zh-Hant", "zh-HK", "tl", "fil"].compactMap(LanguageTag.init)
        let chains = AndroidFallbackChains(locales: locales)
        for locale in locales {
            #expect(chains.chain(for: locale).first == locale)
            #expect(chains.chain(for: locale).contains(nil))
        }
        #expect(chains.chain(for: nil) == [nil])
        #expect(AndroidFallbackChains().chain(for: LanguageTag("fr")) == [nil])
    }
}
