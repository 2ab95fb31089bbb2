import AppSupport
import Localization
import LocalizedStrings
@testable import Todo
import TestSupport

/// The app's resources in this repository: `Sources/Todo/Resources` (apple, res, catalog).
let todoResources = AppResources(folder: Fixtures.appResources("Todo").path)

/// The ten languages the app ships.
let todoLanguages = ["en", "fr", "de", "es", "pt-BR", "ru", "pl", "ar", "ja", "zh-Hans"]

/// A localizer for the app in one language, from one form of its resources.
func todoLocalizer(_ language: String, from form: AppResources.Form = .apple) throws -> Localizer {
    try todoResources.todoLocalizer(from: form, languages: [LanguageTag(language)!])
}
