import LocalizedStrings

extension EntryCodec {
    /// Whether two entries encode to the same JSON, with their values in ``Fingerprint``'s
    /// canonical order: `encode(a) == encode(b)` for `a` and `b` so ordered, found field by
    /// field without building either tree.
    ///
    /// Converting back compares every translated group with its round trip this way. The
    /// encoding keeps every stored property of an entry but its location, each in a form of
    /// its own (a string, a number's digits, members present only when the property is set:
    /// `comment`, `translatable` when false, `properties` when the details hold pairs), so two
    /// encodings are equal exactly when those properties are; the values are compared with
    /// `==`, which compares what the encoding writes of them (every stored property), after
    /// ordering. A test compares this with the encodings.
    public static func sameEncoding(_ lhs: Entry, _ rhs: Entry) -> Bool {
        lhs.key == rhs.key && lhs.comment == rhs.comment && lhs.isTranslatable == rhs.isTranslatable
            && lhs.isFormatted == rhs.isFormatted && lhs.product == rhs.product && lhs.state == rhs.state
            && sameValue(lhs.value, rhs.value) && sameDetails(lhs.details, rhs.details)
    }

    /// Whether the entries of two lists have ``sameEncoding(_:_:)``, one for one.
    public static func sameEncoding(_ lhs: [Entry], _ rhs: [Entry]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { sameEncoding($0, $1) }
    }

    private static func sameValue(_ lhs: EntryValue, _ rhs: EntryValue) -> Bool {
        // Text, which most values are, has no order to make.
        if case .text(let left) = lhs, case .text(let right) = rhs { return left == right }
        return Fingerprint.canonicalOrder(lhs) == Fingerprint.canonicalOrder(rhs)
    }

    private static func sameDetails(_ lhs: FormatDetails, _ rhs: FormatDetails) -> Bool {
        // Most entries have none; making the pairs of details costs more than the test.
        if lhs.isUnset && rhs.isUnset { return true }
        return lhs.keptPairs == rhs.keptPairs
    }
}
