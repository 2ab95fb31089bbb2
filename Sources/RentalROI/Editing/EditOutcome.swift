/// What saving an edit leads to.
public enum EditOutcome: Hashable, Sendable {
    /// The text was applied and saved; the property screen shows the new values.
    case saved(PropertyScreen)
    /// The text was rejected; the edit screen stays, with the text typed and the reason.
    case rejected(EditTextScreen)
}
