/// A translated entry that the source language does not have as the same resource: it has no
/// entry of the key, or one of another kind (an Android `<string>` translated as `<plurals>`).
public struct UnpairedEntry: Sendable {
    /// The translation's language resources (a translation, or an Android variant folder).
    public var resources: LocaleResources
    /// The translated entry.
    public var entry: LocatedEntry
    /// The set's source language.
    public var sourceResources: LocaleResources
    /// The source's entry of the key, of another kind; `nil` when the source lacks the key.
    public var source: LocatedEntry?
}
