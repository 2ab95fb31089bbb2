/// What an update did to the entries of one file, by identity.
///
/// Each list holds an identity once; the lists of what was added and what was left unchanged
/// are sets, in no particular order (a conversion's files with the same entries share one).
public struct UpdateOutcome: Sendable, Hashable {
    /// Entries the conversion wrote that the file did not have.
    public var added: [ResourceIdentity] = []
    /// Entries the conversion wrote over different ones.
    public var changed: [ResourceIdentity] = []
    /// Entries the conversion wrote as they already were.
    public var unchanged: [ResourceIdentity] = []
    /// Entries an earlier conversion wrote whose source is gone.
    public var removed: [ResourceIdentity] = []
    /// Entries the conversion did not write: the user's own, left where they are.
    public var kept: [ResourceIdentity] = []

    /// Creates an empty outcome.
    public init() {}

    /// `3 added, 1 changed, 1 removed (string/farewell), 12 kept`, naming only what happened,
    /// and the removed entries (up to three) by identity.
    public var summary: String {
        var parts: [String] = []
        if !added.isEmpty { parts.append("\(added.count) added") }
        if !changed.isEmpty { parts.append("\(changed.count) changed") }
        if !removed.isEmpty {
            let names = removed.prefix(3).map(\.text).joined(separator: ", ") + (removed.count > 3 ? ", …" : "")
            parts.append("\(removed.count) removed (\(names))")
        }
        if !kept.isEmpty { parts.append("\(kept.count) kept") }
        return parts.isEmpty ? "no change" : parts.joined(separator: ", ")
    }
}
