import AppSupport
import Foundation
import Localization
import LocalizedStrings

/// The app's texts in the user's language: every label through ``Localizer``, every date in
/// the language's own format.
///
/// Dates are Foundation's long date style (`Date.FormatStyle`, ICU's CLDR patterns and month
/// names: "December 2, 2024", "2 декабря 2024 г.", "2024年12月2日") in the language of the
/// localization that supplies the labels, in the Gregorian calendar and UTC (a
/// ``CalendarDay`` has no time zone), with the digits the runtime uses for that language's
/// numbers, so that a date and a count on one screen never mix two sets of digits.
public struct DaysLeftText: Sendable {
    /// How the app's localizer is configured: English is the development language, and numbers
    /// follow Foundation's conventions whichever form of the resources is read, since the app's
    /// source strings are Apple's (see ``Localizer/Configuration/portedApp(numberConventions:)``).
    public static let configuration = Localizer.Configuration.portedApp(numberConventions: .apple)

    /// The localizer the labels come from.
    public let localizer: Localizer
    /// The language dates are written in: that of the first localization of the localizer's
    /// chain, the one that supplies the labels.
    public let dateLocale: Locale

    private let dateStyle: Date.FormatStyle

    /// Creates the texts for a localizer; create new texts after changing its languages.
    ///
    /// - Parameter localizer: The localizer, best created with ``configuration``.
    public init(localizer: Localizer) {
        self.localizer = localizer
        let language = localizer.fallbackChain.first?.rulesLocale ?? localizer.developmentLanguage
        // Foundation's ICU data (CLDR 46) writes Arabic dates with Latin digits, while the
        // runtime's CLDR data gives Arabic its Arabic-Indic ones: the runtime's choice wins.
        let digits = StringFormatter(locale: language, options: localizer.configuration.formatting).symbols.numberingSystem
        var components = Locale.Components(identifier: language.identifier)
        components.numberingSystem = Locale.NumberingSystem(digits)
        dateLocale = Locale(components: components)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = dateLocale
        dateStyle = Date.FormatStyle(date: .long, time: .omitted, locale: dateLocale, calendar: calendar,
                                     timeZone: calendar.timeZone)
    }

    // Every string of `Localizable.strings` and `Localizable.stringsdict` is a member of the
    // extension in DaysLeftText+Strings.swift, which `stringbridge generate swift` writes.

    /// A day in the language's long date format.
    ///
    /// - Parameter day: The day.
    public func date(_ day: CalendarDay) -> String {
        dateStyle.format(day.startInUTC)
    }
}
