@testable import DaysLeft
import Foundation
import Testing
import TestSupport

/// The original's DaysLength, DaysGone and DaysLeft: both ends count, today is gone, and
/// weekends count for nothing when only weekdays do.
@Suite("Day counts")
struct DayCountTests {
    /// The counts found by walking the range one day at a time with Foundation's calendar:
    /// every day (or every day Foundation calls Monday to Friday) from the start to the end
    /// counts, those up to `today` as gone and the later ones as left.
    static func walked(_ settings: DaysLeftSettings, today: CalendarDay) -> (length: Int, gone: Int, left: Int) {
        var counts = (length: 0, gone: 0, left: 0)
        let end = foundationDate(settings.end)
        let todayDate = foundationDate(today)
        var date = foundationDate(settings.start)
        while date <= end {
            let weekday = foundationCalendar.component(.weekday, from: date) // 1 is Sunday, 7 Saturday
            if !settings.weekdaysOnly || (2...6).contains(weekday) {
                counts.length += 1
                if date <= todayDate { counts.gone += 1 } else { counts.left += 1 }
            }
            date = foundationCalendar.date(byAdding: .day, value: 1, to: date)!
        }
        return counts
    }

    @Test("1,000 random ranges, counting every day and weekdays only, agree with a day-by-day count")
    func randomRangesAgreeWithADayByDayCount() {
        var random = SeededRandomNumberGenerator(defaultSeed: 20150211)
        for index in 0..<1_000 {
            // Starts across 2020–2031 (leap days in 2020, 2024, 2028), ranges up to 800 days,
            // and a today from a month before the start to a month after the end.
            let start = day("2020-01-01").adding(days: Int.random(in: 0..<4_383, using: &random))
            let end = start.adding(days: Int.random(in: 0...800, using: &random))
            let today = start.adding(days: Int.random(in: -31...(end.dayNumber - start.dayNumber + 31), using: &random))
            for weekdaysOnly in [false, true] {
                let settings = DaysLeftSettings(start: start, end: end, title: "", weekdaysOnly: weekdaysOnly)
                let expected = Self.walked(settings, today: today)
                let computed = (settings.daysLength, settings.daysGone(on: today), settings.daysLeft(on: today))
                #expect(computed == expected, "case \(index): \(start)...\(end) on \(today), weekdays only: \(weekdaysOnly), \(random)")
            }
        }
    }

    @Test("Ranges across February 29 and December 31", arguments: [
        // start, end, every day, weekdays (worked out on a calendar)
        ("2024-02-28", "2024-03-01", 3, 3),   // Wed, Thu 29, Fri
        ("2023-02-28", "2023-03-01", 2, 2),   // Tue, Wed: no leap day
        ("2024-02-24", "2024-03-03", 9, 5),   // Sat to Sun: Mon 26 to Fri Mar 1
        ("2000-02-28", "2000-03-01", 3, 3),   // a century that is a leap year
        ("2100-02-28", "2100-03-01", 2, 1),   // a century that is not: Sun, Mon
        ("2024-12-31", "2025-01-01", 2, 2),   // Tue, Wed
        ("2024-12-28", "2025-01-05", 9, 5),   // Sat to Sun
        ("2024-01-01", "2024-12-31", 366, 262), // 52 weeks and Mon Jan 1, Tue Dec 31
        ("2023-01-01", "2023-12-31", 365, 260), // 52 weeks and Sun Dec 31
        ("2024-02-29", "2028-02-29", 1_462, 1_044), // 208 weeks from a Thursday, then Thu to Tue: 4 more
        ("2024-12-25", "2024-12-25", 1, 1),   // one Wednesday
        ("2024-12-28", "2024-12-29", 2, 0),   // a weekend
    ])
    func fixedRanges(_ start: String, _ end: String, _ days: Int, _ weekdays: Int) {
        let range = day(start)...day(end)
        #expect(range.dayCount(weekdaysOnly: false) == days)
        #expect(range.dayCount(weekdaysOnly: true) == weekdays)
    }

    /// The original's unit tests (`DaysLeftTests.swift`), January 2015: 1 January was a Thursday.
    @Test("The original's cases", arguments: [
        (1, 5, 4, false, 5, 4, 1),    // all days
        (1, 15, 15, false, 15, 15, 0), // on the last day
        (1, 15, 16, false, 15, 15, 0), // after the last day
        (10, 15, 10, false, 6, 1, 5),  // on the first day
        (10, 15, 8, false, 6, 0, 6),   // before the first day
        (1, 12, 7, true, 8, 5, 3),     // Thu 1 to Mon 12, on Wed 7
        (5, 16, 11, true, 10, 5, 5),   // on the Sunday in the middle
        (3, 12, 7, true, 6, 3, 3),     // from a Saturday
        (4, 12, 7, true, 6, 3, 3),     // from a Sunday
        (6, 11, 7, true, 4, 2, 2),     // to a Sunday
        (3, 11, 7, true, 5, 3, 2),     // Saturday to Sunday
        (4, 12, 4, true, 6, 0, 6),     // on a Sunday start
    ])
    func originalCases(_ start: Int, _ end: Int, _ today: Int, _ weekdaysOnly: Bool, _ length: Int, _ gone: Int, _ left: Int) {
        let january = { (day: Int) in CalendarDay(year: 2015, month: 1, day: day)! }
        let settings = DaysLeftSettings(start: january(start), end: january(end), title: "Test", weekdaysOnly: weekdaysOnly)
        #expect(settings.daysLength == length)
        #expect(settings.daysGone(on: january(today)) == gone)
        #expect(settings.daysLeft(on: january(today)) == left)
    }

    @Test("Before the start every day is left; after the end every day is gone")
    func outsideTheRange() {
        for weekdaysOnly in [false, true] {
            let settings = DaysLeftSettings(start: day("2024-12-02"), end: day("2024-12-25"), title: "", weekdaysOnly: weekdaysOnly)
            for today in [day("2024-12-01"), day("2023-06-01")] {
                #expect(settings.daysGone(on: today) == 0)
                #expect(settings.daysLeft(on: today) == settings.daysLength)
            }
            for today in [day("2024-12-26"), day("2031-01-01")] {
                #expect(settings.daysGone(on: today) == settings.daysLength)
                #expect(settings.daysLeft(on: today) == 0)
            }
        }
    }

    @Test("A start after the end is a problem, and counts nothing")
    func startAfterEnd() {
        let settings = DaysLeftSettings(start: day("2025-01-06"), end: day("2024-12-25"), title: "")
        #expect(settings.problem == .startAfterEnd)
        let counts: [Int] = [settings.daysLength, settings.daysGone(on: day("2024-12-30")), settings.daysLeft(on: day("2024-12-30"))]
        #expect(counts == [0, 0, 0])
        #expect(DaysLeftSettings(start: day("2024-12-25"), end: day("2024-12-25"), title: "").problem == nil)
    }

    @Test("The first start counts down to the next Christmas Day: this year's until it has come", arguments: [
        ("2024-12-13", "2024-12-25"), ("2024-12-24", "2024-12-25"), ("2024-12-25", "2025-12-25"),
        ("2024-12-31", "2025-12-25"), ("2024-01-01", "2024-12-25"),
    ])
    func firstRunDefaults(_ today: String, _ end: String) {
        let settings = DaysLeftSettings.firstRun(today: day(today), title: "Christmas")
        #expect(settings == DaysLeftSettings(start: day(today), end: day(end), title: "Christmas", weekdaysOnly: false))
    }
}
