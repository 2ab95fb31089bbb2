/// A button: its title and whether it can be tapped.
public struct ScreenButton: Hashable, Sendable {
    /// The title.
    public var title: String
    /// Whether tapping it does something; a disabled button is greyed out.
    public var isEnabled: Bool

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isEnabled: Whether it can be tapped.
    public init(title: String, isEnabled: Bool = true) {
        self.title = title
        self.isEnabled = isEnabled
    }
}
