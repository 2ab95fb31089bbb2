import Localization

/// A walk through the app's screen, as `stringbridge demo todo` prints it and the golden files
/// `Fixtures/Todo/expected/<language>.txt` hold it.
///
/// The walk, one screen after each step:
/// 1. the sample list;
/// 2. the sample's "Fix bike" typed again, then 3. added: two todos with the same text;
/// 4. a blank field submitted: nothing is added;
/// 5. the first todo and the new "Fix bike" toggled: only that one of the two is checked;
/// 6. the first "Fix bike" deleted: the checked one stays;
/// 7. the To Do filter, and 8. the Completed filter;
/// 9. To Do again, with all but one todo toggled: "1 item left";
/// 10. the last one toggled: To Do's empty text;
/// 11. Completed, with every todo deleted: its empty text; 12. All: its empty text.
public enum TodoDemo {
    /// What the blank submission types: spaces only.
    public static let blankInput = "   "

    /// The walk's screens as text, separated by blank lines.
    ///
    /// - Parameter localizer: Where the texts come from, best created with
    ///   ``TodoText/configuration``.
    public static func transcript(localizer: Localizer) -> String {
        var app = TodoApp(localizer: localizer)
        var screens = [app.screen().plainText]
        func show() { screens.append(app.screen().plainText) }

        let sample = app.list.todos
        app.input = app.text.sampleFixBike
        show()
        let duplicate = app.submit()
        show()
        app.input = blankInput
        app.submit()
        show()

        app.toggle(sample[0].id)
        if let duplicate { app.toggle(duplicate) }
        show()
        app.delete(sample[1].id)
        show()

        app.select(.toDo)
        show()
        app.select(.completed)
        show()

        app.select(.toDo)
        for todo in app.list.todos(in: .toDo).dropLast() {
            app.toggle(todo.id)
        }
        show()
        for todo in app.list.todos(in: .toDo) {
            app.toggle(todo.id)
        }
        show()

        app.select(.completed)
        for todo in app.list.todos {
            app.delete(todo.id)
        }
        show()
        app.select(.all)
        show()
        return screens.joined(separator: "\n")
    }
}
