/// Tells observers that something happened, by name: the role NSNotificationCenter played in
/// the original, which told the vote screen about a new vote with the notification
/// "Vote data changed".
///
/// A center belongs to one app (there is no shared default center, so no global state);
/// observers are called synchronously, in the order they were added, on the posting thread.
///
///     let center = VoteNotificationCenter()
///     let observation = center.addObserver(for: .voteDataChanged) { print("reload") }
///     center.post(.voteDataChanged)       // Prints "reload"
///     center.removeObserver(observation)
public final class VoteNotificationCenter {
    /// A notification's name.
    public struct Name: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
        /// The name as text.
        public let rawValue: String

        /// Names a notification.
        ///
        /// - Parameter rawValue: The name as text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The name as text.
        public var description: String { rawValue }

        /// The vote's topic and choices were replaced (the original's
        /// `dataChangedNotificationName`).
        public static let voteDataChanged = Name(rawValue: "Vote data changed")
    }

    /// An added observer, to remove it with.
    public struct Observation: Hashable, Sendable {
        fileprivate let id: Int
        /// The notification observed.
        public let name: Name
    }

    private var observers: [(observation: Observation, handler: () -> Void)] = []
    private var nextID = 0

    /// Creates a center with no observers.
    public init() {}

    /// Calls a handler each time a notification of a name is posted.
    ///
    /// - Parameters:
    ///   - name: The notification.
    ///   - handler: What to do.
    /// - Returns: The observation, which ``removeObserver(_:)`` ends.
    @discardableResult
    public func addObserver(for name: Name, using handler: @escaping () -> Void) -> Observation {
        let observation = Observation(id: nextID, name: name)
        nextID += 1
        observers.append((observation, handler))
        return observation
    }

    /// Stops calling an observer.
    ///
    /// - Parameter observation: What ``addObserver(for:using:)`` returned.
    public func removeObserver(_ observation: Observation) {
        observers.removeAll { $0.observation == observation }
    }

    /// Calls every observer of a notification.
    ///
    /// - Parameter name: The notification.
    public func post(_ name: Name) {
        for (observation, handler) in observers where observation.name == name {
            handler()
        }
    }
}
