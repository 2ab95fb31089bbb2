import LocalizedStrings

/// Checks of entries against the ``Fingerprint`` a record holds, remembered for one conversion.
///
/// Converting back, every filled gap (and every group with a record) is checked: are its
/// entries still the ones the record's fingerprint was made of? A key filled in 150 locales is
/// checked 150 times over the same entries. Entries that were found to match a fingerprint are
/// kept, and later entries that agree with them in what a fingerprint is made of match without
/// being fingerprinted again (comparing costs a fraction of writing their canonical JSON). Safe
/// to use from several threads.
public final class FingerprintChecks: Sendable {
    private let matched = Locked<[String: [Entry]]>([:])

    /// Creates an empty set of checks.
    public init() {}

    /// Whether `entries` have the fingerprint `fingerprint`.
    public func match(_ entries: [Entry], _ fingerprint: String) -> Bool {
        if let known = matched.withLock({ $0[fingerprint] }), Self.agree(known, entries) { return true }
        guard Fingerprint.of(entries) == fingerprint else { return false }
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
}
