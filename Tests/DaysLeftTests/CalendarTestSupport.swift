@testable import DaysLeft
import Foundation

/// A day written `2024-02-29`.
func day(_ text: String) -> CalendarDay {
    CalendarDay(text)!
}

/// Foundation's Gregorian calendar in UTC: the independent judge of the day arithmetic.
let foundationCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}()

/// The moment a day starts in UTC, as Foundation's calendar computes it from the day's year,
/// month and day (not from its day number).
func foundationDate(_ day: CalendarDay) -> Date {
    foundationCalendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
}
