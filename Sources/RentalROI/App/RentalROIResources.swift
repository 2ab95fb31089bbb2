import Foundation
import Localization
import LocalizedStrings

/// Where the app's strings are: its Android `res` folder, or what `stringbridge convert` made
/// of it, which the app reads in the same way.
///
/// A resources folder holds the three forms side by side:
///
///     res/values*/strings.xml        the Android resources (the source)
///     apple/<lang>.lproj/…           stringbridge convert res --to apple --out apple
///     catalog/Localizable.xcstrings  stringbridge convert res --to xcstrings --out catalog
///
/// The app's own are `Sources/RentalROI/Resources` in this repository, shipped as the module's
/// resources (``bundled``), so that an installed tool finds them.
public struct RentalROIResources: Sendable {
    /// A form of the resources.
    public enum Source: String, CaseIterable, Sendable {
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

    /// The resources that ship with the module, or `nil` when its resource bundle is missing
    /// (a tool copied without the `StringBridge_RentalROI.resources` folder beside it).
    public static var bundled: RentalROIResources? {
        Bundle.module.url(forResource: "Resources", withExtension: nil).map { RentalROIResources(folder: $0.path) }
    }

    /// The path of one form of the resources.
    ///
    /// - Parameter source: The form.
    public func path(of source: Source) -> String {
        switch source {
        case .android: (folder as NSString).appendingPathComponent("res")
        case .apple: (folder as NSString).appendingPathComponent("apple")
        case .xcstrings: (folder as NSString).appendingPathComponent("catalog/Localizable.xcstrings")
        }
    }

    /// A localizer for one form of the resources, configured as the app needs
    /// (``RentalROIText/configuration``).
    ///
    /// - Parameters:
    ///   - source: The form to read.
    ///   - languages: The preferred languages, most preferred first, or `nil` for the user's.
    /// - Throws: ``LocalizerError`` when the form is not there.
    public func localizer(from source: Source, languages: [LanguageTag]?) throws(LocalizerError) -> Localizer {
        try Localizer(resourcesAt: path(of: source), preferredLanguages: languages, configuration: RentalROIText.configuration)
    }
}
