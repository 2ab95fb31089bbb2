/// What a topic or a choice says: a sample text the app ships translated into every language,
/// or a text a user typed, which every language shows as typed.
///
/// The original held plain strings (`"Gandalf or Dumbledore?"`); keeping which texts are the
/// app's own lets the screens translate the samples and leave a user's words alone.
public enum VoteLabel: Hashable, Sendable {
    /// A sample text of the app, looked up in the user's language.
    case sample(SampleLabel)
    /// Text a user typed on the Create screen, shown as it is.
    case typed(String)
}
