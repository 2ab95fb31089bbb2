import LocalizedStrings

/// A key both platforms have, with its two values reduced for comparison.
struct ParityPair {
    var item: ParityComparison.Item
    var android: ParityValue
    var apple: ParityValue
    var appleEntry: LocatedEntry
    var differences: Set<String>

    /// The keys both sides have, with their differences.
    static func pairs(in context: LintContext) -> [ParityPair] {
        context.parityComparison.items.compactMap { item in
            guard let converted = item.converted, let apple = item.apple else { return nil }
            let androidValue = ParityValue(converted)
            let appleValue = ParityValue(apple)
            return ParityPair(item: item, android: androidValue, apple: appleValue, appleEntry: apple,
                              differences: androidValue.differences(from: appleValue))
        }
    }

    /// The Android entry as related location.
    func related(_ context: LintContext) -> [RelatedLocation] {
        guard let android = item.android else { return [] }
        return [RelatedLocation(location: context.location(of: android), message: "the Android resource")]
    }

    /// `'key' (fr)`.
    var name: String { "'\(item.key)' (\(item.language))" }
}
