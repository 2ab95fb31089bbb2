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

/// Translation pairs with the traits of each pair's translation and source beside them, in
/// the same order: a rule's filter reads only the traits.
struct TranslationPairList: Sendable {
    private(set) var pairs: [TranslationPair] = []
    private(set) var traits: [(entry: EntryTraits, source: EntryTraits)] = []

    mutating func reserveCapacity(_ count: Int) {
        pairs.reserveCapacity(count)
        traits.reserveCapacity(count)
    }

    mutating func append(_ pair: TranslationPair) {
        pairs.append(pair)
        traits.append((pair.entry.traits, pair.source.traits))
    }

    mutating func append(contentsOf other: TranslationPairList) {
        pairs += other.pairs
        traits += other.traits
    }
}

extension LintContext {
    /// Calls `body` with every translated entry that has a source entry, in every set.
    ///
    /// - Parameters:
    ///   - includingVariants: Whether Android folders with other qualifiers (`values-night`,
    ///     `values-fr-v21`) count as translations of `values/`.
    ///   - filter: Which pairs to visit, by the traits of the translation and of the source;
    ///     the others are passed over without being read.
    public func forEachTranslationPair(includingVariants: Bool = true,
                                       where filter: (_ entry: EntryTraits, _ source: EntryTraits) -> Bool = { _, _ in true },
                                       _ body: (TranslationPair) -> Void) {
        let list = includingVariants ? translationPairs : translationPairsWithoutVariants
        for index in list.traits.indices where filter(list.traits[index].entry, list.traits[index].source) { body(list.pairs[index]) }
    }

    /// Calls `body` with every entry of every language, the source included.
    ///
    /// - Parameter filter: Which entries to visit, by their traits; the others are passed over
    ///   without being read.
    public func forEachEntry(where filter: (EntryTraits) -> Bool = { _ in true }, _ body: (LocaleResources, LocatedEntry) -> Void) {
        for set in sets {
            for resources in set.all {
                for index in resources.traits.indices where filter(resources.traits[index]) { body(resources, resources.entries[index]) }
            }
        }
    }
}

extension LocaleResources {
    /// The entry with a key and Android product; the default variant when that product has none.
    public func entry(key: String, product: String?) -> LocatedEntry? {
        self[key].map { variant(of: $0, product: product) }
    }

    /// The variant of a key's entry (``subscript(key:)``) for an Android product: that
    /// product's entry, else the entry itself.
    func variant(of found: LocatedEntry, product: String?) -> LocatedEntry {
        guard let product, found.entry.product != product else { return found }
        return entries.first { $0.key == found.key && $0.entry.product == product } ?? found
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
    /// - Parameter filter: Which entries to visit, by their traits; the source is looked up
    ///   only for those, and the others are passed over without being read.
    public func forEachEntryWithSource(where filter: (EntryTraits) -> Bool = { _ in true },
                                       _ body: (LocaleResources, LocatedEntry, LocatedEntry?) -> Void) {
        for set in sets {
            for resources in set.all {
                let source = resources.isSource ? nil : set.source
                for index in resources.traits.indices where filter(resources.traits[index]) {
                    let entry = resources.entries[index]
                    let sourceEntry = source?.entry(key: entry.key, product: entry.entry.product)
                    body(resources, entry, sourceEntry.flatMap { entry.isSameResource(as: $0) ? $0 : nil })
                }
            }
        }
    }
}
