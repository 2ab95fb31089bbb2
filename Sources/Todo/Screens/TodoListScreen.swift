/// The app's one screen (`TodosViewController`): the field for a new todo, the todos the
/// selected filter shows, how many are left, and the toolbar.
public struct TodoListScreen: Hashable, Sendable {
    /// The screen title, "Todos".
    public var title: String
    /// What is typed in the field for a new todo; empty when nothing is.
    public var input: String
    /// What the empty field shows, "What needs to be done?".
    public var placeholder: String
    /// The todos the filter shows, in the order added.
    public var rows: [TodoRow]
    /// What the list shows when the filter finds no todo ("Nothing left to do."), else `nil`.
    public var emptyText: String?
    /// "N items left": how many todos are not completed, whichever filter is shown.
    public var itemsLeft: String
    /// The toolbar: All, To Do, Completed.
    public var filters: [FilterItem]

    /// Renders a list as a filter shows it.
    init(list: TodoList, filter: TodoFilter, input: String, text: TodoText) {
        title = text.title
        self.input = input
        placeholder = text.newTodoPlaceholder
        rows = list.todos(in: filter).map { TodoRow(id: $0.id, content: $0.content, completed: $0.completed) }
        emptyText = rows.isEmpty ? filter.emptyText(in: text) : nil
        itemsLeft = text.itemsLeft(items: list.itemsLeft)
        filters = TodoFilter.allCases.map { FilterItem(filter: $0, label: $0.label(in: text), isSelected: $0 == filter) }
    }
}
