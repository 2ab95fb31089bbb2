import LocalizedStrings

/// Entries grouped by a key, groups in first-seen order.
///
/// The groups are kept as they are asked for, so that reading them all (which conversion does
/// several times per locale) allocates nothing; a group is found by its key through an index.
struct OrderedGroups<Key: Hashable & Sendable>: Sendable {
    /// The groups in order, without looking each one up.
    private(set) var groups: [(key: Key, entries: [Entry])] = []
    private var indexByKey: [Key: Int] = [:]

    /// Whether no entry was added.
    var isEmpty: Bool { groups.isEmpty }

    mutating func reserveCapacity(_ count: Int) {
        groups.reserveCapacity(count)
        indexByKey.reserveCapacity(count)
    }

    /// The index in ``groups`` of the key's group, which is added, empty, when there is none.
    mutating func indexAdding(_ key: Key) -> Int {
        let index = indexByKey.value(forKey: key, insertingIfAbsent: groups.count)
        if index == groups.count { groups.append((key, [])) }
        return index
    }

    /// The position of the group of `key` in ``groups``.
    func index(of key: Key) -> Int? {
        indexByKey[key]
    }

    /// Appends an entry to the group at an index of ``groups``.
    mutating func append(_ entry: Entry, toGroupAt index: Int) {
        groups[index].entries.append(entry)
    }
}
