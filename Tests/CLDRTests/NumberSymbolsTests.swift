import CLDR
import LocalizedStrings
import Testing

@Suite("NumberSymbols")
struct NumberSymbolsTests {
    @Test("Inherits from parent locales and root", arguments: [
        ("de", ",", ".", "latn"), ("de-CH", ".", "\u{2019}", "latn"), ("de-AT", ",", "\u{A0}", "latn"),
        ("fr", ",", "\u{202F}", "latn"), ("fr-CH", ",", "\u{202F}", "latn"), ("es-MX", ".", ",", "latn"),
        ("en-IN", ".", ",", "latn"), ("pa-PK", "\u{66B}", "\u{66C}", "arabext"), ("ar-MA", ",", ".", "latn"),
        ("zh-Hant-TW", ".", ",", "latn"), ("sr-Latn-BA", ",", ".", "latn"), ("xx", ".", ",", "latn"), ("und", ".", ",", "latn"),
    ])
    func inherits(_ tag: String, _ decimal: String, _ group: String, _ system: String) throws {
        let symbols = NumberSymbols(locale: try #require(LanguageTag(tag)))
        #expect(symbols.decimalSeparator == decimal)
        #expect(symbols.groupingSeparator == group)
        #expect(symbols.numberingSystem == system)
    }

    @Test("Carries CLDR's grouping sizes and minimum grouping digits")
    func grouping() throws {
        let hindi = NumberSymbols(locale: LanguageTag("hi")!)
        #expect((hindi.primaryGroupingSize, hindi.secondaryGroupingSize) == (3, 2))
        #expect(NumberSymbols(locale: LanguageTag("es")!).minimumGroupingDigits == 2)
        #expect(NumberSymbols(locale: LanguageTag("en")!).minimumGroupingDigits == 1)
        #expect(NumberSymbols.root.digits == "0123456789")
        #expect(NumberSymbols.digits(ofNumberingSystem: "deva") == "०१२३४५६७८९")
        #expect(NumberSymbols.digits(ofNumberingSystem: "roman") == nil)
    }
}
