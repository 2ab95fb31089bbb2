/// The launch screen (`LaunchScreen.storyboard`): one centred label while the app starts.
public struct LaunchScreen: Hashable, Sendable {
    /// "Cast your vote!".
    public var text: String

    /// Renders the launch screen.
    init(text: VoteText) {
        self.text = text.launchText
    }
}
