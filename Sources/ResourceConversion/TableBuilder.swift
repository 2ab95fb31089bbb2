import LocalizedStrings

/// A table being built, with an index of its keys.
struct TableBuilder: Sendable {
    var table: StringTable
    private var indexByKey: [String: Int] = [:]

    init(_ table: StringTable) {
        self.table = table
        for (index, entry) in table.entries.enumerated() { indexByKey[entry.key] = index }
    }

    /// Adds an entry; a later locale folder mapping to the same Apple locale replaces it.
    mutating func add(_ entry: Entry) {
        // One hash of the key for a new one (every key of a locale, fills included).
        if let index = indexByKey.updateValue(table.entries.count, forKey: entry.key) {
            indexByKey[entry.key] = index
            table.entries[index] = entry
        } else {
            table.entries.append(entry)
        }
    }

    /// Makes room for `count` more entries.
    mutating func reserveCapacity(_ count: Int) {
        table.entries.reserveCapacity(table.entries.count + count)
        indexByKey.reserveCapacity(table.entries.count + count)
    }
}
