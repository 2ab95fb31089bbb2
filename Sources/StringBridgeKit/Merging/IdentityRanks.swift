import LocalizedStrings
import ResourceConversion

/// The manifest's sorted entry lists of new Apple tables, from ranks computed once per run.
///
/// Every `.strings` file of a conversion that fills each locale's gaps lists nearly every key
/// of the app (Wikipedia: 160 files of ~3,300 keys), and sorting each list on its own compares
/// strings millions of times. Here the keys of the blocks of shared entries (``SharedEntries``:
/// the gap fill templates, of nearly every key of the app) are sorted once, and each block's
/// ranks found once. A file's list is then its blocks' ranks and its own keys' ranks marked in
/// a bitmap and read back in order (each once), merged with its own keys that no block has,
/// sorted on their own. The order is ``SortedIdentities``'s: the keys are ASCII (a table with
/// any other key is left to `SortedIdentities`), which `String`'s `<` orders as their bytes,
/// and two ASCII keys are the same identity exactly when their bytes are.
final class IdentityRanks: Sendable {
    private let rankOfKey: [String: Int]
    private let keys: [String]
    private let blockRanks: [ObjectIdentifier: [Int]]
    /// The blocks ranked, kept alive: an identifier names its block only while the block lives.
    private let blocks: [SharedEntries]

    /// Ranks for the keys of `blocks` (each once) of `.strings` and `.stringsdict` tables.
    init(_ blocks: [SharedEntries]) {
        let blocks = blocks.filter { $0.format == .strings || $0.format == .stringsdict }
        self.blocks = blocks
        var distinct: Set<String> = []
        for block in blocks {
            for index in block.entries.indices where Self.isASCII(block.entries[index].key) { distinct.insert(block.entries[index].key) }
        }
        keys = SortedIdentities.of(Array(distinct))
        var rankOfKey: [String: Int] = [:]
        rankOfKey.reserveCapacity(keys.count)
        for (rank, key) in keys.enumerated() { rankOfKey[key] = rank }
        self.rankOfKey = rankOfKey
        var blockRanks: [ObjectIdentifier: [Int]] = [:]
        blockRanks.reserveCapacity(blocks.count)
        for block in blocks {
            let ranks = block.entries.map { Self.isASCII($0.key) ? rankOfKey[$0.key] : nil }
            if ranks.allSatisfy({ $0 != nil }) { blockRanks[ObjectIdentifier(block)] = ranks.map { $0! } }
        }
        self.blockRanks = blockRanks
    }

    /// The distinct keys of one file's tables in `String`'s order, or `nil` when a table is not
    /// an Apple table of the run or holds a key that is not ASCII.
    func sortedKeys(of tables: [TableWithSharedEntries]) -> [String]? {
        var marked = [UInt64](repeating: 0, count: (keys.count + 63) / 64)
        var count = 0
        var unranked: [String] = []
        func mark(_ rank: Int) {
            let (word, bit) = (rank / 64, UInt64(1) << UInt64(rank % 64))
            if marked[word] & bit == 0 {
                marked[word] |= bit
                count += 1
            }
        }
        for table in tables {
            guard Self.ranks(table) else { return nil }
            // A block of one table alone (a fill that holds a reference) is read as its own entries.
            let blocks = table.shared.map { blockRanks[ObjectIdentifier($0)] }
            for entries in [table.table.entries] + zip(table.shared, blocks).compactMap({ $1 == nil ? $0.entries : nil }) {
                for index in entries.indices {
                    // A key of other characters may equal an ASCII one (U+212A KELVIN SIGN is "K").
                    guard Self.isASCII(entries[index].key) else { return nil }
                    if let rank = rankOfKey[entries[index].key] { mark(rank) } else { unranked.append(entries[index].key) }
                }
            }
            for case let ranks? in blocks {
                for rank in ranks { mark(rank) }
            }
        }
        // Keys no block has are not any ranked key; each comes once, in byte order, between them.
        let others = SortedIdentities.of(unranked)
        var sorted: [String] = []
        sorted.reserveCapacity(count + others.count)
        var next = 0
        for (word, bits) in marked.enumerated() where bits != 0 {
            var remaining = bits
            while remaining != 0 {
                let key = keys[word * 64 + remaining.trailingZeroBitCount]
                while next < others.count && others[next].utf8.lexicographicallyPrecedes(key.utf8) {
                    sorted.append(others[next])
                    next += 1
                }
                sorted.append(key)
                remaining &= remaining - 1
            }
        }
        sorted += others[next...]
        return sorted
    }

    /// Whether a table's identities are its keys: an Apple table, not a catalog's language.
    private static func ranks(_ table: TableWithSharedEntries) -> Bool {
        table.table.format == .strings || table.table.format == .stringsdict
    }

    /// Whether every byte of the key is ASCII, tested eight at a time where its bytes are at hand.
    private static func isASCII(_ key: String) -> Bool {
        let found = key.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            var any: UInt8 = 0
            for byte in utf8 { any |= byte }
            return any < 0x80
        }
        return found ?? key.utf8.allSatisfy { $0 < 0x80 }
    }
}
