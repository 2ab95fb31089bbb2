import Localization
import LocalizedStrings
import Testing

@Suite("Localizer fallback")
struct LocalizerFallbackTests {
    /// `.lproj`-style tables in memory: each localization has the key `name` (its own name) and
    /// the key `only_<name>`; the development language `en` also has `only_en`.
    static func localizer(_ localizations: String, _ languages: String, development: String = "en") throws -> Localizer {
        let tables = localizations.split(separator: " ").map { name in
            stringsTable(String(name), ["name": String(name), "only_\(name)": String(name)])
        }
        return try Localizer(resources: .tables(tables), preferredLanguages: tags(languages),
                             configuration: .init(developmentLanguage: LanguageTag(development)))
    }

    /// A preference, the localizations provided, and the chain the localizer must build.
    struct ChainCase: Sendable, CustomTestStringConvertible {
        let languages: String
        let localizations: String
        let chain: [String]
        var testDescription: String { "\(languages) in [\(localizations)] → \(chain.joined(separator: " → "))" }

        init(_ languages: String, _ localizations: String, _ chain: String) {
            self.languages = languages
            self.localizations = localizations
            self.chain = chain.split(separator: " ").map(String.init)
        }
    }

    static let chains: [ChainCase] = [
        ChainCase("pt-BR", "en pt fr", "pt en"),
        ChainCase("pt-BR", "en pt pt-BR", "pt-BR pt en"),
        ChainCase("es-MX", "en es es-419", "es-419 es en"),
        ChainCase("zh-Hant-TW", "en zh-Hans zh-Hant", "zh-Hant en"),
        ChainCase("zh-Hant-TW", "en zh", "en"),
        ChainCase("en-GB", "en en-001 fr", "en-001 en"),
        ChainCase("nb", "en no", "no en"),
        ChainCase("de-AT fr", "en fr de", "de fr en"),
        ChainCase("ja", "en fr", "en"),
    ]

    @Test("The chain follows CLDR parents and ends in the development language", arguments: chains)
    func chainFollowsCLDR(_ chainCase: ChainCase) throws {
        let localizer = try Self.localizer(chainCase.localizations, chainCase.languages)
        #expect(localizer.fallbackChain.map(\.name) == chainCase.chain)
    }

    @Test("Each key falls back on its own through the whole chain, and the result names the localization that answered")
    func fallbackIsPerKey() throws {
        let localizer = try Self.localizer("en es es-419", "es-MX")
        let own = localizer.explain("only_es-419")
        #expect(own.text == "es-419")
        #expect(own.answeredBy?.locale == LanguageTag("es-419"))
        let parent = localizer.explain("only_es")
        #expect(parent.text == "es")
        #expect(parent.answeredBy?.name == "es")
        let development = localizer.explain("only_en")
        #expect(development.text == "en")
        #expect(development.answeredBy?.locale == LanguageTag("en"))
        #expect(development.chain.map(\.name) == ["es-419", "es", "en"])
        #expect(localizer.string("name") == "es-419")
    }

    @Test("Traditional Chinese never falls back to Simplified")
    func traditionalChineseSkipsSimplified() throws {
        let localizer = try Self.localizer("en zh-Hans zh-Hant", "zh-Hant-TW")
        #expect(localizer.string("only_zh-Hans") == "only_zh-Hans")
        #expect(localizer.string("only_zh-Hant") == "zh-Hant")
    }

    @Test("Apple's Base and Android's default folder answer last, in the development language")
    func baseAnswersLast() throws {
        let tables = [stringsTable(nil, ["title": "Base title", "base_only": "Base"]), stringsTable("fr", ["title": "Titre"])]
        let localizer = try Localizer(resources: .tables(tables), preferredLanguages: tags("fr"),
                                      configuration: .init(developmentLanguage: LanguageTag("en")))
        #expect(localizer.fallbackChain.map(\.description) == ["fr", "Base (en)"])
        let lookup = localizer.explain("base_only")
        #expect(lookup.answeredBy?.name == "Base")
        #expect(lookup.answeredBy?.locale == LanguageTag("en"))

        let android = try notes(.android, "sr-Latn")
        let fromDefault = android.explain("terms")
        #expect(fromDefault.answeredBy?.name == "values")
        #expect(fromDefault.answeredBy?.locale == LanguageTag("en"))
    }

    @Test("An empty list of preferences asks for the development language")
    func noPreferences() throws {
        let localizer = try Self.localizer("en fr", "")
        #expect(localizer.fallbackChain.map(\.name) == ["en"])
        #expect(localizer.preferredLanguages.languages.isEmpty)
    }

    @Test("Changing the languages changes every later lookup")
    func switchingLanguages() throws {
        let localizer = try notes(.lproj, "fr")
        #expect(localizer.string("empty_state") == "Vous n’avez encore aucune note.")
        localizer.setPreferredLanguages(tags("pt-BR"))
        #expect(localizer.string("empty_state") == "Você ainda não tem nenhuma nota.")
        #expect(localizer.preferredLanguages.languages == tags("pt-BR"))
        #expect(localizer.preferredLanguages.source == .explicit)
        localizer.setPreferredLanguages(tags("de"))
        #expect(localizer.string("empty_state") == "You don't have any notes yet.")
    }

    @Test("Android references resolve at lookup, through the whole chain")
    func referencesResolveThroughTheChain() throws {
        for languages in ["en", "fr"] {
            let localizer = try notes(.android, languages)
            #expect(localizer.string("about") == "Notes")
            #expect(localizer.array("sort_orders").last == "Notes")
        }
        let cyclic = StringTable(path: "values/strings.xml", format: .android, entries: [
            Entry(key: "a", value: .reference(ResourceReference(kind: .resource, type: "string", name: "b"))),
            Entry(key: "b", value: .reference(ResourceReference(kind: .resource, type: "string", name: "a"))),
            Entry(key: "empty", value: .reference(ResourceReference(kind: .null))),
            Entry(key: "framework", value: .reference(ResourceReference(kind: .resource, package: "android", type: "string", name: "ok"))),
        ])
        let localizer = try Localizer(resources: .tables([cyclic]), preferredLanguages: [])
        #expect(localizer.string("a") == "a")
        #expect(localizer.string("empty") == "")
        #expect(localizer.string("framework") == "@android:string/ok")
    }
}
