import AppSupport
import Foundation
import Localization
import LocalizedStrings

extension AppResources {
    /// RentalROI's strings as the module ships them (`Sources/RentalROI/Resources`: `res` is the
    /// source, `apple` and `catalog` are `stringbridge convert` output): those an installed tool keeps
    /// (``AppResources/installed(_:)``), else the module's resource bundle; `nil` when neither is there.
    public static var rentalROI: AppResources? {
        installed("RentalROI") ?? bundled(in: .module)
    }

    /// A localizer for RentalROI from one form of these resources, configured as the app needs
    /// (``RentalROIText/configuration``).
    ///
    /// - Parameters:
    ///   - form: The form to read.
    ///   - languages: The preferred languages, most preferred first, or `nil` for the user's.
    /// - Throws: ``LocalizerError`` when the form is not there.
    public func rentalROILocalizer(from form: Form, languages: [LanguageTag]?) throws(LocalizerError) -> Localizer {
        try localizer(from: form, languages: languages, configuration: RentalROIText.configuration)
    }
}
