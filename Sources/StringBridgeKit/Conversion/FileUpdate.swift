/// What a conversion does to one output file: create it, update it in place, remove it (a
/// stale file, with `--prune`), or leave it as it is.
public struct FileUpdate: Sendable {
    /// What happens to the file.
    public enum Action: String, Sendable {
        /// The file does not exist yet.
        case create
        /// The file exists; the converted entries are written into it.
        case update
        /// The file is removed: everything in it was an earlier conversion's, and its source is gone.
        case remove
    }

    /// The file's path (under the output folder).
    public var path: String
    /// What happens to it.
    public let action: Action
    /// Its content afterwards (empty when it is removed, and when a write dropped it: it is
    /// then on disk).
    public private(set) var bytes: [UInt8]
    /// Its content before, when it existed (`nil` when a write dropped it too).
    public private(set) var previous: [UInt8]?
    /// What happened to its entries.
    public var outcome: UpdateOutcome
    /// Whether the file on disk changes.
    public let isChange: Bool

    /// Creates an update.
    public init(path: String, action: Action, bytes: [UInt8], previous: [UInt8]?, outcome: UpdateOutcome) {
        self.path = path
        self.action = action
        self.bytes = bytes
        self.previous = previous
        self.outcome = outcome
        isChange = action == .remove || previous != bytes
    }

    /// Forgets the file's content, before and after, once a write has put it on disk: held
    /// for every file of a large conversion, it was more than the input.
    mutating func dropContent() {
        bytes = []
        previous = nil
    }
}
