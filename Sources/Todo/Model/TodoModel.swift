/// One todo: what the user typed and whether it is done (the original's `TodoModel`, with an
/// identity of its own).
///
/// The list gives each todo an ``id`` when it is added, and every change names the todo by it.
/// The original found a todo by its text instead: deleting a row removed the first todo with
/// the same text from its full list, so with two "Fix bike" the wrong one went (and the deleted
/// row came back at the next filter). Here two todos with the same text stay two.
public struct TodoModel: Identifiable, Hashable, Sendable {
    /// A todo's identity within its list: given once, never reused.
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The number the list gave the todo; the first todo of a list is 1.
        public let rawValue: Int

        /// Names a todo by its number.
        ///
        /// - Parameter rawValue: The number its list gave it.
        public init(_ rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Orders todos as they were added.
        public static func < (lhs: ID, rhs: ID) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// `#` and the number, for test messages.
        public var description: String { "#\(rawValue)" }
    }

    /// The todo's identity.
    public let id: ID
    /// The text the user typed (without surrounding white space).
    public var content: String
    /// Whether the todo is done.
    public var completed: Bool

    /// Creates a todo; a new todo is not completed, as in the original.
    ///
    /// - Parameters:
    ///   - id: Its identity in its list.
    ///   - content: Its text.
    ///   - completed: Whether it is done.
    public init(id: ID, content: String, completed: Bool = false) {
        self.id = id
        self.content = content
        self.completed = completed
    }
}
