/// The vote being written on the Create screen: a topic and one text per choice (the
/// original's `CreateViewController` and its text fields).
///
/// It starts with two empty choices; a choice can be added below the maximum the settings
/// allow and the last one removed above two. It is a composed vote only when the topic and
/// every choice say something (`newVoteWasComposed`); text of nothing but spaces says nothing.
///
///     var draft = VoteDraft()
///     draft.topic = "Where shall we eat?"
///     draft.choiceTitles = ["Pizza", "Sushi"]
///     print(draft.composedVote?.choices.count ?? 0)  // Prints "2"
public struct VoteDraft: Hashable, Sendable {
    /// The topic as typed.
    public var topic: String
    /// Each choice's text as typed, in order.
    public var choiceTitles: [String]

    /// An empty draft with the fewest choices a vote can have.
    public init() {
        topic = ""
        choiceTitles = Array(repeating: "", count: VoteSettings.optionLimits.lowerBound)
    }

    /// Whether another choice can be added: fewer choices than the maximum.
    ///
    /// - Parameter maximum: The most choices the settings allow.
    public func canAddChoice(maximum: Int) -> Bool {
        choiceTitles.count < maximum
    }

    /// Whether the last choice can be removed: more choices than a vote needs.
    public var canRemoveChoice: Bool {
        choiceTitles.count > VoteSettings.optionLimits.lowerBound
    }

    /// Adds an empty choice, when ``canAddChoice(maximum:)`` allows it (a disabled button does
    /// nothing).
    ///
    /// - Parameter maximum: The most choices the settings allow.
    public mutating func addChoice(maximum: Int) {
        guard canAddChoice(maximum: maximum) else { return }
        choiceTitles.append("")
    }

    /// Removes the last choice, when ``canRemoveChoice`` allows it.
    public mutating func removeLastChoice() {
        guard canRemoveChoice else { return }
        choiceTitles.removeLast()
    }

    /// The vote the draft describes, with a new session, or `nil` while the topic or a choice
    /// is empty.
    public var composedVote: VoteData? {
        let topic = Self.trimmed(topic)
        let titles = choiceTitles.map(Self.trimmed)
        guard !topic.isEmpty, !titles.contains(where: \.isEmpty) else { return nil }
        return VoteData(topic: .typed(topic), choices: titles.map { Choice(title: .typed($0)) })
    }

    private static func trimmed(_ text: String) -> String {
        guard let start = text.firstIndex(where: { !$0.isWhitespace }),
              let end = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(text[start...end])
    }
}
