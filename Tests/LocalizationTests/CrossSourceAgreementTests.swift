import Localization
import LocalizedStrings
import Testing

/// The same app as Android `res`, `.lproj` folders and a String Catalog in the converter's
/// encoding (`Fixtures/Runtime/Notes`) must give the same strings for the same lookups.
@Suite("The same strings from Android res, .lproj folders and a String Catalog")
struct CrossSourceAgreementTests {
    /// One lookup, written once and run against each source.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let lookUp: @Sendable (Localizer) -> String

        init(_ name: String, _ lookUp: @escaping @Sendable (Localizer) -> String) {
            self.name = name
            self.lookUp = lookUp
        }

        var testDescription: String { name }
    }

    static let languages = ["en", "fr", "pt-BR", "sr-Latn", "ru", "de", "es-MX fr", "en-XA", "ar-XB"]

    static let cases: [Case] = [
        Case("a plain string") { $0.string("empty_state") },
        Case("a string with an argument") { $0.string("greeting", "Ann") },
        Case("a string with two arguments") { $0.string("shared_by", "Ann", 5) },
        Case("a styled string, without its markup") { $0.string("terms") },
        Case("a styled string with escaped markup characters") { $0.string("bold_warning") },
        Case("an unstyled string with < and &") { $0.string("markup_help") },
        Case("a line separator") { $0.string("two_lines", "Ann") },
        Case("the default product variant") { $0.string("welcome_title") },
        Case("a key that is not an Android name") { $0.string("Hello, %@!", "Ann") },
        Case("a reference") { $0.string("about") },
        Case("a plural, for many counts") { localizer in
            [0, 1, 2, 3, 5, 11, 21, 22, 101, 999].map { localizer.plural("notes_count", count: $0) }.joined(separator: " | ")
        },
        Case("a plural the first language lacks") { $0.plural("minutes_left", count: 0) },
        Case("a string array") { $0.array("sort_orders").joined(separator: " | ") },
        Case("another string array") { $0.array("planets").joined(separator: " | ") },
        Case("an array item by index") { $0.string("planets[2]") },
        Case("a missing key") { $0.string("no_such_key") },
        Case("which language answered") { $0.explain("greeting").answeredBy?.locale.identifier ?? "none" },
        Case("which language answered a fallback") { $0.explain("terms").answeredBy?.locale.identifier ?? "none" },
    ]

    @Test("Lookups agree", arguments: cases, languages)
    func lookupsAgree(_ lookup: Case, _ languages: String) throws {
        let results = try NotesResources.allCases.map { try lookup.lookUp(notes($0, languages)) }
        #expect(results[1] == results[0], "\(NotesResources.lproj) differs from \(NotesResources.android)")
        #expect(results[2] == results[0], "\(NotesResources.catalog) differs from \(NotesResources.android)")
    }

    @Test("Large numbers agree when every string follows the same conventions", arguments: ["en", "fr", "ru"])
    func numbersAgreeUnderOneConvention(_ languages: String) throws {
        for conventions in [FormatString.Dialect.java, .apple] {
            let configuration = Localizer.Configuration(formatting: StringFormatter.Options(conventions: conventions))
            let results = try NotesResources.allCases.map { resources in
                try notes(resources, languages, configuration: configuration).plural("notes_count", count: 1_000_000)
            }
            #expect(Set(results).count == 1, "\(conventions): \(results)")
        }
    }

    @Test("By default each source prints numbers as its own platform does")
    func numbersFollowTheSourcePlatform() throws {
        #expect(try notes(.android, "fr").plural("notes_count", count: 1_000_000) == "1000000 de notes")
        #expect(try notes(.lproj, "fr").plural("notes_count", count: 1_000_000) == "1\u{202F}000\u{202F}000 de notes")
    }

    @Test("Unformatted strings keep each platform's own specifiers")
    func unformattedSpecifiersDiffer() throws {
        #expect(try notes(.android, "en").string("greeting") == "Hello, %1$s!")
        #expect(try notes(.lproj, "en").string("greeting") == "Hello, %1$@!")
        #expect(try notes(.catalog, "en").string("greeting") == "Hello, %1$@!")
    }

    @Test("Styled text keeps its spans from either encoding")
    func styledTextAgrees() throws {
        let android = try notes(.android, "en").styledString("terms")
        let apple = try notes(.lproj, "en").styledString("terms")
        #expect(android.text == "By continuing you accept the terms.")
        #expect(apple.text == android.text)
        #expect(apple.spans == android.spans)
        #expect(apple.spans.first?.tag == "a;href=https://example.com/terms")
    }
}
