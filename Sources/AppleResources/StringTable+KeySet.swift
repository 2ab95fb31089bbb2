import LocalizedStrings
import SystemSupport

extension Array where Element == StringTable {
    /// The keys of the tables' entries, each once, without a String Catalog's implicit
    /// entries when `skippingImplicit` is set.
    public func keySet(skippingImplicit: Bool = false) -> Set<String> {
        EntryLists.keySet(map(\.entries), skippingImplicit: skippingImplicit)
    }
}

extension Array where Element == TableWithSharedEntries {
    /// The keys of the tables' entries, own and shared (each block read once), each once,
    /// without a String Catalog's implicit entries when `skippingImplicit` is set.
    public func keySet(skippingImplicit: Bool = false) -> Set<String> {
        var seen: Set<ObjectIdentifier> = []
        let blocks = flatMap(\.shared).filter { seen.insert(ObjectIdentifier($0)).inserted }
        return EntryLists.keySet(map(\.table.entries) + blocks.map(\.entries), skippingImplicit: skippingImplicit)
    }
}

private enum EntryLists {
    /// The keys of the lists' entries, each once.
    ///
    /// The languages of a catalog repeat most keys (there are about as many entries as keys
    /// times languages), so runs of lists are read on all cores, each into a set of its own,
    /// and the few sets, each about the size of the result, are joined after. The entries are read in place, never copied.
    static func keySet(_ lists: [[Entry]], skippingImplicit: Bool) -> Set<String> {
        let runLength = Swift.max(1, (lists.count + keySetRuns - 1) / keySetRuns)
        let runs = stride(from: 0, to: lists.count, by: runLength).map { $0..<Swift.min($0 + runLength, lists.count) }
        let sets = runs.concurrentMap { run in
            var keys: Set<String> = []
            for list in run {
                lists[list].withUnsafeBufferPointer { entries in
                    for index in entries.indices {
                        if skippingImplicit, entries[index].details[StringCatalogEntryDetails.self]?.isImplicit == true { continue }
                        // Looked up first: inserting a key the set has returns (copies) it.
                        if !keys.contains(entries[index].key) { keys.insert(entries[index].key) }
                    }
                }
            }
            return keys
        }
        guard var keys = sets.first else { return [] }
        for other in sets.dropFirst() { keys.formUnion(other) }
        return keys
    }

    /// How many runs ``keySet(_:skippingImplicit:)`` reads the lists in: a few per core.
    private static let keySetRuns = 8
}
