extension ClosedRange where Bound == CalendarDay {
    /// How many days the range holds, both ends included, or only those from Monday to Friday.
    ///
    /// Weekdays are counted without walking the range: the weekdays before a day, counted
    /// from a Monday, are five for each whole week and at most five of the days left over, so
    /// the weekdays of the range are those before the day after its end less those before its
    /// start.
    ///
    ///     let range = CalendarDay("2024-02-26")!...CalendarDay("2024-03-04")!
    ///     print(range.dayCount(weekdaysOnly: false), range.dayCount(weekdaysOnly: true))  // Prints "8 6"
    ///
    /// - Parameter weekdaysOnly: Whether Saturdays and Sundays are left out.
    /// - Complexity: O(1).
    public func dayCount(weekdaysOnly: Bool) -> Int {
        let start = lowerBound.dayNumber
        let dayAfterEnd = upperBound.dayNumber + 1
        guard weekdaysOnly else { return dayAfterEnd - start }
        return Self.weekdays(before: dayAfterEnd) - Self.weekdays(before: start)
    }

    /// The weekdays from the Monday 1970-01-05 (day number 4) up to a day, that day excluded;
    /// negative for days before that Monday.
    private static func weekdays(before dayNumber: Int) -> Int {
        let days = dayNumber - 4
        let leftOver = days.modulo(7)
        let weeks = (days - leftOver) / 7
        return weeks * 5 + Swift.min(leftOver, 5)
    }
}
