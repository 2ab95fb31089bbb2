import AppSupport
import Foundation
import Localization
import LocalizedStrings
import TestSupport
@testable import Vote

/// The app's resources in this repository: `Sources/Vote/Resources` (catalog, res, apple).
let voteResources = AppResources(folder: Fixtures.appResources("Vote").path)

/// The languages the app is translated into, English first.
let voteLanguages = ["en", "fr", "de", "es", "pt-BR", "ru", "pl", "ar", "ja", "zh-Hans"]

/// A localizer for the app in one language, from one form of its resources.
func voteLocalizer(_ language: String, from form: AppResources.Form = .xcstrings) throws -> Localizer {
    try voteResources.voteLocalizer(from: form, languages: [LanguageTag(language)!])
}

/// The app started on a store (empty by default) with a vote.
func voteApp(_ voteData: VoteData = .lunch, language: String = "en",
             store: any KeyValueStore = InMemoryKeyValueStore()) throws -> VoteApp {
    VoteApp(localizer: try voteLocalizer(language), store: store, voteData: voteData)
}
