import AppSupport
import Foundation
import Localization
import LocalizedStrings

extension AppResources {
    /// Vote's strings as the module ships them (`Sources/Vote/Resources`: `catalog` is the
    /// source, `res` and `apple` are `stringbridge convert` output): those an installed tool keeps
    /// (``AppResources/installed(_:)``), else the module's resource bundle; `nil` when neither is there.
    public static var vote: AppResources? {
        installed("Vote") ?? bundled(in: .module)
    }

    /// A localizer for Vote from one form of these resources, configured as the app needs
    /// (``VoteText/configuration``).
    ///
    /// - Parameters:
    ///   - form: The form to read.
    ///   - languages: The preferred languages, most preferred first, or `nil` for the user's.
    /// - Throws: ``LocalizerError`` when the form is not there.
    public func voteLocalizer(from form: Form, languages: [LanguageTag]?) throws(LocalizerError) -> Localizer {
        try localizer(from: form, languages: languages, configuration: VoteText.configuration)
    }
}
