/// A CLDR plural category, the key of one plural form.
///
/// The declaration order is CLDR's canonical order, which is also the order writers use.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
