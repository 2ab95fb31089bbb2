import AppSupport
import Foundation
import Localization
import LocalizedStrings

extension AppResources {
    /// The todo app's strings as the module ships them (`Sources/Todo/Resources`: `apple` is the
    /// source, `res` and `catalog` are `stringbridge convert` output): those an installed tool keeps
    /// (``AppResources/installed(_:)``), else the module's resource bundle; `nil` when neither is there.
    public static var todo: AppResources? {
        installed("Todo") ?? bundled(in: .module)
    }

    /// A localizer for the todo app from one form of these resources, configured as the app
    /// needs (``TodoText/configuration``).
    ///
    /// - Parameters:
    ///   - form: The form to read.
    ///   - languages: The preferred languages, most preferred first, or `nil` for the user's.
    /// - Throws: ``LocalizerError`` when the form is not there.
    public func todoLocalizer(from form: Form, languages: [LanguageTag]?) throws(LocalizerError) -> Localizer {
        try localizer(from: form, languages: languages, configuration: TodoText.configuration)
    }
}
