/// A row of the list (the original's `TodoTableViewCell`): a checkbox and the todo's text.
public struct TodoRow: Hashable, Sendable {
    /// The todo the row shows; selecting the row toggles it, swiping left deletes it.
    public var id: TodoModel.ID
    /// The todo's text.
    public var content: String
    /// Whether the checkbox is checked.
    public var completed: Bool
}
