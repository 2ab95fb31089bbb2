import LocalizedStrings

/// Entries grouped by a key, groups in first-seen order. Most groups hold one entry, so
/// entries are stored once in order, with extra members of a group listed aside.
struct OrderedGroups<Key: Hashable & Sendable>: Sendable {
    private var entries: [Entry] = []
    private var entryKeys: [Key] = []
    private var firstIndex: [Key: Int] = [:]
    private var moreIndices: [Int: [Int]] = [:]

    /// The group keys, in the order their first entry came.
    var keys: [Key] {
        entryKeys.indices.compactMap { index in firstIndex[entryKeys[index]] == index ? entryKeys[index] : nil }
    }

    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        entryKeys.reserveCapacity(count)
        firstIndex.reserveCapacity(count)
    }

    mutating func append(_ entry: Entry, to key: Key) {
        let index = entries.count
        entries.append(entry)
        entryKeys.append(key)
        if let first = firstIndex[key] {
            moreIndices[first, default: []].append(index)
        } else {
            firstIndex[key] = index
        }
    }

    /// The group's entries, in the order they came.
    subscript(key: Key) -> [Entry] {
        guard let first = firstIndex[key] else { return [] }
        guard let more = moreIndices[first] else { return [entries[first]] }
        return [entries[first]] + more.map { entries[$0] }
    }

    /// The groups in order, without looking each one up.
    var groups: [(key: Key, entries: [Entry])] {
        var result: [(key: Key, entries: [Entry])] = []
        result.reserveCapacity(firstIndex.count)
        for index in entries.indices where firstIndex[entryKeys[index]] == index {
            if let more = moreIndices[index] {
                result.append((entryKeys[index], [entries[index]] + more.map { entries[$0] }))
            } else {
                result.append((entryKeys[index], [entries[index]]))
            }
        }
        return result
    }
}
