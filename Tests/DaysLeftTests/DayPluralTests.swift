import AppSupport
@testable import DaysLeft
import Testing

/// Counts of days in the plural form each language's CLDR rules choose. The expected texts are
/// written from the rules (CLDR 41 `plurals.xml`), not from the app's output:
/// - en, de: `one` is 1; else `other`. fr, pt: `one` is 0 and 1; `many` an exact million.
/// - ru: `one` ends in 1 but not 11; `few` ends in 2–4 but not 12–14; `many` the rest.
/// - pl: as Russian, but `one` is 1 only (21 is `many`).
/// - ar: `zero` 0, `one` 1, `two` 2, `few` 3–10 (of the last two digits), `many` 11–99, else
///   `other`; Arabic-Indic digits, as CLDR 41 writes `ar`.
/// - ja, zh: `other` only.
@Suite("Day plurals")
struct DayPluralTests {
    static let cases: [(language: String, key: DayCount, count: Int, expected: String)] = [
        ("en", .daysLeft, 1, "1 day left"), ("en", .daysLeft, 0, "0 days left"), ("en", .workingDaysGone, 1, "1 working day gone"),
        ("de", .daysLeft, 1, "Noch 1 Tag"), ("de", .lengthWorkingDays, 23, "23 Arbeitstage"),
        ("fr", .daysLeft, 0, "0 jour restant"), ("fr", .daysGone, 2, "2 jours écoulés"),
        ("fr", .lengthDays, 1_000_000, "1\u{202F}000\u{202F}000 de jours"),
        ("es", .daysLeft, 1, "Queda 1 día"), ("es", .daysLeft, 12, "Quedan 12 días"),
        ("pt-BR", .daysLeft, 1, "Falta 1 dia"), ("pt-BR", .workingDaysLeft, 8, "Faltam 8 dias úteis"),
        ("ru", .daysLeft, 1, "Остался 1 день"), ("ru", .daysLeft, 3, "Осталось 3 дня"), ("ru", .daysLeft, 12, "Осталось 12 дней"),
        ("ru", .daysLeft, 21, "Остался 21 день"), ("ru", .workingDaysGone, 23, "Прошло 23 рабочих дня"),
        ("ru", .lengthDays, 31, "31 день"), ("ru", .workingDaysLeft, 15, "Осталось 15 рабочих дней"),
        ("pl", .daysGone, 1, "Minął 1 dzień"), ("pl", .daysGone, 22, "Minęły 22 dni"), ("pl", .daysGone, 21, "Minęło 21 dni"),
        ("pl", .lengthWorkingDays, 23, "23 dni robocze"), ("pl", .workingDaysLeft, 8, "Zostało 8 dni roboczych"),
        ("ar", .daysLeft, 0, "لم يتبقَّ أي يوم"), ("ar", .daysLeft, 1, "يتبقى يوم واحد"), ("ar", .daysLeft, 2, "يتبقى يومان"),
        ("ar", .daysLeft, 8, "يتبقى ٨ أيام"), ("ar", .daysLeft, 12, "يتبقى ١٢ يومًا"), ("ar", .daysLeft, 100, "يتبقى ١٠٠ يوم"),
        ("ar", .lengthWorkingDays, 23, "٢٣ يوم عمل"),
        ("ja", .daysLeft, 12, "残り 12 日"), ("ja", .workingDaysGone, 1, "1 営業日経過"),
        ("zh-Hans", .daysLeft, 12, "还剩 12 天"), ("zh-Hans", .lengthWorkingDays, 23, "23 个工作日"),
    ]

    @Test("The count chooses the language's plural form, from each resource form", arguments: 0..<cases.count)
    func pluralForm(_ index: Int) throws {
        let (language, key, count, expected) = Self.cases[index]
        for form in [AppResources.Form.apple, .android, .xcstrings] {
            let text = DaysLeftText(localizer: try daysLeftLocalizer(language, from: form))
            #expect(key.text(text, count) == expected, "\(language) \(key) \(count) from \(form)")
        }
    }
}

/// The app's counts of days, each read through its generated accessor.
enum DayCount {
    case daysLeft, daysGone, workingDaysLeft, workingDaysGone, lengthDays, lengthWorkingDays

    /// The accessor's text for a count.
    func text(_ text: DaysLeftText, _ count: Int) -> String {
        switch self {
        case .daysLeft: text.daysLeft(days: count)
        case .daysGone: text.daysGone(days: count)
        case .workingDaysLeft: text.workingDaysLeft(days: count)
        case .workingDaysGone: text.workingDaysGone(days: count)
        case .lengthDays: text.lengthDays(days: count)
        case .lengthWorkingDays: text.lengthWorkingDays(days: count)
        }
    }
}
