import LocalizedStrings

/// The entries of the files a conversion writes, each distinct set of them held once.
///
/// The manifest's records and the report keep every file's entries until the whole output is
/// committed, and most files of a table hold the same keys in every language (each locale's
/// gaps are filled): one array per set, rather than one per file, keeps that from growing
/// with the number of locales.
struct SharedEntrySets {
    /// The arrays held, by their count (a set's hash would cost hashing every entry once more).
    private var held: [Int: [[ResourceIdentity]]] = [:]

    /// A file's entries, with their set (made where the file is planned, on any core, so that
    /// only the comparison is left for ``shared(_:)``).
    struct Candidate: Sendable {
        var entries: [ResourceIdentity]
        var set: Set<ResourceIdentity>

        init(_ entries: [ResourceIdentity]) {
            self.entries = entries
            set = Set(entries)
        }
    }

    /// The array held for the candidate's set: the one an earlier file with the same entries
    /// gave (in that file's order; a file's entries are a set), else the candidate's own.
    mutating func shared(_ candidate: Candidate) -> [ResourceIdentity] {
        let same = held[candidate.set.count]?.first { $0.allSatisfy(candidate.set.contains) }
        if let same { return same }
        held[candidate.set.count, default: []].append(candidate.entries)
        return candidate.entries
    }
}
