import LocalizedStrings

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

    /// The file's content before and after.
    public struct Contents: Sendable {
        /// Before, when the file existed.
        public var previous: [UInt8]?
        /// After (empty when it is removed).
        public var new: [UInt8]
    }

    /// The file's path (under the output folder).
    public var path: String
    /// What happens to it.
    public let action: Action
    /// What happened to its entries.
    public var outcome: UpdateOutcome
    /// Whether the file on disk changes.
    public let isChange: Bool
    /// Its content before and after, when the request keeps it
    /// (``ConversionRequest/keepsContents``, for a diff); otherwise it was staged, or never
    /// needed, and is not held.
    public var contents: Contents?

    /// Creates an update.
    public init(path: String, action: Action, isChange: Bool, outcome: UpdateOutcome, contents: Contents? = nil) {
        self.path = path
        self.action = action
        self.isChange = isChange
        self.outcome = outcome
        self.contents = contents
    }
}
