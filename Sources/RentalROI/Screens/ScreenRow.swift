/// A row of a list screen: a label on the left and a detail on the right (or below, in a
/// subtitle row), as a table cell shows them.
public struct ScreenRow: Hashable, Sendable {
    /// The label: what the row is.
    public var label: String
    /// The detail: its value.
    public var detail: String
}
