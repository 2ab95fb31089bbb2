import LocalizedStrings

/// A translated entry beside the source-language entry it translates.
public struct TranslationPair: Sendable {
    /// The translation's language resources (a translation, or an Android variant folder).
    public var resources: LocaleResources
    /// The translated entry.
    public var entry: LocatedEntry
    /// The source-language entry with the same key (and product).
    public var source: LocatedEntry

    /// The units both entries have, in the translation's order.
    public var sharedUnits: [String] {
        let sourceUnits = Set(source.units)
        return entry.units.filter { sourceUnits.contains($0) }
    }
}

extension LintContext {
    /// Calls `body` with every translated entry that has a source entry, in every set.
    ///
    /// - Parameter includingVariants: Whether Android folders with other qualifiers
    ///   (`values-night`, `values-fr-v21`) count as translations of `values/`.
    public func forEachTranslationPair(includingVariants: Bool = true, _ body: (TranslationPair) -> Void) {
        for pair in includingVariants ? translationPairs : translationPairsWithoutVariants { body(pair) }
    }

    /// Calls `body` with every entry of every language, the source included.
    public func forEachEntry(_ body: (LocaleResources, LocatedEntry) -> Void) {
        for set in sets {
            for resources in set.all {
                for entry in resources.entries { body(resources, entry) }
            }
        }
    }
}

extension LocaleResources {
    /// The entry with a key and Android product; the default variant when that product has none.
    public func entry(key: String, product: String?) -> LocatedEntry? {
        guard let found = self[key] else { return nil }
        guard let product, found.entry.product != product else { return found }
        return entries.first { $0.key == key && $0.entry.product == product } ?? found
    }
}

extension LocatedEntry {
    /// The piece of this (source) entry that corresponds to a translation's piece: the same
    /// role, else for a plural form the `other` form, else the whole string.
    public func piece(matching piece: TextPiece) -> TextPiece? {
        if let same = pieces.first(where: { $0.role == piece.role }) { return same }
        let unitPieces = pieces(inUnit: piece.unit)
        if let other = unitPieces.first(where: { $0.category == .other }) { return other }
        return unitPieces.last
    }
}

extension LintContext {
    /// Calls `body` with every entry of every language and the source-language entry with
    /// the same key (`nil` for the source itself and for keys the source lacks).
    ///
    /// - Parameter filter: Which entries to visit; the source is looked up only for those.
    public func forEachEntryWithSource(where filter: (LocatedEntry) -> Bool = { _ in true },
                                       _ body: (LocaleResources, LocatedEntry, LocatedEntry?) -> Void) {
        for set in sets {
            for resources in set.all {
                let source = resources.isSource ? nil : set.source
                for entry in resources.entries where filter(entry) {
                    let sourceEntry = source?.entry(key: entry.key, product: entry.entry.product)
                    body(resources, entry, sourceEntry.flatMap { entry.isSameResource(as: $0) ? $0 : nil })
                }
            }
        }
    }
}
