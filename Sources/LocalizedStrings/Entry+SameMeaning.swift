
extension Entry {
    /// The stored properties ``hasSameMeaning(as:)`` compares: all but `location` (`rare` is
    /// where an entry keeps `product` and `state`). A test checks this list against the type,
    /// so that a new property is not left out.
    public static let meaningProperties = ["key", "value", "comment", "isTranslatable", "isFormatted", "rare", "details"]

    /// Whether the entries are the same but for their source locations, as
    /// `withoutLocation == other.withoutLocation`, without copying either: a catalog update
    /// compares every entry of every language, and each copy retains strings that every
    /// language shares (the source file's path), which the cores then take turns at.
    public func hasSameMeaning(as other: Entry) -> Bool {
        key == other.key && value == other.value && comment == other.comment && isTranslatable == other.isTranslatable
            && isFormatted == other.isFormatted && product == other.product && state == other.state && details == other.details
    }
}
