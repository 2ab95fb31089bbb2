@testable import Todo
import Testing

@Suite("TodoApp")
struct TodoAppTests {
    @Test("The app starts with the original's seven sample todos in the user's language, all of them shown")
    func startsWithTheSampleList() throws {
        let app = TodoApp(localizer: try todoLocalizer("de"))
        let screen = app.screen()
        #expect(screen.rows.count == 7)
        #expect(screen.rows.first?.content == "Rechnungen bezahlen")
        #expect(screen.rows.allSatisfy { !$0.completed })
        #expect(screen.itemsLeft == "7 Aufgaben offen")
        #expect(screen.filters.map(\.label) == ["Alle", "Offen", "Erledigt"])
        #expect(screen.filters.map(\.isSelected) == [true, false, false])
        #expect(screen.emptyText == nil)
    }

    @Test("Submitting adds the typed text and clears the field; a blank field adds nothing")
    func submitAddsAndClears() throws {
        var app = TodoApp(localizer: try todoLocalizer("en"), list: TodoList())
        app.input = "  Water the plants "
        let added = app.submit()
        #expect(added != nil)
        #expect(app.input.isEmpty)
        app.input = " \n"
        let blank = app.submit()
        #expect(blank == nil)
        #expect(app.input.isEmpty)
        #expect(app.screen().rows.map(\.content) == ["Water the plants"])
    }

    @Test("The field shows what is typed, and the placeholder while it is empty")
    func fieldAndPlaceholder() throws {
        var app = TodoApp(localizer: try todoLocalizer("en"))
        #expect(app.screen().plainText.contains("> (What needs to be done?)\n"))
        app.input = "Fix bike"
        #expect(app.screen().input == "Fix bike")
        #expect(app.screen().plainText.contains("> Fix bike\n"))
    }

    @Test("The rows follow the selected filter; the count of todos left does not")
    func rowsFollowTheFilter() throws {
        var app = TodoApp(localizer: try todoLocalizer("en"))
        let sample = app.list.todos
        app.toggle(sample[2].id)
        app.select(.completed)
        let screen = app.screen()
        #expect(screen.rows.map(\.id) == [sample[2].id])
        #expect(screen.itemsLeft == "6 items left")
        #expect(screen.filters.map(\.isSelected) == [false, false, true])
    }

    @Test("Each filter that finds nothing says so in its own words", arguments: [
        (TodoFilter.all, "No todos yet."), (.toDo, "Nothing left to do."), (.completed, "Nothing completed yet."),
    ])
    func emptyTextPerFilter(_ filter: TodoFilter, _ expected: String) throws {
        var app = TodoApp(localizer: try todoLocalizer("en"), list: TodoList())
        app.select(filter)
        #expect(app.screen().rows.isEmpty)
        #expect(app.screen().emptyText == expected)
    }

    @Test("To Do is empty when every todo is completed; Completed, when none is")
    func emptyWhenTheFilterFindsNothing() throws {
        var app = TodoApp(localizer: try todoLocalizer("en"), list: TodoList(contents: ["a"]))
        app.select(.completed)
        #expect(app.screen().emptyText == "Nothing completed yet.")
        app.toggle(app.list.todos[0].id)
        #expect(app.screen().emptyText == nil)
        app.select(.toDo)
        #expect(app.screen().emptyText == "Nothing left to do.")
        #expect(app.screen().itemsLeft == "0 items left")
    }

    @Test("A row toggles and deletes its own todo when another has the same text")
    func rowsActOnTheirOwnTodo() throws {
        var app = TodoApp(localizer: try todoLocalizer("en"), list: TodoList(contents: ["Fix bike"]))
        app.input = "Fix bike"
        app.submit()
        let rows = app.screen().rows
        app.toggle(rows[1].id)
        #expect(app.screen().rows.map(\.completed) == [false, true])
        app.delete(rows[0].id)
        #expect(app.screen().rows.map(\.id) == [rows[1].id])
        #expect(app.screen().rows.map(\.completed) == [true])
    }
}
