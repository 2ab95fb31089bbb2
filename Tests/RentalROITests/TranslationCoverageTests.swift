import Localization
@testable import RentalROI
import Testing

/// Every text the screens show is a resource, in English and in each translation.
@Suite("Translation coverage")
struct TranslationCoverageTests {
    static let translations = ["fr", "de", "es", "pt-BR", "ru", "pl", "ar", "ja", "zh-Hans"]
    @Test("Every key the app uses is in values/strings.xml")
    func everyKeyIsInTheDevelopmentLanguage() throws {
        let localizer = try rentalLocalizer("en")
        for key in StringKey.allCases {
            #expect(localizer.explain(key.rawValue).answeredBy != nil, "\(key.rawValue) is missing from values/strings.xml")
        }
    }

    @Test("Every key the app uses is translated", arguments: translations)
    func everyKeyIsTranslated(_ language: String) throws {
        let localizer = try rentalLocalizer(language)
        for key in StringKey.allCases {
            let answeredBy = localizer.explain(key.rawValue).answeredBy?.locale.identifier
            #expect(answeredBy == language, "\(key.rawValue) comes from \(answeredBy ?? "nowhere"), not \(language)")
        }
    }
}
