import LocalizedStrings
import SystemSupport

/// The files of a lint run, read once when a rule first needs their text, from any thread.
final class SourceFiles: Sendable {
    private let files = Locked<[String: SourceFile?]>([:])
    private let entryStarts = Locked<[String: [Int]]>([:])
    private let locationsByPath: [String: [SourceLocation]]

    /// - Parameter tables: The tables read; their entries' positions bound the search for text
    ///   inside one entry.
    init(tables: [StringTable]) {
        var locations: [String: [SourceLocation]] = [:]
        for table in tables {
            locations[table.path, default: []] += table.entries.compactMap(\.location)
        }
        locationsByPath = locations
    }

    /// The file at a path, or `nil` when it cannot be read.
    func file(_ path: String) -> SourceFile? {
        if let cached = files.withLock({ $0[path] }) { return cached }
        // Read outside the lock, so that other threads' files are not held up by this one.
        let loaded = SourceFile(path: path)
        files.withLock { $0[path] = loaded }
        return loaded
    }

    /// The byte offset where the next entry after `offset` starts in the file, or the file's end.
    func entryEnd(after offset: Int, in file: SourceFile) -> Int {
        let sorted: [Int]
        if let cached = entryStarts.withLock({ $0[file.path] }) {
            sorted = cached
        } else {
            sorted = (locationsByPath[file.path] ?? []).compactMap { file.offset(of: $0) }.sorted()
            entryStarts.withLock { $0[file.path] = sorted }
        }
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count ? sorted[low] : file.bytes.count
    }
}
