import Foundation
import LocalizedStrings

/// The files of a lint run, read once when a rule first needs their text, from any thread.
final class SourceFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: SourceFile?] = [:]
    private var entryStarts: [String: [Int]] = [:]
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
        lock.lock()
        if let cached = files[path] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let loaded = SourceFile(path: path)
        lock.lock()
        files[path] = loaded
        lock.unlock()
        return loaded
    }

    /// The byte offset where the next entry after `offset` starts in the file, or the file's end.
    func entryEnd(after offset: Int, in file: SourceFile) -> Int {
        lock.lock()
        var starts = entryStarts[file.path]
        lock.unlock()
        if starts == nil {
            let computed = (locationsByPath[file.path] ?? []).compactMap { file.offset(of: $0) }.sorted()
            lock.lock()
            entryStarts[file.path] = computed
            lock.unlock()
            starts = computed
        }
        let sorted = starts!
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count ? sorted[low] : file.bytes.count
    }
}
