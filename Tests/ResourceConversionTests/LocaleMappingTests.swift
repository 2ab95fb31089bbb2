import AndroidResources
import LocalizedStrings
import ResourceConversion
import Testing

/// The documented table of Android folders and Apple language IDs (see ``LocaleMapping``),
/// row by row and in both directions.
@Suite("Locale mapping")
struct LocaleMappingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var folder: String
        var apple: String
        /// The folder converting back gives, when it is not `folder`.
        var back: String?
        var testDescription: String { "\(folder) ⇄ \(apple)" }
    }

    static let rows: [Row] = [
        Row(folder: "values", apple: "en"),
        Row(folder: "values-fr", apple: "fr"),
        Row(folder: "values-pt-rBR", apple: "pt-BR"),
        Row(folder: "values-b+sr+Latn", apple: "sr-Latn"),
        Row(folder: "values-b+es+419", apple: "es-419"),
        // Hebrew, Indonesian and Yiddish are written with the legacy codes every Android
        // version reads (Java's Locale used them until Java 17).
        Row(folder: "values-iw", apple: "he"),
        Row(folder: "values-in", apple: "id"),
        Row(folder: "values-ji", apple: "yi"),
        Row(folder: "values-he", apple: "he", back: "values-iw"),
        Row(folder: "values-zh", apple: "zh-Hans"),
        Row(folder: "values-zh-rCN", apple: "zh-Hans-CN"),
        Row(folder: "values-zh-rSG", apple: "zh-Hans-SG"),
        Row(folder: "values-zh-rTW", apple: "zh-Hant-TW"),
        Row(folder: "values-zh-rHK", apple: "zh-Hant-HK"),
        Row(folder: "values-zh-rMO", apple: "zh-Hant-MO"),
        Row(folder: "values-b+zh+Hant", apple: "zh-Hant"),
        Row(folder: "values-b+zh+Hans+CN", apple: "zh-Hans-CN", back: "values-zh-rCN"),
        Row(folder: "values-fil", apple: "fil"),
    ]

    static let english = LanguageTag(language: "en")

    @Test("Android folder → Apple language → Android folder", arguments: rows)
    func row(_ row: Row) throws {
        let configuration = try ValuesConfiguration(folderName: row.folder)
        let apple = LocaleMapping.appleLocale(forAndroid: configuration.locale, sourceLanguage: Self.english)
        #expect(apple.identifier == row.apple)
        let back = LocaleMapping.androidLocale(forApple: apple, sourceLanguage: Self.english)
        #expect(ValuesConfiguration(locale: back).folderName == row.back ?? row.folder)
    }

    @Test("--source-language decides which Apple language values/ is")
    func sourceLanguage() {
        let german = LanguageTag(language: "de")
        #expect(LocaleMapping.appleLocale(forAndroid: nil, sourceLanguage: german) == german)
        #expect(LocaleMapping.androidLocale(forApple: german, sourceLanguage: german) == nil)
        #expect(LocaleMapping.androidLocale(forApple: Self.english, sourceLanguage: german) == Self.english)
    }
}
