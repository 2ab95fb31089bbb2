import LocalizedStrings
import Testing

@Suite("LanguageTag")
struct LanguageTagTests {
    @Test("Parses and canonicalises well-formed tags",
          arguments: [("en", "en"), ("PT-br", "pt-BR"), ("zh-hant-tw", "zh-Hant-TW"), ("sr-Latn", "sr-Latn"),
                      ("es-419", "es-419"), ("de-CH-1996", "de-CH-1996"), ("en-US-x-twain", "en-US-x-twain"),
                      ("ja-JP-u-ca-japanese", "ja-JP-u-ca-japanese"), ("fil", "fil")])
    func parses(_ input: String, _ canonical: String) throws {
        let tag = try #require(LanguageTag(input))
        #expect(tag.identifier == canonical)
        #expect(LanguageTag(canonical) == tag)
    }

    @Test("Rejects malformed tags", arguments: ["", "e", "english-is-long", "en--US", "en_US", "123", "en-x", "zh-Hant-TW-"])
    func rejects(_ input: String) {
        #expect(LanguageTag(input) == nil)
    }

    @Test("Exposes its subtags")
    func subtags() throws {
        let tag = try #require(LanguageTag("zh-Hant-TW"))
        #expect(tag.language == "zh")
        #expect(tag.script == "Hant")
        #expect(tag.region == "TW")
        #expect(tag.droppingRegion.identifier == "zh-Hant")
    }
}
