/// Something the app worked around while loading or saving its data: it went on with
/// defaults (or without saving) rather than failing.
public enum StoreWarning: Hashable, Sendable, CustomStringConvertible {
    /// The store's file does not exist yet (the first start); the store starts empty.
    case missingFile(path: String)
    /// The store's file could not be read as a JSON object of strings; the store starts empty,
    /// and the next save replaces the file.
    case unreadableFile(path: String, reason: String)
    /// A stored value could not be decoded; the app uses its default instead.
    case invalidValue(key: String, reason: String)
    /// A change could not be saved; the app goes on with it in memory.
    case saveFailed(KeyValueStoreError)

    /// The whole sentence: what happened and what the app did instead.
    public var description: String {
        switch self {
        case .missingFile(let path):
            "\(path): no saved data yet; starting with the defaults"
        case .unreadableFile(let path, let reason):
            "\(path): cannot be read (\(reason)); starting with the defaults, and the next save replaces the file"
        case .invalidValue(let key, let reason):
            "the saved \(key) cannot be read (\(reason)); using the defaults"
        case .saveFailed(let error):
            "\(error); the change is kept until the app ends"
        }
    }
}
