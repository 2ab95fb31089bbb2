import LocalizedStrings

/// Entries grouped by a key, groups in first-seen order.
///
/// The groups are kept as they are asked for, so that reading them all (which conversion does
/// several times per locale) allocates nothing; a group is found by its key through an index.
struct OrderedGroups<Key: Hashable & Sendable>: Sendable {
    /// The groups in order, without looking each one up.
    private(set) var groups: [(key: Key, entries: [Entry])] = []
    private var indexByKey: [Key: Int] = [:]

    /// The group keys, in the order their first entry came.
    var keys: [Key] { groups.map(\.key) }

    /// Whether no entry was added.
    var isEmpty: Bool { groups.isEmpty }

    mutating func reserveCapacity(_ count: Int) {
        groups.reserveCapacity(count)
        indexByKey.reserveCapacity(count)
    }

    /// Where an entry is: its group and its place in the group.
    struct Place {
        var group: Int
        var position: Int
    }

    /// Appends an entry to its group, and says where it is.
    @discardableResult
    mutating func append(_ entry: Entry, to key: Key) -> Place {
        if let index = indexByKey[key] {
            groups[index].entries.append(entry)
            return Place(group: index, position: groups[index].entries.count - 1)
        }
        indexByKey[key] = groups.count
        groups.append((key, [entry]))
        return Place(group: groups.count - 1, position: 0)
    }

    /// The entry at a place ``append(_:to:)`` gave; setting it replaces the entry there.
    subscript(place: Place) -> Entry {
        get { groups[place.group].entries[place.position] }
        set { groups[place.group].entries[place.position] = newValue }
    }

    /// Whether a group has the key.
    func contains(_ key: Key) -> Bool {
        indexByKey[key] != nil
    }

    /// The group's entries, in the order they came.
    subscript(key: Key) -> [Entry] {
        indexByKey[key].map { groups[$0].entries } ?? []
    }
}
