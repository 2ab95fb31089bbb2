import CLDR
import Localization
import LocalizedStrings
@testable import RentalROI
import Testing

/// Expected values are the numbers written in each locale's CLDR symbols, read by hand.
@Suite("LocalizedNumberParser")
struct LocalizedNumberParserTests {
    static func parser(_ locale: String) -> LocalizedNumberParser {
        LocalizedNumberParser(symbols: NumberSymbols(locale: LanguageTag(locale)!))
    }

    @Test("English: the details as shown, grouped thousands, signs and spaces")
    func english() {
        let english = Self.parser("en")
        #expect(english.parse("250000") == 250_000)
        #expect(english.parse("5.000") == 5)
        #expect(english.parse("1,073.64") == 1073.64)
        #expect(english.parse("  12 ") == 12)
        #expect(english.parse("-3") == -3)
        #expect(english.parse("+3") == 3)
        #expect(english.parse(".5") == 0.5)
    }

    @Test("Text that is not a number is refused, not read as 0", arguments: [
        "", " ", "abc", "4.5%", "$100", "1,07", "1.2.3", "--1", "-", ".", "1e5", "inf", "nan", "0x10", "12a",
    ])
    func notNumbers(_ text: String) {
        #expect(Self.parser("en").parse(text) == nil)
    }

    @Test("German: comma decimals, dot groups, and a dot that cannot be a group is refused")
    func german() {
        let german = Self.parser("de")
        #expect(german.parse("5,5") == 5.5)
        #expect(german.parse("250.000") == 250_000)
        #expect(german.parse("1.234,5") == 1234.5)
        #expect(german.parse("5.5") == nil)
    }

    @Test("French: comma decimals, space groups of any kind of space, and a dot read as a decimal point")
    func french() {
        let french = Self.parser("fr")
        #expect(french.parse("5,000") == 5)
        #expect(french.parse("250\u{202F}000") == 250_000)
        #expect(french.parse("250\u{00A0}000") == 250_000)
        #expect(french.parse("250 000") == 250_000)
        #expect(french.parse("5.5") == 5.5)
    }

    @Test("Arabic: Arabic-Indic digits and separators, and the sign's directional mark")
    func arabic() {
        let arabic = Self.parser("ar")
        #expect(arabic.parse("٥٫٠٠٠") == 5)
        #expect(arabic.parse("٢٥٠٬٠٠٠") == 250_000)
        #expect(arabic.parse("\u{61C}-٣") == -3)
        #expect(arabic.parse("42") == 42)
    }

    @Test("Hindi: groups of two above the thousands, as CLDR's Indian grouping writes them")
    func indianGrouping() {
        let hindi = Self.parser("hi")
        #expect(hindi.parse("12,34,567") == 1_234_567)
        #expect(hindi.parse("1,234,567") == nil)
    }
}
