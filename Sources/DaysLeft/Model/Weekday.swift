/// A day of the week, Monday first (ISO 8601).
public enum Weekday: Int, CaseIterable, Hashable, Sendable {
    /// The days, numbered as ISO 8601 numbers them: Monday is 1, Sunday 7.
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// Whether the day is Saturday or Sunday, which a weekdays-only countdown skips.
    public var isWeekend: Bool {
        self == .saturday || self == .sunday
    }
}
