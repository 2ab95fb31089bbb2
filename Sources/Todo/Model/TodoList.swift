import Foundation

/// The todos in the order they were added, with the original's operations: add, toggle,
/// delete, and the filtered views the toolbar shows.
///
/// Every change names a todo by its ``TodoModel/ID``, never by its text or its row, so two
/// todos with the same text are toggled and deleted one at a time.
///
///     var list = TodoList(contents: ["Fix bike"])
///     let second = list.add("Fix bike")!
///     list.toggle(second)
///     print(list.todos.map(\.completed))  // Prints "[false, true]"
public struct TodoList: Hashable, Sendable {
    /// Every todo, in the order added (the original's `allTodos`).
    public private(set) var todos: [TodoModel]
    /// The number the next todo gets.
    private var nextID: Int

    /// Creates a list of todos not completed yet.
    ///
    /// - Parameter contents: Their texts, in order; blank ones are left out, as ``add(_:)``
    ///   leaves them out.
    public init(contents: [String] = []) {
        todos = []
        nextID = 1
        for content in contents {
            add(content)
        }
    }

    // MARK: - Changing the list

    /// Adds a todo at the end, not completed.
    ///
    /// Text that is empty or only white space adds nothing (the original added an empty todo
    /// whenever the field lost focus); white space around the text is removed.
    ///
    /// - Parameter text: What the user typed.
    /// - Returns: The new todo's identity, or `nil` when the text was blank.
    @discardableResult
    public mutating func add(_ text: String) -> TodoModel.ID? {
        let content = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !content.isEmpty else { return nil }
        let id = TodoModel.ID(nextID)
        nextID += 1
        todos.append(TodoModel(id: id, content: content))
        return id
    }

    /// Marks a todo completed, or not completed again.
    ///
    /// - Parameter id: The todo.
    /// - Returns: Whether the list has that todo.
    @discardableResult
    public mutating func toggle(_ id: TodoModel.ID) -> Bool {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return false }
        todos[index].completed.toggle()
        return true
    }

    /// Removes a todo.
    ///
    /// - Parameter id: The todo.
    /// - Returns: Whether the list had that todo.
    @discardableResult
    public mutating func delete(_ id: TodoModel.ID) -> Bool {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return false }
        todos.remove(at: index)
        return true
    }

    // MARK: - Reading the list

    /// The todo with an identity, or `nil` when it is not in the list.
    ///
    /// - Parameter id: The todo.
    public subscript(id: TodoModel.ID) -> TodoModel? {
        todos.first { $0.id == id }
    }

    /// The todos a filter shows, in the order added (the original's `todosData`).
    ///
    /// - Parameter filter: The filter.
    public func todos(in filter: TodoFilter) -> [TodoModel] {
        todos.filter(filter.includes)
    }

    /// How many todos a filter shows.
    ///
    /// - Parameter filter: The filter.
    public func count(in filter: TodoFilter) -> Int {
        todos.count { filter.includes($0) }
    }

    /// How many todos are not completed: the footer's "N items left", whichever filter is
    /// shown.
    public var itemsLeft: Int {
        count(in: .toDo)
    }
}
