import Foundation
import Localization
import LocalizedStrings

/// The cart's strings, read from the res folder the target ships.
public enum Cart {
    /// A localizer for the cart's strings in a language.
    ///
    /// - Parameter language: The preferred language.
    public static func localizer(in language: String) throws -> Localizer {
        guard let res = Bundle.module.url(forResource: "res", withExtension: nil) else {
            throw LocalizerError.resourcesNotFound(path: "res")
        }
        return try Localizer(resourcesAt: res.path, preferredLanguages: LanguageTag(language).map { [$0] })
    }
}
