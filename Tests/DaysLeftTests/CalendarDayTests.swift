@testable import DaysLeft
import Foundation
import Testing
import TestSupport

@Suite("CalendarDay")
struct CalendarDayTests {
    @Test("Day numbers, dates and weekdays agree with Foundation's Gregorian calendar on 2,000 random days")
    func agreesWithFoundation() {
        var random = SeededRandomNumberGenerator(defaultSeed: 2015)
        // From 1600: Foundation's Gregorian calendar is Julian before October 1582.
        let first = foundationCalendar.date(from: DateComponents(year: 1600, month: 1, day: 1))!
        for _ in 0..<2_000 {
            let dayNumber = Int.random(in: 0..<292_194, using: &random) // 800 years of days
            let date = first.addingTimeInterval(TimeInterval(dayNumber) * 86_400)
            let expected = foundationCalendar.dateComponents([.year, .month, .day, .weekday], from: date)
            let computed = CalendarDay(dayNumber: Int(date.timeIntervalSince1970 / 86_400))
            #expect([computed.year, computed.month, computed.day] == [expected.year, expected.month, expected.day], "day \(dayNumber), \(random)")
            // Foundation numbers weekdays from Sunday (1) to Saturday (7).
            #expect(computed.weekday.rawValue % 7 + 1 == expected.weekday, "\(computed), \(random)")
            #expect(CalendarDay(year: computed.year, month: computed.month, day: computed.day)!.dayNumber == computed.dayNumber, "\(random)")
        }
    }

    @Test("February 29 follows February 28 in leap years only, and January 1 follows December 31")
    func monthAndYearEnds() {
        #expect(day("2024-02-28").adding(days: 1) == day("2024-02-29"))
        #expect(day("2024-02-29").adding(days: 1) == day("2024-03-01"))
        #expect(day("2023-02-28").adding(days: 1) == day("2023-03-01"))
        #expect(day("2000-02-28").adding(days: 1) == day("2000-02-29"))
        #expect(day("2100-02-28").adding(days: 1) == day("2100-03-01"))
        #expect(day("2024-12-31").adding(days: 1) == day("2025-01-01"))
        #expect(day("2025-01-01").adding(days: -1) == day("2024-12-31"))
        #expect(day("2024-03-01").adding(days: -1) == day("2024-02-29"))
        #expect(day("2024-01-01").adding(days: 366) == day("2025-01-01"))
        #expect(day("2023-01-01").adding(days: 365) == day("2024-01-01"))
    }

    @Test("Leap years are every fourth year, except centuries not divisible by 400")
    func leapYears() {
        #expect([1600, 2000, 2024, 2400].allSatisfy(CalendarDay.isLeapYear))
        #expect(![1700, 1900, 2023, 2100].contains(where: CalendarDay.isLeapYear))
        #expect(CalendarDay(year: 2023, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2024, month: 4, day: 31) == nil)
        #expect(CalendarDay(year: 2024, month: 13, day: 1) == nil)
        #expect(CalendarDay(year: 1582, month: 12, day: 31) == nil)
        #expect(CalendarDay(year: 10_000, month: 1, day: 1) == nil)
    }

    @Test("Known weekdays: the epoch, a millennium, a leap day, Christmas 2024")
    func knownWeekdays() {
        #expect(day("1970-01-01").weekday == .thursday)
        #expect(day("1970-01-01").dayNumber == 0)
        #expect(day("2000-01-01").weekday == .saturday)
        #expect(day("2024-02-29").weekday == .thursday)
        #expect(day("2024-12-25").weekday == .wednesday)
        #expect(day("1969-12-31").dayNumber == -1)
        #expect(day("1969-12-31").weekday == .wednesday)
    }

    @Test("The first and last days of the years 1583 to 9999 survive a round trip through their day numbers")
    func extremes() {
        for text in ["1583-01-01", "1583-03-01", "9999-12-31"] {
            #expect(CalendarDay(dayNumber: day(text).dayNumber) == day(text))
        }
    }

    @Test("ISO 8601 text is read and written; anything else is not a day",
          arguments: ["2024-2-29", "24-02-29", "2024-02-30", "2024/02/29", "+024-02-29", "２０２４-02-29", "", "2024-02-29T00:00"])
    func isoText(_ invalid: String) {
        #expect(CalendarDay("2024-02-29")?.description == "2024-02-29")
        #expect(CalendarDay("1600-07-04")?.description == "1600-07-04")
        #expect(CalendarDay("0042-07-04") == nil)
        #expect(CalendarDay(invalid) == nil)
    }

    @Test("A moment's day depends on the time zone it is seen from")
    func dayOfAMoment() {
        let moment = foundationDate(day("2024-12-31")).addingTimeInterval(23.5 * 3_600) // 23:30 UTC
        #expect(CalendarDay(containing: moment, in: TimeZone(identifier: "UTC")!) == day("2024-12-31"))
        #expect(CalendarDay(containing: moment, in: TimeZone(identifier: "Asia/Tokyo")!) == day("2025-01-01"))
        #expect(CalendarDay(containing: moment, in: TimeZone(identifier: "America/New_York")!) == day("2024-12-31"))
    }

    @Test("Days are ordered in time")
    func ordering() {
        #expect(day("2024-12-31") < day("2025-01-01"))
        #expect(day("2024-02-29") < day("2024-03-01"))
        #expect(!(day("2024-03-01") < day("2024-03-01")))
    }
}
