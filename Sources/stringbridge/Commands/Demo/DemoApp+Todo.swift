import AppSupport
import Todo

extension DemoApp {
    /// The todo list, ported app 3.
    static let todo = DemoApp(
        name: "todo",
        summary: """
        Todo, an iOS todo list in the style of TodoMVC: the sample list, one of its todos added again and \
        a blank one ignored, todos toggled and deleted one by one even when two have the same text, each \
        filter with its empty-list text, and the count of todos left.
        """,
        bundledResources: { AppResources.todo },
        configuration: TodoText.configuration,
        transcript: TodoDemo.transcript(localizer:))
}
