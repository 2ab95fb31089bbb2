/// A titled group of rows, such as MORTGAGE on the property screen.
public struct ScreenSection: Hashable, Sendable {
    /// The section header.
    public var header: String
    /// The rows, in order.
    public var rows: [ScreenRow]
}
