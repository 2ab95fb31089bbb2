import Foundation

/// A day of the proleptic Gregorian calendar, without a time or a time zone: what the
/// countdown's start, end and "today" are.
///
/// The original stored dates as the start of a day in the device's time zone, so the same
/// settings could name another day on a device in another zone. A `CalendarDay` is the same
/// everywhere; only ``init(containing:in:)`` needs a time zone, to say which day a moment falls
/// on there.
///
/// Days are counted with ``dayNumber`` (days since 1970-01-01), computed from the year, month
/// and day by arithmetic on the Gregorian cycle of 400 years (146,097 days), so that moving
/// across month and year ends and leap days needs no calendar object.
///
///     let leapDay = CalendarDay(year: 2024, month: 2, day: 29)!
///     print(leapDay.adding(days: 1), leapDay.weekday)  // Prints "2024-03-01 thursday"
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1583 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The years a day may have: four-digit ISO years from 1583, the first whole year of the
    /// Gregorian calendar. Foundation's Gregorian calendar, which writes the dates, is Julian
    /// before October 15, 1582, so it would name an earlier day differently.
    public static let years = 1583...9999

    /// Creates a day, or `nil` when there is no such day (February 30) or its year is outside
    /// ``years``.
    ///
    /// - Parameters:
    ///   - year: The year, 1583 to 9999.
    ///   - month: The month, 1 to 12.
    ///   - day: The day of the month.
    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
              (1...Self.numberOfDays(inMonth: month, of: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day a number of days after 1970-01-01 (before it, when negative).
    ///
    /// - Parameter dayNumber: Days since 1970-01-01; it must give a year of ``years``.
    public init(dayNumber: Int) {
        // Shift to 0000-03-01, so that a leap day is the last day of its year of the cycle.
        let shifted = dayNumber + 719_468
        let era = shifted >= 0 ? shifted / 146_097 : (shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        precondition(Self.years.contains(year), "day number \(dayNumber) is outside the years \(Self.years)")
    }

    /// The day in ISO 8601 form, `2024-02-29`, or `nil` when the text is not such a day (or its
    /// year is outside ``years``).
    ///
    /// - Parameter text: Four digits of the year, two of the month and two of the day,
    ///   separated by hyphens.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day a moment falls on in a time zone.
    ///
    /// - Parameters:
    ///   - date: The moment, such as `Date()` for now.
    ///   - timeZone: The time zone whose calendar day is meant.
    public init(containing date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents([.year, .month, .day], from: date)
        // A Gregorian calendar always gives the three components of a date.
        self.init(year: components.year!, month: components.month!, day: components.day!)!
    }

    // MARK: - Counting

    /// Days since 1970-01-01: 0 for that day, negative before it.
    public var dayNumber: Int {
        // Years start on March 1 here, so that a leap day is the last day of its year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear >= 0 ? shiftedYear / 400 : (shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday, the fourth day of an ISO week.
        Weekday(rawValue: (dayNumber + 3).modulo(7) + 1)!
    }

    /// The day a number of days later (earlier, when negative).
    ///
    /// - Parameter days: How many days to move.
    public func adding(days: Int) -> CalendarDay {
        CalendarDay(dayNumber: dayNumber + days)
    }

    /// Orders days in time.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    // MARK: - Text and dates

    /// The day in ISO 8601 form, `2024-02-29`, as the store keeps it.
    public var description: String {
        "\(Self.digits(year, 4))-\(Self.digits(month, 2))-\(Self.digits(day, 2))"
    }

    /// The day's first moment in UTC, for formatting with a UTC calendar.
    public var startInUTC: Date {
        Date(timeIntervalSince1970: TimeInterval(dayNumber) * 86_400)
    }

    // MARK: - The Gregorian calendar

    /// Whether a year has February 29: every fourth year, except centuries not divisible by 400.
    ///
    /// - Parameter year: The year.
    public static func isLeapYear(_ year: Int) -> Bool {
        year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400))
    }

    /// How many days a month has.
    ///
    /// - Parameters:
    ///   - month: The month, 1 to 12.
    ///   - year: Its year.
    public static func numberOfDays(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func digits(_ value: Int, _ count: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }
}

extension Int {
    /// The remainder of floor division, never negative for a positive divisor: `-1.modulo(7)`
    /// is 6, where `-1 % 7` is -1.
    func modulo(_ divisor: Int) -> Int {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
