import AppleResources
import LocalizedStrings

/// One output table of a locale as it is built: its own groups' entries, then the blocks of
/// the gaps it fills (``SharedEntries``), which other locales' tables share.
///
/// A later entry with the key of an earlier one replaces it in place (``TableBuilder``). The
/// blocks stay shared when none of their keys can be in the table already; otherwise the
/// table is made whole, in the same order, and replaces as adding entry by entry does. A key
/// that is its group's name, or an item of it (``isNamed(_:by:)``), is no other group's key;
/// a fill's group is none of the locale's own, nor another fill's; so when every key of the
/// table is named by its group (a key kept from Apple may not be), fills meet no key, and
/// nothing is looked up per fill.
struct SharingTableBuilder {
    private var builder: TableBuilder
    private var shared: [SharedEntries] = []
    /// Whether every key so far is named by its group, own or filled.
    private var keysAreNamed = true

    /// An empty table, with room for `count` entries of the locale's own groups.
    init(_ table: StringTable, reservingCapacity count: Int = 0) {
        builder = TableBuilder(table)
        builder.reserveCapacity(count)
    }

    /// Whether `key` is `name`, or an item of it (`name[0]`, `name[product=tablet]`), and
    /// `name` has no `[`: then the group's name is all of the key before its first `[`, and
    /// keys of two groups so named differ.
    static func isNamed(_ key: String, by name: String) -> Bool {
        var (key, name) = (key, name)
        return key.withUTF8 { key in
            name.withUTF8 { name in
                guard key.count >= name.count, key.count == name.count || key[name.count] == UInt8(ascii: "[") else { return false }
                for index in name.indices where name[index] != key[index] || name[index] == UInt8(ascii: "[") { return false }
                return true
            }
        }
    }

    /// Whether every key of a block of the group `name` is named by it, each once: what
    /// ``addShared(_:keysAreNamed:)`` needs to know of a block.
    static func keysAreNamed(_ entries: [Entry], by name: String) -> Bool {
        entries.allSatisfy { isNamed($0.key, by: name) } && (entries.count == 1 || Set(entries.map(\.key)).count == entries.count)
    }

    /// Adds an entry of one of the locale's own groups, `name`.
    mutating func addOwn(_ entry: Entry, group name: String) {
        if keysAreNamed && !Self.isNamed(entry.key, by: name) { keysAreNamed = false }
        builder.add(entry)
    }

    /// Adds the block of a gap fill, and whether its keys are named by its group
    /// (``keysAreNamed(_:by:)``).
    mutating func addShared(_ block: SharedEntries, keysAreNamed named: Bool) {
        if !named { keysAreNamed = false }
        shared.append(block)
    }

    /// The table: its own entries and the shared blocks, or every entry as its own when a
    /// block may hold a key the table had.
    var table: TableWithSharedEntries {
        guard !keysAreNamed, !shared.isEmpty else { return TableWithSharedEntries(builder.table, shared: shared) }
        var replaying = builder
        for block in shared {
            for entry in block.entries { replaying.add(entry) }
        }
        return TableWithSharedEntries(replaying.table)
    }
}

/// The block of a gap fill template's entries that locales lacking the group share, and
/// whether its keys are named by the group (``SharingTableBuilder/keysAreNamed(_:by:)``).
struct SharedFillBlock: Sendable {
    var block: SharedEntries
    var keysAreNamed: Bool

    /// The block of `entries`, of the group `name`, held by tables of `format`.
    init(_ entries: [Entry], name: String, format: ResourceFormat) {
        block = SharedEntries(entries, format: format)
        keysAreNamed = SharingTableBuilder.keysAreNamed(entries, by: name)
    }

    /// Adds the block to a table.
    func add(to table: inout SharingTableBuilder) {
        table.addShared(block, keysAreNamed: keysAreNamed)
    }
}
