import Foundation
import Localization
import LocalizedStrings

/// Where a ported app's strings are: in each of the three forms the toolkit converts between,
/// which the app reads in the same way.
///
/// A resources folder holds the three forms side by side, one of them the source and the
/// other two what `stringbridge convert` made of it:
///
///     res/values*/strings.xml        Android resources
///     apple/<lang>.lproj/…           Localizable.strings and Localizable.stringsdict
///     catalog/Localizable.xcstrings  a String Catalog
///
/// Each app ships its folder as its module's SwiftPM resources (`Sources/<App>/Resources`), which
/// a tool run from its build folder finds (``bundled(in:)``); an installed tool keeps the folders
/// in `share/stringbridge` beside its `bin` folder (``installed(_:)``).
public struct AppResources: Sendable {
    /// A form of the resources.
    public enum Form: String, CaseIterable, Sendable {
        /// The Android `res` folder.
        case android
        /// `.lproj` folders with `Localizable.strings` and `Localizable.stringsdict`.
        case apple
        /// One String Catalog, `Localizable.xcstrings`.
        case xcstrings
    }

    /// The folder that holds `res`, `apple` and `catalog`.
    public var folder: String

    /// Names a resources folder.
    ///
    /// - Parameter folder: The folder that holds `res`, `apple` and `catalog`.
    public init(folder: String) {
        self.folder = folder
    }

    /// The resources folder a module ships, or `nil` when its resource bundle is missing (a
    /// tool copied without the `<Package>_<Module>.resources` folder beside it).
    ///
    /// - Parameter bundle: The module's resource bundle (`Bundle.module`), which holds the
    ///   folder as `Resources`.
    public static func bundled(in bundle: Bundle) -> AppResources? {
        bundle.url(forResource: "Resources", withExtension: nil).map { AppResources(folder: $0.path) }
    }

    /// The path of one form of the resources.
    ///
    /// - Parameter form: The form.
    public func path(of form: Form) -> String {
        switch form {
        case .android: (folder as NSString).appendingPathComponent("res")
        case .apple: (folder as NSString).appendingPathComponent("apple")
        case .xcstrings: (folder as NSString).appendingPathComponent("catalog/Localizable.xcstrings")
        }
    }

    /// A localizer for one form of the resources.
    ///
    /// - Parameters:
    ///   - form: The form to read.
    ///   - languages: The preferred languages, most preferred first, or `nil` for the user's.
    ///   - configuration: The app's configuration (its formatting convention, handlers).
    /// - Throws: ``LocalizerError`` when the form is not there.
    public func localizer(from form: Form, languages: [LanguageTag]?,
                          configuration: Localizer.Configuration) throws(LocalizerError) -> Localizer {
        try Localizer(resourcesAt: path(of: form), preferredLanguages: languages, configuration: configuration)
    }
}
