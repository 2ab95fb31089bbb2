import AppleResources
import LocalizedStrings

extension Array where Element == StringTable {
    /// The keys of the tables' entries, each once, without a String Catalog's implicit
    /// entries when `skippingImplicit` is set.
    ///
    /// The languages of a catalog repeat most keys (Wikipedia: 4,234 keys in 660,000
    /// entries), so runs of tables are read on all cores, each into a set of its own, and the
    /// few sets are joined after. The entries are read in place, never copied.
    func keySet(skippingImplicit: Bool = false) -> Set<String> {
        let runLength = Swift.max(1, (count + Self.keySetRuns - 1) / Self.keySetRuns)
        let runs = stride(from: 0, to: count, by: runLength).map { $0..<Swift.min($0 + runLength, count) }
        let sets = runs.concurrentMap { [self] run in
            var keys: Set<String> = []
            for table in run {
                self[table].entries.withUnsafeBufferPointer { entries in
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

    /// How many runs ``keySet(skippingImplicit:)`` reads the tables in: a few per core.
    private static let keySetRuns = 8
}
