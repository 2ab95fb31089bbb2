/// What the countdown counts: the original's settings (start, end, title, weekdays only), and
/// the day lengths it computes from them for a given day.
///
/// Both ends count: a countdown from Monday to Friday is five days long. On a day of the range,
/// that day is gone: on the start one day is gone; on the end none is left. Before the start
/// no day is gone and every day is left; after the end every day is gone. With
/// ``weekdaysOnly`` Saturdays and Sundays count for nothing, so on a Sunday the counts are
/// those of the Friday before. These are the original's rules, as its own tests state them.
///
/// A start after the end is not a countdown: ``problem`` says so, and every count is 0.
///
///     let advent = DaysLeftSettings(start: CalendarDay("2024-12-01")!, end: CalendarDay("2024-12-24")!, title: "Advent")
///     print(advent.daysLength, advent.daysGone(on: CalendarDay("2024-12-10")!), advent.daysLeft(on: CalendarDay("2024-12-10")!))
///     // Prints "24 10 14"
public struct DaysLeftSettings: Hashable, Sendable {
    /// What is wrong with settings that cannot be counted.
    public enum Problem: Hashable, Sendable {
        /// The start is after the end.
        case startAfterEnd
    }

    /// The first day of the countdown.
    public var start: CalendarDay
    /// The last day of the countdown.
    public var end: CalendarDay
    /// What the countdown is to, as the user typed it; may be empty.
    public var title: String
    /// Whether only Monday to Friday count.
    public var weekdaysOnly: Bool

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - start: The first day.
    ///   - end: The last day.
    ///   - title: What the countdown is to.
    ///   - weekdaysOnly: Whether only Monday to Friday count.
    public init(start: CalendarDay, end: CalendarDay, title: String, weekdaysOnly: Bool = false) {
        self.start = start
        self.end = end
        self.title = title
        self.weekdaysOnly = weekdaysOnly
    }

    /// The settings of the first start (the original's `initialRun`): from today to the next
    /// Christmas Day (next year's when today is Christmas Day or later), every day counting.
    ///
    /// - Parameters:
    ///   - today: The day of the first start.
    ///   - title: "Christmas" in the user's language.
    public static func firstRun(today: CalendarDay, title: String) -> DaysLeftSettings {
        let christmas = CalendarDay(year: today.year, month: 12, day: 25)!
        let end = today < christmas ? christmas : CalendarDay(year: today.year + 1, month: 12, day: 25)!
        return DaysLeftSettings(start: today, end: end, title: title)
    }

    /// What is wrong with the settings, or `nil` when they can be counted.
    public var problem: Problem? {
        start > end ? .startAfterEnd : nil
    }

    // MARK: - Counting (the original's DaysLength, DaysGone and DaysLeft)

    /// How many days the countdown has, start and end included (0 when the start is after the
    /// end).
    public var daysLength: Int {
        guard problem == nil else { return 0 }
        return (start...end).dayCount(weekdaysOnly: weekdaysOnly)
    }

    /// How many days of the countdown are gone on a day, that day included.
    ///
    /// - Parameter today: The day.
    public func daysGone(on today: CalendarDay) -> Int {
        guard problem == nil, today >= start else { return 0 }
        return (start...Swift.min(today, end)).dayCount(weekdaysOnly: weekdaysOnly)
    }

    /// How many days of the countdown are left after a day.
    ///
    /// - Parameter today: The day.
    public func daysLeft(on today: CalendarDay) -> Int {
        daysLength - daysGone(on: today)
    }
}
