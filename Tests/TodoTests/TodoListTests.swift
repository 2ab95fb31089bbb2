@testable import Todo
import Testing

@Suite("TodoList")
struct TodoListTests {
    @Test("Adding appends a todo that is not completed, with the next identity")
    func addAppends() throws {
        var list = TodoList(contents: ["Pay the bills"])
        let added = list.add("Fix bike")
        let id = try #require(added)
        #expect(list.todos.map(\.content) == ["Pay the bills", "Fix bike"])
        #expect(list[id] == TodoModel(id: TodoModel.ID(2), content: "Fix bike", completed: false))
    }

    @Test("Blank text adds nothing, and white space around text is removed", arguments: ["", "   ", "\n\t ", "\u{3000}"])
    func blankIsIgnored(_ blank: String) {
        var list = TodoList(contents: ["Pay the bills"])
        let added = list.add(blank)
        #expect(added == nil)
        #expect(list.todos.count == 1)
        #expect(TodoList(contents: [blank, "  Fix bike \n"]).todos.map(\.content) == ["Fix bike"])
    }

    @Test("Toggling marks a todo completed, and toggling again marks it not completed")
    func toggleFlips() {
        var list = TodoList(contents: ["Pay the bills", "Fix bike"])
        let id = list.todos[1].id
        let toggled = list.toggle(id)
        #expect(toggled)
        #expect(list.todos.map(\.completed) == [false, true])
        let toggledBack = list.toggle(id)
        #expect(toggledBack)
        #expect(list.todos.map(\.completed) == [false, false])
    }

    @Test("Deleting removes only that todo and keeps the others' order")
    func deleteRemoves() {
        var list = TodoList(contents: ["a", "b", "c"])
        let deleted = list.delete(list.todos[1].id)
        #expect(deleted)
        #expect(list.todos.map(\.content) == ["a", "c"])
    }

    @Test("A todo that is not in the list is neither toggled nor deleted")
    func unknownTodo() {
        var list = TodoList(contents: ["a"])
        let id = list.todos[0].id
        list.delete(id)
        let toggled = list.toggle(id)
        let deleted = list.delete(id)
        #expect(!toggled && !deleted)
        #expect(list.todos.isEmpty)
    }

    @Test("Identities are never reused, even after a delete")
    func identitiesAreNotReused() throws {
        var list = TodoList(contents: ["a", "b"])
        list.delete(list.todos[1].id)
        let added = list.add("b")
        let id = try #require(added)
        #expect(id == TodoModel.ID(3))
    }

    // MARK: - Duplicates (the original's bug)

    @Test("Two todos with the same text are toggled one at a time")
    func duplicatesToggleByIdentity() throws {
        var list = TodoList(contents: ["Fix bike", "Pay the bills"])
        let added = list.add("Fix bike")
        let second = try #require(added)
        list.toggle(second)
        #expect(list.todos.map(\.completed) == [false, false, true])
        #expect(list.count(in: .completed) == 1)
    }

    @Test("Deleting one of two todos with the same text deletes that one, not the first with its text")
    func duplicatesDeleteByIdentity() throws {
        var list = TodoList(contents: ["Fix bike", "Pay the bills"])
        let added = list.add("Fix bike")
        let second = try #require(added)
        list.toggle(second)
        // The original deleted the first "Fix bike" of its full list here, the one not completed.
        list.delete(second)
        #expect(list.todos.map(\.content) == ["Fix bike", "Pay the bills"])
        #expect(list.todos.map(\.completed) == [false, false])
        #expect(list[second] == nil)
    }

    // MARK: - Filters

    @Test("Each filter shows its todos in the order added, and counts them")
    func filtersAndCounts() {
        var list = TodoList(contents: ["a", "b", "c", "d", "e"])
        list.toggle(list.todos[1].id)
        list.toggle(list.todos[3].id)
        #expect(list.todos(in: .all).map(\.content) == ["a", "b", "c", "d", "e"])
        #expect(list.todos(in: .toDo).map(\.content) == ["a", "c", "e"])
        #expect(list.todos(in: .completed).map(\.content) == ["b", "d"])
        #expect([list.count(in: .all), list.count(in: .toDo), list.count(in: .completed)] == [5, 3, 2])
        #expect(list.itemsLeft == 3)
    }

    @Test("Every todo is in All and in exactly one of To Do and Completed")
    func filtersPartitionTheList() {
        var list = TodoList(contents: (1...9).map { "todo \($0)" })
        for todo in list.todos where todo.id.rawValue % 3 == 0 {
            list.toggle(todo.id)
        }
        for todo in list.todos {
            #expect(TodoFilter.all.includes(todo))
            #expect(TodoFilter.toDo.includes(todo) != TodoFilter.completed.includes(todo))
        }
        #expect(list.count(in: .toDo) + list.count(in: .completed) == list.count(in: .all))
    }

    @Test("An empty list has nothing in any filter and nothing left")
    func emptyList() {
        let list = TodoList()
        #expect(TodoFilter.allCases.allSatisfy { list.todos(in: $0).isEmpty && list.count(in: $0) == 0 })
        #expect(list.itemsLeft == 0)
    }
}
