import AppSupport
import Localization
import LocalizedStrings

/// The app's texts in the user's language: every label through ``Localizer``, every number
/// in the conventions of the language that supplies the strings.
///
/// The localizer should use ``configuration``: numbers follow Java's `String.format`
/// conventions whichever resources they come from (see there).
public struct RentalROIText: Sendable {
    /// How the app's localizer is configured: English is the development language, and every
    /// number is formatted as Android's `String.format` formats it, whatever the resources'
    /// platform.
    ///
    /// Android resources format numbers as Java does and Apple resources as Foundation does by
    /// default, and the two differ (Foundation groups digits in `%d` and `%.2f`, Java only with
    /// the `,` flag), so the same screen would read `$1073.64` from `res/` and `$1,073.64` from
    /// a `.lproj`. One convention makes the three sources render byte-identical screens; Java's
    /// is the app's own (its strings and formats were written for Android), prints the amounts
    /// as the original did, and keeps the edit field's text (a row's detail) free of grouping
    /// separators.
    public static let configuration = Localizer.Configuration.portedApp(numberConventions: .java)

    /// The localizer the labels come from.
    public let localizer: Localizer
    /// The language whose number symbols format the details and read what the user types:
    /// that of the first localization of the localizer's chain, the same that supplies the
    /// labels (so that a row and its label never mix two languages' conventions).
    public let numberLocale: LanguageTag

    private let numbers: StringFormatter

    /// Creates the texts for a localizer; create new texts after changing its languages.
    ///
    /// - Parameter localizer: The localizer, best created with ``configuration``.
    public init(localizer: Localizer) {
        self.localizer = localizer
        numberLocale = localizer.fallbackChain.first?.rulesLocale ?? localizer.developmentLanguage
        numbers = StringFormatter(locale: numberLocale, options: localizer.configuration.formatting)
    }

    // MARK: - Strings

    // Every string of `res/values/strings.xml` is a member of the extension in
    // RentalROIText+Strings.swift, which `stringbridge generate swift` writes.

    /// An amount of money: `$1073.64`, as the language writes it.
    func amount(_ dollars: Double) -> String {
        amountDollars(dollars)
    }

    // MARK: - Numbers

    /// A property row's detail: its value in the original's format, in ``numberLocale``.
    func detail(of field: PropertyField, in property: RentalProperty) -> String {
        numbers.format(field.detailFormat, [field.detailValue(of: property)])
    }

    /// Reads numbers as ``numberLocale`` writes them.
    var numberParser: LocalizedNumberParser {
        LocalizedNumberParser(symbols: numbers.symbols)
    }
}
