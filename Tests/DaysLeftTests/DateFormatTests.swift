@testable import DaysLeft
import Testing

/// Dates in each language's long format. The expected texts are CLDR 41's long date pattern
/// (`dateFormatLength type="long"` in Debian's `unicode-cldr-core`, `common/main/<lang>.xml`)
/// filled in by hand with CLDR's month names (the format forms: Russian and Polish genitives)
/// and the language's digits: `MMMM d, y` (en), `d MMMM y` (fr, pl), `d. MMMM y` (de),
/// `d 'de' MMMM 'de' y` (es, pt), `d MMMM y 'г'.` (ru), `y年M月d日` (ja, zh).
///
/// Foundation's ICU 76 has newer data (CLDR 46) than Debian's CLDR 41, and two differences
/// show: Russian has a narrow no-break space (U+202F) before `г.` where CLDR 41 has a space, and
/// Arabic is `d MMMM، y`, with a comma before the year, where CLDR 41 has `d MMMM y`. CLDR 46
/// also made Latin digits Arabic's default; the app keeps the runtime's digits (CLDR 41's
/// Arabic-Indic ones), so that a date and a count on one screen agree.
@Suite("Dates")
struct DateFormatTests {
    static let cases: [(language: String, leapDay: String, newYearsEve: String)] = [
        ("en", "February 29, 2024", "December 31, 2023"),
        ("fr", "29 février 2024", "31 décembre 2023"),
        ("de", "29. Februar 2024", "31. Dezember 2023"),
        ("es", "29 de febrero de 2024", "31 de diciembre de 2023"),
        ("pt-BR", "29 de fevereiro de 2024", "31 de dezembro de 2023"),
        ("ru", "29 февраля 2024\u{202F}г.", "31 декабря 2023\u{202F}г."),
        ("pl", "29 lutego 2024", "31 grudnia 2023"),
        ("ar", "٢٩ فبراير، ٢٠٢٤", "٣١ ديسمبر، ٢٠٢٣"),
        ("ja", "2024年2月29日", "2023年12月31日"),
        ("zh-Hans", "2024年2月29日", "2023年12月31日"),
    ]

    @Test("A day is written in the long date format of the language that supplies the labels", arguments: 0..<cases.count)
    func longDate(_ index: Int) throws {
        let (language, leapDay, newYearsEve) = Self.cases[index]
        let text = DaysLeftText(localizer: try daysLeftLocalizer(language))
        #expect(text.date(day("2024-02-29")) == leapDay)
        #expect(text.date(day("2023-12-31")) == newYearsEve)
    }

    @Test("Dates do not depend on the process's time zone: a day is formatted in UTC from its own number")
    func independentOfTheTimeZone() throws {
        let text = DaysLeftText(localizer: try daysLeftLocalizer("en"))
        #expect(text.date(day("1969-12-31")) == "December 31, 1969")
        #expect(text.date(day("1583-01-01")) == "January 1, 1583")
    }

    @Test("A language the app lacks gets the dates of the localization that answers it", arguments: [
        ("pt-PT", "29 de fevereiro de 2024"), // pt-BR answers
        ("en-GB", "February 29, 2024"),       // en answers; British English would write "29 February 2024"
    ])
    func datesFollowTheAnsweringLocalization(_ language: String, _ expected: String) throws {
        let text = DaysLeftText(localizer: try daysLeftLocalizer(language))
        #expect(text.date(day("2024-02-29")) == expected)
    }
}
