import LocalizedStrings

/// Checks of entries against the ``Fingerprint`` a record holds, remembered for one conversion.
///
/// Converting back, every filled gap (and every group with a record) is checked: are its
/// entries still the ones the record's fingerprint was made of? A key filled in 150 locales is
/// checked 150 times over the same entries. Entries that were found to match a fingerprint are
/// kept, and later entries equal to them match without being fingerprinted again (comparing
/// costs a fraction of writing their canonical JSON). Safe to use from several threads.
public final class FingerprintChecks: Sendable {
    private let matched = Locked<[String: [Entry]]>([:])

    /// Creates an empty set of checks.
    public init() {}

    /// Whether `entries` have the fingerprint `fingerprint`.
    public func match(_ entries: [Entry], _ fingerprint: String) -> Bool {
        if let known = matched.withLock({ $0[fingerprint] }), known == entries { return true }
        guard Fingerprint.of(entries) == fingerprint else { return false }
        matched.withLock { $0[fingerprint] = entries }
        return true
    }
}
