import AppSupport
import Localization
import LocalizedStrings

/// The app's texts in the user's language: every label through ``Localizer``, every number in
/// the conventions of the language that supplies the strings.
///
/// The localizer should use ``configuration``: numbers follow Apple's `String(format:)`
/// conventions whichever resources they come from.
public struct VoteText: Sendable {
    /// How the app's localizer is configured: English is the development language, and every
    /// number is formatted as Foundation's `String(format:locale:)` formats it, whatever the
    /// resources' platform.
    ///
    /// The app was an iOS app and its String Catalog is the source, so Apple's conventions are
    /// its own; one convention for all three forms makes `res`, the `.lproj` folders and the
    /// catalog render byte-identical screens (Android would not group the digits of `%d`,
    /// Foundation does: `1,234 votes`).
    public static let configuration = Localizer.Configuration.portedApp(numberConventions: .apple)

    /// The localizer the labels come from.
    public let localizer: Localizer
    /// The language whose number symbols write percentages: that of the localization that
    /// supplies the `percent` string, so that a number and its percent sign never mix two
    /// languages' conventions.
    public let numberLocale: LanguageTag

    private let numbers: StringFormatter

    /// Creates the texts for a localizer; create new texts after changing its languages.
    ///
    /// - Parameter localizer: The localizer, best created with ``configuration``.
    public init(localizer: Localizer) {
        self.localizer = localizer
        // The key of `percent` (VoteText+Strings.swift): the localization that answers it decides.
        numberLocale = localizer.explain("percent").answeredBy?.rulesLocale ?? localizer.developmentLanguage
        numbers = StringFormatter(locale: numberLocale, options: localizer.configuration.formatting)
    }

    // MARK: - Strings

    // Every string of the String Catalog is a member of the extension in VoteText+Strings.swift,
    // which `stringbridge generate swift` writes.

    /// What a topic or choice says: a sample in the user's language, a user's text as typed.
    func label(_ label: VoteLabel) -> String {
        switch label {
        case .sample(let sample): sample.text(in: self)
        case .typed(let text): text
        }
    }

    // MARK: - Numbers

    /// A percentage as the language writes it: the number with as many fraction digits as it
    /// needs (at most two), in ``numberLocale``'s digits and decimal separator, placed in the
    /// `percent` string, which puts the percent sign where the language does (`16,67 %` in
    /// French, `١٦٫٦٧٪؜` in Arabic).
    func percentage(_ percentage: Percentage) -> String {
        percent(numbers.format(Self.fractionFormats[percentage.fractionDigits], [.double(percentage.value)]))
    }

    /// `%.0f`, `%.1f` and `%.2f`, by the number of fraction digits.
    private static let fractionFormats = (0...2).map { FormatString("%.\($0)f", dialect: .apple) }
}
