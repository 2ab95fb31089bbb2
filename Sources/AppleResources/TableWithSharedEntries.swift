import LocalizedStrings

/// A table whose own entries are followed by blocks of entries it shares with other tables
/// (``SharedEntries``), as a conversion that fills each locale's gaps produces them.
///
/// ``materialized`` is the one table a reader of the written file would see; a writer that
/// knows the blocks can write each block's text once for all the files that hold it.
public struct TableWithSharedEntries: Sendable {
    /// The table, with the entries that are its own.
    public var table: StringTable
    /// The shared blocks that follow the table's own entries, in order.
    public var shared: [SharedEntries]

    /// A table without shared entries.
    public init(_ table: StringTable) {
        self.table = table
        shared = []
    }

    /// A table whose own entries are followed by shared blocks.
    public init(_ table: StringTable, shared: [SharedEntries]) {
        self.table = table
        self.shared = shared
    }

    /// The number of entries, own and shared.
    public var entryCount: Int {
        shared.reduce(table.entries.count) { $0 + $1.entries.count }
    }

    /// The table with the shared entries after its own.
    public var materialized: StringTable {
        guard !shared.isEmpty else { return table }
        var whole = table
        whole.entries.reserveCapacity(entryCount)
        for block in shared { whole.entries += block.entries }
        return whole
    }
}
