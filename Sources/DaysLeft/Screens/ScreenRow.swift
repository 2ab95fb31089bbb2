/// A labelled value on a screen, such as "Start" and its date.
public struct ScreenRow: Hashable, Sendable {
    /// What the value is.
    public var label: String
    /// The value, as shown.
    public var value: String
}
