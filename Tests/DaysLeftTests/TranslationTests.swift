@testable import DaysLeft
import Testing
import TestSupport

/// Every text the screens show is in every language, and every plural has the categories its
/// language needs.
@Suite("Translations")
struct TranslationTests {
    @Test("Every string the app's accessors read is answered by the language itself", arguments: daysLeftLanguages)
    func everyKeyIsTranslated(_ language: String) throws {
        let keys = TranslationCoverage.translatableKeys(inCatalog: "Sources/DaysLeft/Resources/catalog/Localizable.xcstrings")
        #expect(!keys.isEmpty)
        #expect(TranslationCoverage.keysNotTranslated(keys, by: try daysLeftLocalizer(language), into: language) == [])
    }

    @Test("Every plural in the .lproj source has exactly its language's CLDR categories")
    func pluralCategoriesAreCLDRs() {
        #expect(TranslationCoverage.pluralProblems(inAppleResources: "Sources/DaysLeft/Resources/apple") == [])
    }
}
