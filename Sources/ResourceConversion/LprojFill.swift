import LocalizedStrings

/// A gap fill template as `.lproj` tables hold it: its Apple entries, record kept, in the
/// block of the `.strings` table and the block of the `.stringsdict` table that every locale
/// lacking the group shares (``SharedEntries``).
struct LprojFill: Sendable {
    /// The entries of the `.strings` table, or `nil` when there are none.
    var strings: SharedEntries?
    /// The entries of the `.stringsdict` table (plurals, device variants), or `nil`.
    var dictionary: SharedEntries?
    /// Whether every key is the group's name or one of its items, each once
    /// (``LprojLocaleTables/isNamed(_:by:)``).
    var keysAreNamed: Bool

    /// The blocks of the `.lproj` entries of the group `name`.
    init(_ entries: [Entry], name: String) {
        let (strings, dictionary) = (entries.filter { !$0.value.belongsInStringsDict }, entries.filter(\.value.belongsInStringsDict))
        self.strings = strings.isEmpty ? nil : SharedEntries(strings, format: .strings)
        self.dictionary = dictionary.isEmpty ? nil : SharedEntries(dictionary, format: .stringsdict)
        keysAreNamed = entries.allSatisfy { LprojLocaleTables.isNamed($0.key, by: name) }
            && (entries.count == 1 || Set(entries.map(\.key)).count == entries.count)
    }
}

/// One locale's `.strings` and `.stringsdict` tables as they are built: its own groups'
/// entries, then the blocks of the gaps it fills.
///
/// A later entry with the key of an earlier one replaces it (``TableBuilder``). The blocks of
/// fills are kept shared when none of their keys can be in the table already; otherwise the
/// table is made whole, in the same order, and replaces as adding entry by entry does. A key
/// that is its group's name, or an item of it (``isNamed(_:by:)``), is no other group's key;
/// a fill's group is none of the locale's own, nor another fill's; so when every key of the
/// locale is named by its group (a key kept from Apple may not be), fills meet no key, and
/// nothing is looked up per fill.
struct LprojLocaleTables {
    private var strings: TableBuilder
    private var dictionary: TableBuilder
    private var stringsShared: [SharedEntries] = []
    private var dictionaryShared: [SharedEntries] = []
    /// Whether every key so far is named by its group, own or filled.
    private var keysAreNamed = true

    /// Empty tables, with room for `ownEntries` entries of the locale's own groups.
    init(strings: StringTable, dictionary: StringTable, ownEntries: Int) {
        self.strings = TableBuilder(strings)
        self.dictionary = TableBuilder(dictionary)
        self.strings.reserveCapacity(ownEntries)
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

    /// Adds the `.lproj` entries of one of the locale's own groups, `name`.
    mutating func addOwn(_ entries: [Entry], name: String) {
        for entry in entries {
            if keysAreNamed && !Self.isNamed(entry.key, by: name) { keysAreNamed = false }
            if entry.value.belongsInStringsDict {
                dictionary.add(entry)
            } else {
                strings.add(entry)
            }
        }
    }

    /// Adds the blocks of a gap fill.
    mutating func addShared(_ fill: LprojFill) {
        if !fill.keysAreNamed { keysAreNamed = false }
        if let block = fill.strings { stringsShared.append(block) }
        if let block = fill.dictionary { dictionaryShared.append(block) }
    }

    /// The tables with entries (a folder without entries gets no file: Foundation cannot read
    /// an empty `.strings` file).
    var tables: [ConvertedTable] {
        [Self.table(strings, stringsShared, whole: !keysAreNamed), Self.table(dictionary, dictionaryShared, whole: !keysAreNamed)]
            .filter { $0.entryCount > 0 }
    }

    private static func table(_ builder: TableBuilder, _ shared: [SharedEntries], whole: Bool) -> ConvertedTable {
        guard whole, !shared.isEmpty else { return ConvertedTable(builder.table, shared: shared) }
        var replaying = builder
        for block in shared {
            for entry in block.entries { replaying.add(entry) }
        }
        return ConvertedTable(replaying.table)
    }
}
