import Localization

/// The todo app without a user interface (the original's `TodosViewController`): the list, the
/// filter the toolbar selected, and what is typed in the field; its screen is a value whose
/// texts come from the ``Localizer``.
///
/// It follows the original's flow: the app starts with the sample list in the user's language
/// (`viewDidLoad`), the typed text is added when the field is done (`textFieldDidEndEditing`)
/// and the field is cleared, selecting a row toggles its todo, swiping a row deletes it, and
/// the toolbar selects a filter. Unlike the original, a blank field adds nothing, and rows name
/// their todo by identity (see ``TodoModel``).
///
///     var app = TodoApp(localizer: try AppResources.todo!.todoLocalizer(from: .apple, languages: [LanguageTag("de")!]))
///     app.select(.completed)
///     print(app.screen().emptyText!)  // Prints "Noch nichts erledigt."
public struct TodoApp: Sendable {
    /// The texts in the user's language.
    public let text: TodoText
    /// Every todo.
    public private(set) var list: TodoList
    /// The filter the toolbar selected; all at first.
    public private(set) var filter: TodoFilter = .all
    /// What is typed in the field for a new todo.
    public var input: String = ""

    /// Starts the app.
    ///
    /// - Parameters:
    ///   - localizer: Where the texts come from, best created with ``TodoText/configuration``.
    ///   - list: The todos to start with, or `nil` for the original's sample list in the
    ///     localizer's language.
    public init(localizer: Localizer, list: TodoList? = nil) {
        text = TodoText(localizer: localizer)
        self.list = list ?? TodoList(contents: text.sampleTodos)
    }

    /// The screen as the list, the filter and the field are now.
    public func screen() -> TodoListScreen {
        TodoListScreen(list: list, filter: filter, input: input, text: text)
    }

    // MARK: - What the user does

    /// The field is done (return pressed, or focus lost): its text becomes a todo unless it is
    /// blank, and the field is cleared.
    ///
    /// - Returns: The new todo, or `nil` when the field was blank.
    @discardableResult
    public mutating func submit() -> TodoModel.ID? {
        defer { input = "" }
        return list.add(input)
    }

    /// A row was selected: its todo is marked completed, or not completed again.
    ///
    /// - Parameter id: The row's todo.
    public mutating func toggle(_ id: TodoModel.ID) {
        list.toggle(id)
    }

    /// A row was swiped left and deleted.
    ///
    /// - Parameter id: The row's todo.
    public mutating func delete(_ id: TodoModel.ID) {
        list.delete(id)
    }

    /// A toolbar item was selected.
    ///
    /// - Parameter filter: Its filter.
    public mutating func select(_ filter: TodoFilter) {
        self.filter = filter
    }
}
