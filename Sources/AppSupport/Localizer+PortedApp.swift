import Localization
import LocalizedStrings

extension Localizer.Configuration {
    /// The configuration of a ported app's localizer: English is the development language, and
    /// every number is formatted in one platform's conventions, whichever form of the resources
    /// is read.
    ///
    /// By default Android strings format numbers as Java's `String.format` does and Apple strings
    /// as Foundation's `String(format:locale:)` does, and the two differ (Foundation groups digits
    /// in `%d`, Java only with the `,` flag): the same screen would read `1000 items left` from
    /// `res/` and `1,000 items left` from an `.lproj` folder. One convention makes the three forms
    /// render byte-identical screens; an app takes that of the platform its source strings were
    /// written for.
    ///
    /// - Parameter conventions: Whose number conventions to follow: `.apple` for an app whose
    ///   source strings are `.lproj` folders, `.java` for one whose source is Android's `res`.
    public static func portedApp(numberConventions conventions: FormatString.Dialect) -> Localizer.Configuration {
        Localizer.Configuration(developmentLanguage: LanguageTag(language: "en"),
                                formatting: StringFormatter.Options(conventions: conventions))
    }
}
