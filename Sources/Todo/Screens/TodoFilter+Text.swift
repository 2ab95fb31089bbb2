extension TodoFilter {
    /// The toolbar item's label.
    func label(in text: TodoText) -> String {
        switch self {
        case .all: text.filterAll
        case .toDo: text.filterToDo
        case .completed: text.filterCompleted
        }
    }

    /// What the list says when the filter finds no todo.
    func emptyText(in text: TodoText) -> String {
        switch self {
        case .all: text.emptyAll
        case .toDo: text.emptyToDo
        case .completed: text.emptyCompleted
        }
    }
}
