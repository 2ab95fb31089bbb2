import LocalizedStrings

/// The entries of several tables grouped by a key, groups in the order their first entry
/// came, each entry referred to where its table holds it instead of copied.
///
/// The Apple → Android converter merges every locale's `.strings` and `.stringsdict` tables
/// into groups, every entry of every locale. Copied into arrays of their own, one per group,
/// those entries were a second model as large as the tables, and each copy retained every
/// string in it; a reference is two integers. A group is made into an array of entries only
/// when it is read.
struct GroupedEntries<Key: Hashable & Sendable>: Sendable {
    /// Where an entry is: its table, and its place there.
    struct Reference: Sendable {
        var table: Int
        var position: Int
    }

    /// Where an entry is among the groups: its group, and its place in the group.
    struct Place {
        var group: Int
        var position: Int
    }

    /// The tables' entries, shared with the tables.
    private var tables: [[Entry]] = []
    /// The group keys, in the order their first entry came.
    private(set) var keys: [Key] = []
    /// Each group's first entry.
    private var firsts: [Reference] = []
    /// The other entries of the groups that have several (array items, product variants), by group.
    private var others: [Int: [Reference]] = [:]
    private var indexByKey: [Key: Int] = [:]

    /// Groups of the entries of `tables`, which ``append(_:to:)`` then adds by reference.
    init(tables: [[Entry]] = []) {
        self.tables = tables
        let count = tables.reduce(0) { $0 + $1.count }
        keys.reserveCapacity(count)
        firsts.reserveCapacity(count)
        indexByKey.reserveCapacity(count)
    }

    /// The entry a reference names.
    subscript(reference: Reference) -> Entry {
        tables[reference.table][reference.position]
    }

    /// Appends a table's entry to its group, and says where it is.
    @discardableResult
    mutating func append(_ reference: Reference, to key: Key) -> Place {
        // The key is hashed once: its group's index is inserted if it has none.
        let next = keys.count
        var isNew = false
        let group = Self.value(of: &indexByKey[key, default: { isNew = true; return next }()])
        guard !isNew else {
            keys.append(key)
            firsts.append(reference)
            return Place(group: next, position: 0)
        }
        others[group, default: []].append(reference)
        return Place(group: group, position: others[group]?.count ?? 0)
    }

    /// The value that a dictionary's `subscript(_:default:)` gives, inserting the default (in
    /// the one lookup that `_modify` makes) when the key has none.
    static func value<Value>(of slot: inout Value) -> Value {
        slot
    }

    /// The entry at a place ``append(_:to:)`` gave.
    subscript(place: Place) -> Entry {
        self[reference(at: place)]
    }

    /// Puts another table's entry at a place ``append(_:to:)`` gave.
    mutating func replace(_ place: Place, with reference: Reference) {
        if place.position == 0 {
            firsts[place.group] = reference
        } else {
            others[place.group]?[place.position - 1] = reference
        }
    }

    private func reference(at place: Place) -> Reference {
        place.position == 0 ? firsts[place.group] : others[place.group]?[place.position - 1] ?? firsts[place.group]
    }

    /// Whether a group has the key.
    func contains(_ key: Key) -> Bool {
        indexByKey[key] != nil
    }

    /// The first entry of a group, by its index in ``keys``.
    func first(ofGroup group: Int) -> Entry {
        self[firsts[group]]
    }

    /// The entries of a group, by its index in ``keys``, in the order they came.
    func entries(ofGroup group: Int) -> [Entry] {
        Array(self.group(group))
    }

    /// The entries of a group, by its index in ``keys``, in the order they came, read where
    /// their tables hold them: most groups of a locale are filled keys that converting back
    /// only compares and leaves out.
    func group(_ group: Int) -> Group {
        Group(tables: tables, first: firsts[group], others: others[group] ?? [])
    }

    /// The entries of one group, in the order they came.
    struct Group: RandomAccessCollection {
        fileprivate let tables: [[Entry]]
        fileprivate let first: Reference
        fileprivate let others: [Reference]

        var startIndex: Int { 0 }
        var endIndex: Int { others.count + 1 }

        /// The entry, lent where its table holds it rather than copied (a copy retains each
        /// of its strings).
        subscript(position: Int) -> Entry {
            _read {
                let reference = position == 0 ? first : others[position - 1]
                yield tables[reference.table][reference.position]
            }
        }
    }
}
