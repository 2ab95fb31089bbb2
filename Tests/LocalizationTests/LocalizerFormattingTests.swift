import Localization
import LocalizedStrings
import Testing

@Suite("Localizer formatting")
struct LocalizerFormattingTests {
    @Test("A label with two arguments uses the numbers of the localization that supplied it")
    func twoArgumentsWithLocaleNumbers() throws {
        let tables = [
            stringsTable("en", ["label": "%1$@ has %2$lld points"]),
            stringsTable("de", ["label": "%1$@ hat %2$lld Punkte"]),
            stringsTable("fr", ["other": "autre"]),
        ]
        let german = try Localizer(resources: .tables(tables), preferredLanguages: tags("de"))
        #expect(german.string("label", "Ann", 1_234_567) == "Ann hat 1.234.567 Punkte")
        // French lacks the label: the English string comes with English numbers.
        let french = try Localizer(resources: .tables(tables), preferredLanguages: tags("fr"))
        #expect(french.string("label", "Ann", 1_234_567) == "Ann has 1,234,567 points")
    }

    @Test("Android strings format as Android's String.format does, Apple strings as String(format:locale:)")
    func androidConventions() throws {
        let localizer = try notes(.android, "fr")
        #expect(localizer.string("shared_by", "Ann", 1234) == "Partagé par Ann (il y a 1234 minutes)")
        #expect(try notes(.lproj, "fr").string("shared_by", "Ann", 1234) == "Partagé par Ann (il y a 1\u{202F}234 minutes)")
    }

    @Test("Arguments may be any convertible value, or FormatArgument values")
    func argumentTypes() throws {
        let localizer = try notes(.android, "en")
        let name: Substring = "Ann"[...]
        let minutes: UInt8 = 5
        #expect(localizer.string("shared_by", name, minutes) == "Shared by Ann  (5 minutes ago)")
        #expect(localizer.string("shared_by", arguments: [.string("Ann"), .int(5)]) == "Shared by Ann  (5 minutes ago)")
        #expect(localizer.string("shared_by", FormatArgument.string("Ann"), 5.0) == "Shared by Ann  (5 minutes ago)")
    }

    @Test("Unformatted lookups keep %% and specifiers; formatted ones resolve them")
    func unformattedAndFormatted() throws {
        let localizer = try Localizer(resources: .tables([stringsTable("en", ["rate": "100%% of %@"])]), preferredLanguages: tags("en"))
        #expect(localizer.string("rate") == "100%% of %@")
        #expect(localizer.string("rate", "you") == "100% of you")
        #expect(localizer.string("rate", arguments: []) == "100% of %@")
    }
}
