import Localization
@testable import Todo
import Testing
import TestSupport

/// Every text the screen shows is in every language, and every plural has the categories
/// its language needs.
@Suite("Translations")
struct TranslationTests {
    @Test("Every key the app uses is answered by the language itself", arguments: todoLanguages)
    func everyKeyIsTranslated(_ language: String) throws {
        let localizer = try todoLocalizer(language)
        #expect(localizer.diagnostics.isEmpty)
        for key in StringKey.allCases {
            let answeredBy = localizer.explain(key.rawValue).answeredBy?.locale.identifier
            #expect(answeredBy == language, "\(key.rawValue) comes from \(answeredBy ?? "nowhere"), not \(language)")
        }
    }

    @Test("Every plural in the .lproj source has exactly its language's CLDR categories")
    func pluralCategoriesAreCLDRs() {
        #expect(PluralCoverage.problems(inAppleResources: "Sources/Todo/Resources/apple") == [])
    }
}
