import CLDR
import LocalizedStrings
import Testing

/// The plural categories of the CLDR releases platforms of different ages use (tables from
/// babel 2.9.1 and 2.19.0, `Scripts/generate-plural-versions.py`), against what CLDR's release
/// notes say changed.
@Suite("Plural categories by CLDR release")
struct PluralCategoryVersionTests {
    private func tag(_ text: String) -> LanguageTag { LanguageTag(text)! }

    @Test("CLDR 38 gave French a 'many', 42 gave Catalan one and took Hebrew's away")
    func knownChanges() throws {
        #expect(try #require(PluralCategoryVersion.old(tag("fr"))).categories == [.one, .other])
        #expect(try #require(PluralCategoryVersion.new(tag("fr"))).categories == [.one, .many, .other])
        #expect(try #require(PluralCategoryVersion.runtime(tag("ca"))).categories == [.one, .other])
        #expect(try #require(PluralCategoryVersion.new(tag("ca"))).categories == [.one, .many, .other])
        #expect(try #require(PluralCategoryVersion.old(tag("he"))).categories == [.one, .two, .many, .other])
        #expect(try #require(PluralCategoryVersion.new(tag("he"))).categories == [.one, .two, .other])
    }

    @Test("Only fractions select Czech 'many': integers reach one, few and other, in every release")
    func integerCategories() throws {
        for version in [PluralCategoryVersion.old(tag("cs")), .runtime(tag("cs")), .new(tag("cs"))] {
            let cs = try #require(version)
            #expect(cs.categories == [.one, .few, .many, .other])
            #expect(cs.integerCategories == [.one, .few, .other])
        }
        // French 'many' is a million and more: an integer.
        #expect(try #require(PluralCategoryVersion.new(tag("fr"))).integerCategories == [.one, .many, .other])
    }

    @Test("The runtime's release and the new one agree where CLDR did not change (Russian, Arabic, Japanese)")
    func unchangedLanguages() throws {
        for language in ["ru", "ar", "ja", "pl"] {
            let runtime = try #require(PluralCategoryVersion.runtime(tag(language)))
            let new = try #require(PluralCategoryVersion.new(tag(language)))
            #expect(runtime.categories == new.categories, "\(language)")
            #expect(runtime.integerCategories == new.integerCategories, "\(language)")
        }
        // A region falls back to its language's table; an unknown language has none.
        #expect(PluralCategoryVersion.new(tag("fr-CA"))?.categories == [.one, .many, .other])
        #expect(PluralCategoryVersion.new(tag("xx")) == nil)
    }
}
