@testable import CLDR
import LocalizedStrings
import Testing

@Suite("LanguageTag CLDR helpers")
struct LanguageTagCLDRTests {
    @Test("Replaces legacy and deprecated codes with CLDR's current ones",
          arguments: [("iw", "he"), ("iw-IL", "he-IL"), ("in", "id"), ("ji", "yi"), ("mo", "ro"), ("tl-PH", "fil-PH"),
                      ("sh", "sr-Latn"), ("sh-RS", "sr-Latn-RS"), ("sh-Cyrl", "sr-Cyrl"), ("cmn-TW", "zh-TW"),
                      ("nor", "no"), ("en-UK", "en-GB"), ("de-DD", "de-DE"), ("en-840", "en-US"),
                      ("sr-YU", "sr-RS"), ("cnr", "sr-ME"), ("no", "no"), ("nb", "nb"), ("he-u-ca-hebrew", "he-u-ca-hebrew")])
    func canonicalizes(_ input: String, _ expected: String) throws {
        #expect(try #require(LanguageTag(input)).canonicalized().identifier == expected)
    }

    @Test("A split region becomes the language's likely part of it")
    func splitRegionPrefersLikelyRegion() throws {
        // YU → RS ME; Serbian is likeliest in RS. SU → RU AM AZ …; Armenian is likeliest in AM.
        #expect(try #require(LanguageTag("sr-YU")).canonicalized().region == "RS")
        #expect(try #require(LanguageTag("hy-SU")).canonicalized().region == "AM")
        #expect(try #require(LanguageTag("fr-SU")).canonicalized().region == "RU")
    }

    @Test("Adds likely script and region without replacing those given",
          arguments: [("en", "en-Latn-US"), ("zh", "zh-Hans-CN"), ("zh-TW", "zh-Hant-TW"), ("zh-HK", "zh-Hant-HK"),
                      ("zh-Hant", "zh-Hant-TW"), ("zh-Hans-TW", "zh-Hans-TW"), ("sr", "sr-Cyrl-RS"), ("sr-Latn", "sr-Latn-RS"),
                      ("sr-ME", "sr-Latn-ME"), ("pt", "pt-Latn-BR"), ("pt-PT", "pt-Latn-PT"), ("es-419", "es-Latn-419"),
                      ("und-TW", "zh-Hant-TW"), ("und-Hant", "zh-Hant-TW"), ("iw", "he-Hebr-IL"), ("nb", "nb-Latn-NO"),
                      ("no", "no-Latn-NO"), ("uz-AF", "uz-Arab-AF"), ("ca-ES-valencia", "ca-Latn-ES-valencia"),
                      ("qaa", "qaa")])
    func maximizes(_ input: String, _ expected: String) throws {
        #expect(try #require(LanguageTag(input)).maximized().identifier == expected)
    }

    @Test("Walks CLDR parents in maximized form, never crossing scripts",
          arguments: [("es-MX", "es-Latn-MX es-Latn-419 es-Latn-ES"), ("en-GB", "en-Latn-GB en-Latn-001 en-Latn-US"),
                      ("en-CH", "en-Latn-CH en-Latn-150 en-Latn-001 en-Latn-US"), ("pt-AO", "pt-Latn-AO pt-Latn-PT pt-Latn-BR"),
                      ("zh-Hant-MO", "zh-Hant-MO zh-Hant-HK zh-Hant-TW"), ("zh-TW", "zh-Hant-TW"), ("zh-SG", "zh-Hans-SG zh-Hans-CN"),
                      ("sr-Latn-BA", "sr-Latn-BA sr-Latn-RS"), ("sr", "sr-Cyrl-RS"), ("nb", "nb-Latn-NO no-Latn-NO"),
                      ("nn-NO", "nn-Latn-NO no-Latn-NO"), ("hi-Latn", "hi-Latn-IN en-Latn-IN en-Latn-001 en-Latn-US"),
                      ("de-CH-1996", "de-Latn-CH-1996 de-Latn-CH de-Latn-DE"), ("en", "en-Latn-US"), ("qaa-FR", "qaa-FR qaa")])
    func inheritanceChain(_ input: String, _ expected: String) throws {
        let chain = try #require(LanguageTag(input)).inheritanceChain()
        #expect(chain.map(\.identifier).joined(separator: " ") == expected)
    }

    @Test("The generated tables come from CLDR 41")
    func generatedTablesAreCLDR41() {
        #expect(LocaleData.cldrVersion == "41")
        #expect(LocaleData.parentLocales["nb"] == "no")
        #expect(LocaleData.parentLocales["zh-Hant"] == LocaleData.root)
        #expect(LocaleData.languageAliases["no"] == nil)
        #expect(LocaleData.likelySubtags.count > 1_000)
    }

    @Test("Only Norwegian has a language as the parent of another language in CLDR 41")
    func languageFamilies() {
        #expect(LocaleInheritance.languageFamilies == ["nb": "no", "nn": "no"])
    }

    @Test("No two CLDR parent entries collide once maximized")
    func parentLocalesStayDistinctWhenMaximized() {
        #expect(LocaleInheritance.maximizedParents.count == LocaleData.parentLocales.count)
    }
}
