import CLDR
import Localization
import LocalizedStrings
import Testing

@Suite("PreferredLanguages")
struct PreferredLanguagesTests {
    private func tags(_ list: String) -> [LanguageTag] {
        list.split(separator: " ").map { LanguageTag(String($0))! }
    }

    // MARK: - POSIX locale names

    @Test("Reads POSIX locale names as language tags",
          arguments: [("fr_FR.UTF-8@euro", "fr-FR"), ("fr_FR.UTF-8", "fr-FR"), ("de_DE@euro", "de-DE"), ("pt_BR", "pt-BR"),
                      ("en", "en"), ("zh_TW.Big5", "zh-TW"), ("sr_RS@latin", "sr-Latn-RS"), ("sr@latin", "sr-Latn"),
                      ("uz_UZ.UTF-8@cyrillic", "uz-Cyrl-UZ"), ("ks_IN@devanagari", "ks-Deva-IN"),
                      ("ca_ES.UTF-8@valencia", "ca-ES-valencia"), ("nb_NO.ISO-8859-1", "nb-NO"), ("es_419", "es-419")])
    func readsPOSIXLocaleNames(_ name: String, _ expected: String) throws {
        #expect(try #require(PreferredLanguages.languageTag(posixLocale: name)).identifier == expected)
    }

    @Test("C, POSIX, empty and malformed names are no language",
          arguments: ["C", "POSIX", "C.UTF-8", "C.utf8", "", ".UTF-8", "@euro", "/usr/share/locale/fr", "English_United States.1252"])
    func rejectsNonLanguages(_ name: String) {
        #expect(PreferredLanguages.languageTag(posixLocale: name) == nil)
    }

    // MARK: - Locale variables

    @Test("LANG gives the language when nothing overrides it")
    func langAlone() {
        let preferences = PreferredLanguages.fromEnvironment(["LANG": "fr_CA.UTF-8"])
        #expect(preferences == PreferredLanguages(languages: tags("fr-CA"), source: .environment(variable: "LANG")))
    }

    @Test("LC_ALL overrides LC_MESSAGES, which overrides LANG")
    func localeVariablePrecedence() {
        let all = ["LC_ALL": "de_AT.UTF-8", "LC_MESSAGES": "sv_SE.UTF-8", "LANG": "es_ES.UTF-8"]
        #expect(PreferredLanguages.fromEnvironment(all) ==
                PreferredLanguages(languages: tags("de-AT"), source: .environment(variable: "LC_ALL")))
        let messages = ["LC_MESSAGES": "sv_SE.UTF-8", "LANG": "es_ES.UTF-8", "LC_TIME": "fi_FI.UTF-8"]
        #expect(PreferredLanguages.fromEnvironment(messages) ==
                PreferredLanguages(languages: tags("sv-SE"), source: .environment(variable: "LC_MESSAGES")))
    }

    @Test("A variable that is set but empty is skipped")
    func emptyVariablesAreSkipped() {
        let environment = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "it_IT.UTF-8", "LANGUAGE": ""]
        #expect(PreferredLanguages.fromEnvironment(environment) ==
                PreferredLanguages(languages: tags("it-IT"), source: .environment(variable: "LANG")))
    }

    @Test("No variables, C and POSIX mean no preference",
          arguments: [[:], ["LANG": "C"], ["LANG": "POSIX"], ["LC_ALL": "C", "LANG": "fr_FR.UTF-8"], ["LANG": "C.UTF-8"]])
    func noPreference(_ environment: [String: String]) {
        #expect(PreferredLanguages.fromEnvironment(environment) == PreferredLanguages(languages: [], source: .none))
    }

    @Test("A locale that is not a language name means no preference")
    func malformedLocaleIsNoPreference() {
        #expect(PreferredLanguages.fromEnvironment(["LC_ALL": "/tmp/mylocale", "LANG": "fr_FR.UTF-8"]).languages.isEmpty)
    }

    // MARK: - LANGUAGE

    @Test("LANGUAGE lists several languages and wins over the locale")
    func languageListWins() {
        let environment = ["LANGUAGE": "sv:de_CH:fr", "LANG": "sv_SE.UTF-8", "LC_ALL": "sv_SE.UTF-8"]
        #expect(PreferredLanguages.fromEnvironment(environment) ==
                PreferredLanguages(languages: tags("sv-SE de-CH fr"), source: .environment(variable: "LANGUAGE")))
    }

    @Test("LANGUAGE is ignored in the C locale, as gettext ignores it",
          arguments: [["LANGUAGE": "fr"], ["LANGUAGE": "fr", "LANG": "C"], ["LANGUAGE": "fr", "LC_ALL": "POSIX", "LANG": "de_DE"]])
    func languageIgnoredInCLocale(_ environment: [String: String]) {
        #expect(PreferredLanguages.fromEnvironment(environment).source != .environment(variable: "LANGUAGE"))
        #expect(!PreferredLanguages.fromEnvironment(environment).languages.contains(LanguageTag("fr")!))
    }

    @Test("LANGUAGE is honoured under C.UTF-8, which glibc does not treat as the C locale")
    func languageHonouredUnderCUTF8() {
        let preferences = PreferredLanguages.fromEnvironment(["LANGUAGE": "de:en", "LANG": "C.UTF-8"])
        #expect(preferences == PreferredLanguages(languages: tags("de en"), source: .environment(variable: "LANGUAGE")))
    }

    @Test("A bare language in LANGUAGE takes the locale's region when the languages agree")
    func bareLanguageTakesLocaleRegion() {
        let portuguese = PreferredLanguages.fromEnvironment(["LANGUAGE": "pt:en", "LANG": "pt_PT.UTF-8"])
        #expect(portuguese.languages == tags("pt-PT en"))
        let serbian = PreferredLanguages.fromEnvironment(["LANGUAGE": "sr:en", "LANG": "sr_RS.UTF-8@latin"])
        #expect(serbian.languages == tags("sr-Latn-RS en"))
        let british = PreferredLanguages.fromEnvironment(["LANGUAGE": "en_GB:en", "LANG": "en_GB.UTF-8"])
        #expect(british.languages == tags("en-GB"))
    }

    @Test("C in LANGUAGE ends the list, as it does for gettext")
    func cEndsLanguageList() {
        let environment = ["LANGUAGE": "fr:C:de", "LANG": "fr_FR.UTF-8"]
        #expect(PreferredLanguages.fromEnvironment(environment).languages == tags("fr-FR"))
        let untranslated = PreferredLanguages.fromEnvironment(["LANGUAGE": "C:de", "LANG": "de_DE.UTF-8"])
        #expect(untranslated == PreferredLanguages(languages: [], source: .environment(variable: "LANGUAGE")))
    }

    @Test("Empty and malformed LANGUAGE entries are skipped; an unusable list falls back to the locale")
    func malformedLanguageEntries() {
        let skipped = PreferredLanguages.fromEnvironment(["LANGUAGE": "::nb_NO.UTF-8:x:no:", "LANG": "de_DE.UTF-8"])
        #expect(skipped.languages == tags("nb-NO no"))
        let unusable = PreferredLanguages.fromEnvironment(["LANGUAGE": ":x:", "LANG": "de_DE.UTF-8"])
        #expect(unusable == PreferredLanguages(languages: tags("de-DE"), source: .environment(variable: "LANG")))
    }

    // MARK: - Explicit lists and the platform

    @Test("An explicit list wins over the environment, even when empty")
    func explicitListWins() {
        let environment = ["LANGUAGE": "fr", "LANG": "fr_FR.UTF-8"]
        #expect(PreferredLanguages.current(explicit: tags("ja de"), environment: environment) ==
                PreferredLanguages(languages: tags("ja de"), source: .explicit))
        #expect(PreferredLanguages.current(explicit: [], environment: environment) ==
                PreferredLanguages(languages: [], source: .explicit))
    }

    #if !canImport(Darwin)
    @Test("Without an explicit list, non-Apple platforms read the given environment")
    func currentReadsEnvironment() {
        let environment = ["LANG": "pt_BR.UTF-8"]
        #expect(PreferredLanguages.current(environment: environment) == PreferredLanguages.fromEnvironment(environment))
    }
    #endif

    @Test("The environment's languages drive the matcher end to end")
    func environmentFeedsMatcher() {
        let matcher = LocaleMatcher(localizations: ["Base", "en", "no", "sr-Latn", "pt-BR"], developmentLanguage: "en")
        let norwegian = PreferredLanguages.fromEnvironment(["LANG": "nb_NO.UTF-8"])
        #expect(matcher.fallbackChain(for: norwegian.languages) == ["no", "en", "Base"])
        let serbian = PreferredLanguages.fromEnvironment(["LANG": "sr_RS.UTF-8@latin"])
        #expect(matcher.fallbackChain(for: serbian.languages) == ["sr-Latn", "en", "Base"])
        let portuguese = PreferredLanguages.fromEnvironment(["LANGUAGE": "pt:en", "LANG": "pt_PT.UTF-8"])
        #expect(matcher.fallbackChain(for: portuguese.languages) == ["pt-BR", "en", "Base"])
        let none = PreferredLanguages.fromEnvironment(["LANG": "C"])
        #expect(matcher.fallbackChain(for: none.languages) == ["en", "Base"])
    }
}
