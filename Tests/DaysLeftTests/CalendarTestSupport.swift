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

/// A seeded random number generator (SplitMix64), so that a failing random case can be run again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
