import Localization
import LocalizedStrings
import Testing

@Suite("Pseudo-locales")
struct PseudoLocaleTests {
    static let rtlStart = "\u{200F}\u{202E}"
    static let rtlEnd = "\u{202C}\u{200F}"

    @Test("en-XA accents every letter, lengthens the text by about a third and brackets it")
    func accented() throws {
        let localizer = try notes(.android, "en-XA")
        let text = localizer.string("empty_state")
        #expect(text == "[Ýóú ďóñ'ţ ĥáṽé áñý ñóţéš ýéţ. one two three]")
        let original = "You don't have any notes yet."
        let growth = Double(text.count - original.count) / Double(original.count)
        #expect(growth >= 0.3 && growth <= 0.6)
        let accented = text.dropFirst().prefix(original.count)
        #expect(!accented.contains { $0.isASCII && $0.isLetter })
    }

    @Test("Placeholders stay as they are, so the pseudo-strings still format")
    func placeholdersUntouched() throws {
        for resources in NotesResources.allCases {
            let localizer = try notes(resources, "en-XA")
            #expect(localizer.string("shared_by", "Ann", 5) == "[Šĥáŕéď ƀý Ann  (5 ɱíñúţéš áĝó) one two]")
            #expect(localizer.plural("notes_count", count: 1) == "[1 ñóţé one]")
        }
        #expect(try notes(.android, "en-XA").string("greeting") == "[Ĥéĺĺó, %1$s! one]")
        #expect(try notes(.lproj, "en-XA").string("greeting") == "[Ĥéĺĺó, %1$@! one]")
        #expect(try localizer("Apple/StringsDict", "en-XA").string("files_in_folders", 1, 3) == "[1 ƒíĺé íñ 3 ƒóĺďéŕš one]")
    }

    @Test("Markup stays: styled ranges move with their text")
    func markupUntouched() throws {
        let styled = try notes(.lproj, "en-XA").styledString("bold_warning")
        #expect(styled.text == "[Çáŕéƒúĺ: 1 < 2 & ɱóŕé one two]")
        let span = try #require(styled.spans.first)
        let units = Array(styled.text.utf16)
        #expect(String(decoding: units[span.first...span.last], as: UTF16.self) == "Çáŕéƒúĺ:")
    }

    @Test("ar-XB wraps every word in right-to-left overrides")
    func bidirectional() throws {
        let localizer = try notes(.catalog, "ar-XB")
        let (start, end) = (Self.rtlStart, Self.rtlEnd)
        #expect(localizer.string("welcome_title") == "\(start)Welcome\(end) \(start)to\(end) \(start)Notes\(end)")
        #expect(localizer.string("greeting", "Ann") == "\(start)Hello,\(end) \(start)Ann\(end)\(start)!\(end)")
        #expect(localizer.explain("greeting").answeredBy?.locale == LanguageTag("ar-XB"))
    }

    @Test("A pseudo-locale works for any table and uses the development language's plural rules")
    func anyTableAndDevelopmentRules() throws {
        let tables = [stringsTable("en", ["name": "Notes"], name: "InfoPlist"),
                      stringsTable("ar", ["name": "ملاحظات"], name: "InfoPlist")]
        let localizer = try Localizer(resources: .tables(tables), preferredLanguages: tags("en-XA"))
        #expect(localizer.string("name", table: "InfoPlist") == "[Ñóţéš one]")

        let bidi = try notes(.android, "ar-XB")
        let lookup = bidi.explain("notes_count", count: 2)
        #expect(lookup.pluralCategories == [.other])
        #expect(lookup.answeredBy?.rulesLocale == LanguageTag("en"))
    }

    @Test("A pseudo-locale later in the list stands in for the development language there")
    func pseudoLocaleAfterRealLanguage() throws {
        let localizer = try notes(.android, "fr en-XA")
        #expect(localizer.fallbackChain.map(\.description) == ["values-fr (fr)", "en-XA (from values)", "values (en)"])
        #expect(localizer.string("empty_state") == "Vous n’avez encore aucune note.")
        #expect(localizer.string("markup_help") == "[Ţýþé <ƀ> ƒóŕ ƀóĺď & ɱóŕé one two]")
    }

    @Test("A pseudo-locale is made from the development language, never from und, which is a language of its own")
    func pseudoLocaleIgnoresUnd() throws {
        let tables = [stringsTable("en", ["accept": "Accept"]), stringsTable("und", ["accept": "ਸਵੀਕਾਰ"])]
        let pseudo = try Localizer(resources: .tables(tables), preferredLanguages: tags("en-XA"))
        #expect(pseudo.fallbackChain.map(\.description) == ["en-XA (from en)", "en"])
        #expect(pseudo.string("accept") == PseudoLocale.accented.pseudoLocalize("Accept"))
        for (languages, text) in [("ru", "Accept"), ("ace", "Accept"), ("und", "ਸਵੀਕਾਰ")] {
            let localizer = try Localizer(resources: .tables(tables), preferredLanguages: tags(languages))
            #expect(localizer.string("accept") == text, "\(languages)")
        }
    }

    @Test("Pseudo-localizing plain text")
    func plainText() {
        #expect(PseudoLocale.accented.pseudoLocalize("Notes") == "[Ñóţéš one]")
        #expect(PseudoLocale.bidirectional.pseudoLocalize("Hi there") == "\(Self.rtlStart)Hi\(Self.rtlEnd) \(Self.rtlStart)there\(Self.rtlEnd)")
        #expect(PseudoLocale(LanguageTag("en-XA")!) == .accented)
        #expect(PseudoLocale(LanguageTag("ar-XB")!) == .bidirectional)
        #expect(PseudoLocale(LanguageTag("en-US")!) == nil)
    }
}
