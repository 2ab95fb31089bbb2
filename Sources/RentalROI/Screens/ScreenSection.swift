/// A titled group of rows, such as MORTGAGE on the property screen.
public struct ScreenSection: Hashable, Sendable {
    /// The section header.
    public var header: String
    /// The rows, in order.
    public var rows: [ScreenRow]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - header: The section header.
    ///   - rows: The rows, in order.
    public init(header: String, rows: [ScreenRow]) {
        self.header = header
        self.rows = rows
    }
}
