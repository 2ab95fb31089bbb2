/// The strings the app shows, by their keys in `Localizable.strings` and
/// `Localizable.stringsdict` (`Sources/Todo/Resources/apple`, the source of the other forms).
///
/// The original's texts lived in its code and storyboard: the sample list
/// (`TodoModel.sample()`) and the toolbar items; the placeholder, the footer's count and the
/// empty-list texts are TodoMVC's, whose look the original followed.
enum StringKey: String, CaseIterable, Sendable {
    // The screen
    case title
    case newTodoPlaceholder = "new_todo_placeholder"
    case itemsLeft = "items_left"

    // The toolbar and what a filter shows when it finds nothing
    case filterAll = "filter_all"
    case filterToDo = "filter_to_do"
    case filterCompleted = "filter_completed"
    case emptyAll = "empty_all"
    case emptyToDo = "empty_to_do"
    case emptyCompleted = "empty_completed"

    // The sample list, in the original's order
    case samplePayBills = "sample_pay_bills"
    case sampleFixBike = "sample_fix_bike"
    case sampleScheduleMedic = "sample_schedule_medic"
    case sampleDogFood = "sample_dog_food"
    case sampleCallJenny = "sample_call_jenny"
    case sampleInviteBob = "sample_invite_bob"
    case sampleGoldenState = "sample_golden_state"

    /// The original's sample todos (`TodoModel.sample()`), in order.
    static let sampleTodos: [StringKey] = [
        .samplePayBills, .sampleFixBike, .sampleScheduleMedic, .sampleDogFood,
        .sampleCallJenny, .sampleInviteBob, .sampleGoldenState,
    ]
}

extension TodoFilter {
    /// The toolbar item's label.
    var labelKey: StringKey {
        switch self {
        case .all: .filterAll
        case .toDo: .filterToDo
        case .completed: .filterCompleted
        }
    }

    /// What the list says when the filter finds no todo.
    var emptyKey: StringKey {
        switch self {
        case .all: .emptyAll
        case .toDo: .emptyToDo
        case .completed: .emptyCompleted
        }
    }
}
