import Foundation
import LocalizedStrings

/// A ``KeyValueStore`` kept in a JSON file: one object whose members are the keys and their
/// strings, written with sorted keys.
///
///     {
///       "KEY_AMO_SAVED" : "200000.00-5.000-30-100.00",
///       "KEY_PROPERTY" : "{\"escrow\":300,…}"
///     }
///
/// Every change rewrites the whole file atomically: the new content goes to a temporary file in
/// the same folder, which is then renamed over the old one, so the file is always either the old
/// or the new version, never a mix. A missing or unreadable file is not an error: the store
/// starts empty and says why in ``loadWarning``.
public final class FileKeyValueStore: KeyValueStore {
    /// The file's path.
    public let path: String
    /// Why the store started empty, when its file was missing or unreadable.
    public let loadWarning: StoreWarning?

    private var values: [String: String]

    /// Opens the store kept in a file; the file is created at the first change.
    ///
    /// - Parameter path: The JSON file.
    public init(path: String) {
        self.path = path
        guard let data = FileManager.default.contents(atPath: path) else {
            values = [:]
            loadWarning = FileManager.default.fileExists(atPath: path)
                ? .unreadableFile(path: path, reason: "it is not a readable file") : .missingFile(path: path)
            return
        }
        do {
            values = try JSONDecoder().decode([String: String].self, from: data)
            loadWarning = nil
        } catch {
            values = [:]
            loadWarning = .unreadableFile(path: path, reason: "it is not a JSON object of strings")
        }
    }

    /// The string stored under a key, or `nil`.
    public func string(forKey key: String) -> String? {
        values[key]
    }

    /// Stores a string under a key and rewrites the file.
    ///
    /// - Throws: ``KeyValueStoreError`` when the file cannot be written; the store and the
    ///   file then hold what they held before.
    public func set(_ value: String, forKey key: String) throws(KeyValueStoreError) {
        var changed = values
        changed[key] = value
        try write(changed)
    }

    /// Removes a key and its string and rewrites the file (unless the key was not there).
    ///
    /// - Throws: ``KeyValueStoreError`` when the file cannot be written; the store and the
    ///   file then hold what they held before.
    public func removeValue(forKey key: String) throws(KeyValueStoreError) {
        guard values[key] != nil else { return }
        var changed = values
        changed[key] = nil
        try write(changed)
    }

    /// Writes the values to the file and keeps them once they are on disk.
    private func write(_ changed: [String: String]) throws(KeyValueStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(changed)
        } catch {
            throw KeyValueStoreError(path: path, reason: "\(error)")
        }
        do {
            // Foundation writes a temporary file in the same folder and renames it into place.
            try (data + Data([UInt8(ascii: "\n")])).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw KeyValueStoreError(path: path, reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
        values = changed
    }
}
