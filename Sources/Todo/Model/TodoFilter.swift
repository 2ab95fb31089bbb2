/// Which todos the list shows: the toolbar's three items.
///
/// The original kept the choice in a `Bool?` (`nil` all, `false` to do, `true` completed) and
/// filtered its full list with it; the cases say the same in words.
public enum TodoFilter: CaseIterable, Hashable, Sendable {
    /// Every todo.
    case all
    /// The todos not completed yet.
    case toDo
    /// The completed todos.
    case completed

    /// Whether the filter shows a todo.
    ///
    /// - Parameter todo: The todo.
    public func includes(_ todo: TodoModel) -> Bool {
        switch self {
        case .all: true
        case .toDo: !todo.completed
        case .completed: todo.completed
        }
    }
}
