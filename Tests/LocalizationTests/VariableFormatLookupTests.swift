import Localization
import LocalizedStrings
import Testing

@Suite("Plural variables: stringsdict and String Catalog substitutions")
struct VariableFormatLookupTests {
    // MARK: - .stringsdict

    @Test("Several variables each read their own argument")
    func severalVariables() throws {
        let localizer = try localizer("Apple/StringsDict", "en")
        #expect(localizer.string("files_in_folders", 1, 3) == "1 file in 3 folders")
        #expect(localizer.string("files_in_folders", 2, 1) == "2 files in one folder")
        #expect(localizer.explain("files_in_folders", arguments: [2, 1]).pluralCategories == [.other, .one])
    }

    @Test("A variable inside another variable's form is expanded with its own argument")
    func nestedVariables() throws {
        let localizer = try localizer("Apple/StringsDict", "en")
        #expect(localizer.string("nested", 1, 1) == "One password in one account")
        #expect(localizer.string("nested", 5, 2) == "5 passwords in 2 accounts")
        #expect(localizer.string("nested", 1, 4) == "One password in 4 accounts")
    }

    @Test("A skipped position is not closed up: the variable counts the argument its position names")
    func skippedPosition() throws {
        // Foundation renumbers `%2$#@photos@` to argument 1 and counts "Ann" (openradar 39390733).
        let localizer = try localizer("Runtime/Variables", "en")
        #expect(localizer.string("skipped_position", "Ann", 1) == "1 photo")
        #expect(localizer.string("skipped_position", "Ann", 3) == "3 photos")
    }

    @Test("Variables in an order other than their arguments' take the right arguments")
    func reversedOrder() throws {
        let localizer = try localizer("Runtime/Variables", "en")
        #expect(localizer.string("reversed_order", 1, 3) == "3 folders: 1 file")
        #expect(localizer.string("reversed_order", 4, 1) == "One folder: 4 files")
    }

    @Test("A variable after a placeholder without a position takes the next argument")
    func variableAfterPlaceholder() throws {
        let localizer = try localizer("Runtime/Variables", "en")
        #expect(localizer.string("name_and_count", "Ann", 1) == "Ann has 1 item")
        #expect(localizer.string("name_and_count", "Ann", 1234) == "Ann has 1,234 items")
    }

    @Test("Unformatted, a format with variables shows each variable's other form")
    func unformattedVariables() throws {
        let localizer = try localizer("Apple/StringsDict", "en")
        #expect(localizer.string("files_in_folders") == "%d files in %d folders")
        #expect(localizer.string("plain") == "A plain string in a stringsdict")
    }

    @Test("A missing argument chooses other and prints the specifier")
    func missingArgument() throws {
        let localizer = try localizer("Apple/StringsDict", "en")
        #expect(localizer.string("files_in_folders", 1) == "1 file in %d folders")
    }

    // MARK: - String Catalog

    @Test("A substitution reads the argument its argNum names, and %arg prints it")
    func catalogSubstitution() throws {
        let english = try localizer("Apple/StringCatalog/Localizable.xcstrings", "en")
        #expect(english.string("apples_eaten", "Ann", 1) == "Ann ate 1 apple today!")
        #expect(english.string("apples_eaten", "Ann", 3) == "Ann ate 3 apples today!")
        let german = try localizer("Apple/StringCatalog/Localizable.xcstrings", "de")
        #expect(german.string("apples_eaten", "Ann", 1) == "Ann hat heute 1 Apfel gegessen!")
        #expect(german.string("apples_eaten", "Ann", 2000) == "Ann hat heute 2.000 Äpfel gegessen!")
    }

    @Test("Catalog plural variations follow the language's rules, digits and separators")
    func catalogPlurals() throws {
        let arabic = try localizer("Apple/StringCatalog/Localizable.xcstrings", "ar")
        #expect(arabic.plural("files", count: 0) == "٠ ملف zero")
        #expect(arabic.plural("files", count: 2) == "٢ ملف two")
        #expect(arabic.plural("files", count: 3) == "٣ ملف few")
        #expect(arabic.plural("files", count: 11) == "١١ ملف many")
        #expect(arabic.plural("files", count: 100) == "١٠٠ ملف other")
        let russian = try localizer("Apple/StringCatalog/Localizable.xcstrings", "ru")
        #expect(russian.plural("files", count: 21) == "21 файл")
        #expect(russian.plural("files", count: 1.5) == "1,5 файла")
    }

    @Test("Device variations use other unless a device is configured")
    func deviceVariations() throws {
        let path = "Apple/StringCatalog/Localizable.xcstrings"
        #expect(try localizer(path, "en").string("tap_to_continue") == "Tap to continue")
        #expect(try localizer(path, "en", configuration: .init(device: "mac")).string("tap_to_continue") == "Click to continue")
        #expect(try localizer(path, "en", configuration: .init(device: "watch_plural")).plural("tap_to_continue", count: 2) == "2 taps")
    }
}
