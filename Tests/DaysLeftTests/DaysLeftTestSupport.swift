import AppSupport
@testable import DaysLeft
import Localization
import LocalizedStrings
import TestSupport

/// The app's resources in this repository: `Sources/DaysLeft/Resources` (apple, res, catalog).
let daysLeftResources = AppResources(folder: Fixtures.appResources("DaysLeft").path)

/// The ten languages the app ships.
let daysLeftLanguages = ["en", "fr", "de", "es", "pt-BR", "ru", "pl", "ar", "ja", "zh-Hans"]

/// A localizer for the app in one language, from one form of its resources.
func daysLeftLocalizer(_ language: String, from form: AppResources.Form = .apple) throws -> Localizer {
    try daysLeftResources.daysLeftLocalizer(from: form, languages: [LanguageTag(language)!])
}
