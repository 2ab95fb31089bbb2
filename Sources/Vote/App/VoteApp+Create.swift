extension VoteApp {
    /// The create screen, its buttons enabled by the current limits.
    public func createScreen() -> CreateScreen {
        CreateScreen(draft: draft, maximumOptions: settings.maximumOptions, text: text)
    }

    /// Types a topic into the topic field.
    ///
    /// - Parameter topic: The field's new text.
    public func setTopic(_ topic: String) {
        draft.topic = topic
    }

    /// Types a choice's text into its field.
    ///
    /// - Parameters:
    ///   - title: The field's new text.
    ///   - index: The field; it must be one of them.
    public func setChoiceTitle(_ title: String, at index: Int) {
        draft.choiceTitles[index] = title
    }

    /// Add choice: a new empty field, when below the maximum.
    public func addChoice() {
        draft.addChoice(maximum: settings.maximumOptions)
    }

    /// Remove choice: the last field goes, when above two.
    public func removeLastChoice() {
        draft.removeLastChoice()
    }

    /// What leaving the Create tab does (`viewWillDisappear`): a composed draft that has not
    /// made the current vote yet replaces it, with a new session, and the change is posted.
    func composeVote() {
        guard let composed = draft.composedVote, draft != composedDraft else { return }
        composedDraft = draft
        voteData = composed
        notificationCenter.post(.voteDataChanged)
    }
}
