/// The create screen (`CreateViewController`): the topic field, one field per choice, and the
/// buttons that add and remove a choice, each enabled only within the limits (two choices at
/// least, the settings' maximum at most).
public struct CreateScreen: Hashable, Sendable {
    /// A text field: what was typed, and the placeholder shown while it is empty.
    public struct TextField: Hashable, Sendable {
        /// The text typed.
        public var text: String
        /// The grey text shown while the field is empty, if any.
        public var placeholder: String?
    }

    /// The tab bar, with Create selected.
    public var tabBar: TabBar
    /// "Topic", the topic field's label.
    public var topicLabel: String
    /// The topic field (no placeholder, as in the original).
    public var topic: TextField
    /// The choice fields, each with the placeholder "Choice title".
    public var choices: [TextField]
    /// "Add choice".
    public var addButton: ScreenButton
    /// "Remove choice".
    public var removeButton: ScreenButton

    /// Renders a draft.
    init(draft: VoteDraft, maximumOptions: Int, text: VoteText) {
        tabBar = TabBar(selected: .create, text: text)
        topicLabel = text.createTopic
        topic = TextField(text: draft.topic, placeholder: nil)
        let placeholder = text.createChoicePlaceholder
        choices = draft.choiceTitles.map { TextField(text: $0, placeholder: placeholder) }
        addButton = ScreenButton(title: text.createAddChoice, isEnabled: draft.canAddChoice(maximum: maximumOptions))
        removeButton = ScreenButton(title: text.createRemoveChoice, isEnabled: draft.canRemoveChoice)
    }
}
