extension VoteApp {
    /// The vote screen: the vote it was last told about, the selection, the alert.
    public func voteScreen() -> VoteScreen {
        VoteScreen(topic: shownTopic, choices: shownChoices, selectedChoice: selectedChoice,
                   showsAlert: isShowingNoVoteAlert, text: text)
    }

    /// Selects a choice, as tapping its row does. Ignored while the alert is up.
    ///
    /// - Parameter index: The row; it must be one of the choices.
    public func selectChoice(at index: Int) {
        guard !isShowingNoVoteAlert else { return }
        precondition(voteData.choices.indices.contains(index), "choice \(index) is not one of the \(voteData.choices.count) choices")
        selectedChoice = index
    }

    /// Vote: counts a vote for the selected choice, or shows the no-vote alert when none is
    /// selected; the selection is cleared for the next participant.
    public func vote() {
        guard !isShowingNoVoteAlert else { return }
        if let selectedChoice {
            voteData.castVote(forChoiceAt: selectedChoice)
        } else {
            isShowingNoVoteAlert = true
        }
        selectedChoice = nil
    }

    /// Abstain: counts a participant without a vote; the selection is cleared.
    public func abstain() {
        guard !isShowingNoVoteAlert else { return }
        voteData.abstain()
        selectedChoice = nil
    }

    /// Answers the no-vote alert: Yes counts an abstention, No goes back to choosing.
    ///
    /// - Parameter abstains: Whether Yes was tapped.
    public func answerNoVoteAlert(abstains: Bool) {
        guard isShowingNoVoteAlert else { return }
        isShowingNoVoteAlert = false
        if abstains { voteData.abstain() }
    }
}
