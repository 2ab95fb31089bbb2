import Localization
@testable import RentalROI
import Testing
import TestSupport

/// Every string of the app, which the screens read through its generated accessors, is in each translation.
@Suite("Translation coverage")
struct TranslationCoverageTests {
    static let translations = ["fr", "de", "es", "pt-BR", "ru", "pl", "ar", "ja", "zh-Hans"]
    @Test("Every string the app's accessors read is translated, but for those marked translatable=\"false\"",
          arguments: translations)
    func everyKeyIsTranslated(_ language: String) throws {
        let keys = TranslationCoverage.translatableKeys(inCatalog: "Sources/RentalROI/Resources/catalog/Localizable.xcstrings")
        #expect(keys.count == 43 - 2, "every key but app_name and editTextSize")
        #expect(TranslationCoverage.keysNotTranslated(keys, by: try rentalLocalizer(language), into: language) == [])
    }
}
