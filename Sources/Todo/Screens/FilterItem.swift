/// An item of the toolbar: a filter's label, highlighted when it is the one shown.
public struct FilterItem: Hashable, Sendable {
    /// The filter the item selects.
    public var filter: TodoFilter
    /// Its label: "All", "To Do" or "Completed".
    public var label: String
    /// Whether the list shows this filter (the original tinted the item green).
    public var isSelected: Bool
}
