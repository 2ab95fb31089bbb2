import CLDR
import Localization
import LocalizedStrings
import Testing

@Suite("Plural lookups")
struct PluralLookupTests {
    @Test("The form is chosen by the CLDR rules of the localization's language", arguments: NotesResources.allCases)
    func formsFollowCLDR(_ resources: NotesResources) throws {
        let russian = try notes(resources, "ru")
        #expect([1, 2, 5, 11, 21, 22, 25, 101].map { russian.plural("notes_count", count: $0) }
            == ["1 заметка", "2 заметки", "5 заметок", "11 заметок", "21 заметка", "22 заметки", "25 заметок", "101 заметка"])
        let serbian = try notes(resources, "sr-Latn")
        #expect([1, 3, 5, 21].map { serbian.plural("notes_count", count: $0) }
            == ["1 beleška", "3 beleške", "5 beleški", "21 beleška"])
        let french = try notes(resources, "fr")
        #expect([0, 1, 2].map { french.plural("notes_count", count: $0) } == ["0 note", "1 note", "2 notes"])
        #expect(french.explain("notes_count", count: 1_000_000).pluralCategories == [.many])
    }

    @Test("English ignores a zero item in Android resources, as Android does")
    func androidIgnoresZeroInEnglish() throws {
        let english = try notes(.android, "en")
        #expect(english.plural("notes_count", count: 0) == "0 notes")
        #expect(english.explain("notes_count", count: 0).pluralCategories == [.other])
    }

    @Test("Apple plurals use their zero form for an explicit 0 in every language, as Foundation does")
    func appleUsesZeroForZero() throws {
        let localizer = try localizer("Apple/StringsDict", "en")
        #expect(localizer.string("russian_style", 0) == "No tabs")
        #expect(localizer.string("russian_style", 1) == "1 tab")
        #expect(localizer.string("russian_style", 2) == "2 tabs & more")
        #expect(localizer.plural("russian_style", count: 0) == "No tabs")
    }

    @Test("The rules are those of the localization that supplied the plural, not of the first preference")
    func rulesOfTheSupplyingLocale() throws {
        for resources in NotesResources.allCases {
            // French calls 0 `one`; English, which supplies `minutes_left`, calls it `other`.
            let french = try notes(resources, "fr")
            let lookup = french.explain("minutes_left", count: 0)
            #expect(lookup.text == "0 minutes left")
            #expect(lookup.answeredBy?.locale == LanguageTag("en"))
            #expect(lookup.pluralCategories == [.other])
            // Russian calls 2 `few`; English supplies `one` and `other` and calls it `other`.
            #expect(try notes(resources, "ru").plural("minutes_left", count: 1) == "1 minute left")
        }
    }

    @Test("Decimal counts keep their visible fraction digits: 1.0 is not 1")
    func decimalCounts() throws {
        let localizer = try localizer("Runtime/Variables", "en")
        #expect(localizer.plural("distance", count: PluralCount("1")!) == "1.0 kilometre")
        #expect(localizer.plural("distance", count: PluralCount("1.0")!) == "1.0 kilometres")
        #expect(localizer.plural("distance", count: PluralCount(1.0, fractionDigits: 1)) == "1.0 kilometres")
        #expect(localizer.plural("distance", count: PluralCount(2.5)) == "2.5 kilometres")
        // The variable's value type `.1f` says how a double argument is shown.
        #expect(localizer.string("distance", 1.0) == "1.0 kilometres")
        #expect(localizer.string("distance", 1) == "1.0 kilometre")
        #expect(PluralCount(1.5).operands == PluralOperands("1.5"))
        #expect(PluralCount(2.0).operands == PluralOperands("2"))
        #expect(PluralCount("1.x") == nil)
    }

    @Test("A missing category falls back to other, as on Android")
    func missingCategoryIsOther() throws {
        let table = StringTable(path: "values-ru/strings.xml", format: .android, locale: LanguageTag("ru"), entries: [
            Entry(key: "files", value: .plural(PluralForms([
                .init(category: .one, value: .text("%d файл")),
                .init(category: .other, value: .text("%d файлов"))]))),
        ])
        let localizer = try Localizer(resources: .tables([table]), preferredLanguages: tags("ru"))
        #expect(localizer.plural("files", count: 3) == "3 файлов")
        #expect(localizer.explain("files", count: 3).pluralCategories == [.other])
    }

    @Test("A plural with neither the form nor other is missing in its localization, and the chain goes on")
    func pluralWithoutOtherFallsBack() throws {
        let french = StringTable(path: "values-fr/strings.xml", format: .android, locale: LanguageTag("fr"), entries: [
            Entry(key: "items", value: .plural(PluralForms([.init(category: .one, value: .text("%d élément"))]))),
        ])
        let english = StringTable(path: "values/strings.xml", format: .android, entries: [
            Entry(key: "items", value: .plural(PluralForms([
                .init(category: .one, value: .text("%d item")), .init(category: .other, value: .text("%d items"))]))),
        ])
        let localizer = try Localizer(resources: .tables([english, french]), preferredLanguages: tags("fr"))
        #expect(localizer.plural("items", count: 1) == "1 élément")
        #expect(localizer.plural("items", count: 7) == "7 items")
        let lookup = localizer.explain("items", count: 7)
        #expect(lookup.answeredBy?.locale == LanguageTag("en"))
        #expect(lookup.passedOver.map(\.step.locale) == [LanguageTag("fr")])
        #expect(lookup.passedOver.map(\.category) == [.other])
    }

    /// Belarusian translations often have one, few and many but no other, which CLDR gives to
    /// fractions (`Fixtures/Apple/PluralsWithoutOther`). Before, the lookup printed the format,
    /// `%#@files@`; now the localization is passed over as an Android plural without the form is.
    @Test("A .stringsdict variable with neither the count's form nor other passes to the next localization, never printing %#@var@")
    func variableWithoutOtherFallsBack() throws {
        let localizer = try localizer("Apple/PluralsWithoutOther", "be")
        #expect(localizer.plural("files_count", count: 5) == "5 файлаў")
        let lookup = localizer.explain("files_count", count: PluralCount("1.5"))
        #expect(lookup.text == "1.5 files")
        #expect(lookup.answeredBy?.locale == LanguageTag("en"))
        #expect(lookup.passedOver.map(\.step.locale) == [LanguageTag("be")])
        #expect(lookup.passedOver.map(\.category) == [.other])
        #expect(!localizer.plural("files_count", count: PluralCount("1.5")!).contains("%#@"))
    }

    @Test("A plural looked up with arguments is chosen by the first; without, it is its other form")
    func pluralThroughString() throws {
        let localizer = try notes(.android, "en")
        #expect(localizer.string("notes_count", 1) == "1 note")
        #expect(localizer.string("notes_count") == "%d notes")
        #expect(try notes(.lproj, "en").string("notes_count") == "%lld notes")
    }

    @Test("Further arguments follow the count")
    func argumentsAfterTheCount() throws {
        let table = StringTable(path: "values/strings.xml", format: .android, entries: [
            Entry(key: "votes", value: .plural(PluralForms([
                .init(category: .one, value: .text("%1$d vote for %2$s")), .init(category: .other, value: .text("%1$d votes for %2$s"))]))),
        ])
        let localizer = try Localizer(resources: .tables([table]), preferredLanguages: tags("en"))
        #expect(localizer.plural("votes", count: 1, "Ann") == "1 vote for Ann")
        #expect(localizer.plural("votes", count: 3, "Ann") == "3 votes for Ann")
    }
}
