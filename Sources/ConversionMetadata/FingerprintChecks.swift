import LocalizedStrings
import SystemSupport

/// Checks of entries against the ``Fingerprint`` a record holds, remembered for one conversion.
///
/// Converting back, every filled gap (and every group with a record) is checked: are its
/// entries still the ones the record's fingerprint was made of? A key filled in many locales is
/// checked once in each, over the same entries. Entries that were found to match a fingerprint are
/// kept, and later entries that agree with them in what a fingerprint is made of match without
/// being fingerprinted again (comparing costs a fraction of writing their canonical JSON). Safe
/// to use from several threads.
public final class FingerprintChecks: Sendable {
    /// The entries that matched, by their fingerprint's number (``Fingerprint/number(of:)``):
    /// hashing a number costs less than hashing its text.
    private let matched = Locked<[UInt64: [Entry]]>([:])

    /// Creates an empty set of checks.
    public init() {}

    /// Whether `entries` have the fingerprint `fingerprint`.
    public func match(_ entries: [Entry], _ fingerprint: String) -> Bool {
        // A text that is no fingerprint of ours is no entries' fingerprint.
        guard let number = Fingerprint.number(of: fingerprint) else { return false }
        if let known = entriesThatMatched(number), Self.agree(known, entries) { return true }
        return remember(entries, ifTheyHave: number)
    }

    /// Whether Apple entries as a reader read them (with their records and locations) have the
    /// fingerprint: the same answer as ``match(_:_:)`` of the entries without what a
    /// conversion added (``KeptMetadata/strippedApple(_:)``), which are made only when no
    /// entries that matched before agree with these.
    ///
    /// (Inlinable, so that it is specialized for the caller's collection: called through a
    /// protocol, walking the entries cost more than stripping them.)
    ///
    /// - Parameters:
    ///   - entries: The entries, where their tables hold them.
    ///   - fingerprint: The fingerprint's number (``Fingerprint/number(of:)``).
    @inlinable
    public func match(appleEntriesAsRead entries: some RandomAccessCollection<Entry>, _ fingerprint: UInt64) -> Bool {
        if let known = entriesThatMatched(fingerprint), known.count == entries.count {
            var position = entries.startIndex
            var agree = true
            for index in known.indices {
                // Both entries are read in place.
                guard Self.agree(known[index], appleEntryAsRead: entries[position]) else {
                    agree = false
                    break
                }
                position = entries.index(after: position)
            }
            if agree { return true }
        }
        return remember(entries.map(KeptMetadata.strippedApple), ifTheyHave: fingerprint)
    }

    /// The entries that last matched the fingerprint, if any did.
    @usableFromInline
    func entriesThatMatched(_ fingerprint: UInt64) -> [Entry]? {
        matched.withLock { $0[fingerprint] }
    }

    /// Whether the entries have the fingerprint, remembering them if they do.
    @usableFromInline
    func remember(_ entries: [Entry], ifTheyHave fingerprint: UInt64) -> Bool {
        guard Fingerprint.number(of: Fingerprint.of(entries)) == fingerprint else { return false }
        matched.withLock { $0[fingerprint] = entries }
        return true
    }

    /// Whether the entries are the same in all that a ``Fingerprint`` is made of (keys, values,
    /// comments, translatability), so that they have the same one. Compared field by field in
    /// place: whole entries would be copied, and compared in what the fingerprint leaves out.
    private static func agree(_ lhs: [Entry], _ rhs: [Entry]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in lhs.indices {
            guard lhs[index].key == rhs[index].key, lhs[index].isTranslatable == rhs[index].isTranslatable,
                  lhs[index].comment == rhs[index].comment, lhs[index].value == rhs[index].value else { return false }
        }
        return true
    }

    /// ``agree(_:_:)`` of an entry that matched and an Apple entry as read, as if this were
    /// stripped: stripping changes, of what is compared, only the comment, to its human part.
    @inlinable
    static func agree(_ known: Entry, appleEntryAsRead entry: Entry) -> Bool {
        known.key == entry.key && known.isTranslatable == entry.isTranslatable
            && sameComment(known.comment, MetadataComment.humanPartInPlace(of: entry.comment)) && known.value == entry.value
    }

    @usableFromInline
    static func sameComment(_ known: String?, _ humanPart: Substring?) -> Bool {
        switch (known, humanPart) {
        case (nil, nil): true
        case let (known?, humanPart?): known == humanPart
        default: false
        }
    }
}
