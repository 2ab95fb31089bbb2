import CLDR
import LocalizedStrings

/// The number that chooses a plural form, as the reader will see it.
///
/// The plural category depends on the digits shown, not only on the value: in English "1 file"
/// is `one` but "1.0 files" is `other`. A count made from an integer has no fraction digits; one
/// made from text keeps the digits written; one made from a double has the fraction digits it is
/// shown with.
///
///     localizer.plural("distance", count: PluralCount(1.0, fractionDigits: 1))  // "1.0 kilometres"
///     localizer.plural("distance", count: PluralCount("1")!)                    // "1 kilometre"
///
/// The count is also the first format argument of the chosen form, as Android's
/// `getQuantityString(id, n, n)` and a `.stringsdict` count are.
public struct PluralCount: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
                           CustomStringConvertible {
    /// The CLDR operands that choose the category.
    public let operands: PluralOperands
    /// The value passed to the form as its first format argument.
    public let argument: FormatArgument

    /// A count of things, with no fraction digits.
    ///
    /// - Parameter value: The count.
    public init(_ value: Int) {
        operands = PluralOperands(value)
        argument = .int(value)
    }

    /// Creates a count from an integer literal.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// A measured amount shown with a number of fraction digits.
    ///
    /// - Parameters:
    ///   - value: The amount.
    ///   - fractionDigits: The fraction digits the text shows; `nil` for the fewest that
    ///     represent the value (`1.5` → 1, `2.0` → 0).
    public init(_ value: Double, fractionDigits: Int? = nil) {
        operands = fractionDigits.map { PluralOperands(value, fractionDigits: $0) } ?? PluralOperands.shortest(value)
        argument = .double(value)
    }

    /// Creates a count from a floating-point literal, shown with the fewest fraction digits
    /// that represent it.
    public init(floatLiteral value: Double) {
        self.init(value)
    }

    /// A number as written, such as `"1.0"` or `"21"`; trailing zeros count.
    ///
    /// - Parameter text: ASCII digits with an optional sign, fraction and CLDR compact
    ///   exponent, as ``PluralOperands/init(_:)-(String)`` accepts.
    /// - Returns: `nil` when the text is not a number.
    public init?(_ text: String) {
        guard let operands = PluralOperands(text) else { return nil }
        self.operands = operands
        if let integer = Int(text) {
            argument = .int(integer)
        } else if let double = Double(text) {
            argument = .double(double)
        } else {
            argument = .string(text)
        }
    }

    /// The operands in CLDR notation.
    public var description: String { operands.description }
}

extension PluralOperands {
    /// The operands of a double shown with the fewest fraction digits that represent it.
    static func shortest(_ value: Double) -> PluralOperands {
        if value.isFinite, value == value.rounded(.towardZero), value.magnitude < 9.0e18 {
            return PluralOperands(Int(value))
        }
        let text = value.magnitude.description
        if !text.contains("e"), let operands = PluralOperands(text) { return operands }
        return PluralOperands(value, fractionDigits: 0)
    }

    /// The operands of a format argument: integers as they are, doubles with `fractionDigits`
    /// (or the fewest that represent them), text when it is a number; `nil` for anything else.
    static func of(_ argument: FormatArgument, fractionDigits: Int?) -> PluralOperands? {
        switch argument {
        case .int(let value): return PluralOperands(value)
        case .uint(let value): return Int(exactly: value).map(PluralOperands.init) ?? PluralOperands(String(value))
        case .double(let value):
            return fractionDigits.map { PluralOperands(value, fractionDigits: $0) } ?? .shortest(value)
        case .string(let text): return PluralOperands(text)
        case .bool, .character: return nil
        }
    }
}

extension PluralRules {
    /// The category whose form to use: Foundation's `zero` for an explicit 0 when the resource
    /// asks for it and has that form, else the CLDR category when the resource has that form,
    /// else `other` when it has that, as on Android.
    ///
    /// - Parameters:
    ///   - operands: The number.
    ///   - usesZeroFormForZero: Whether an explicit 0 takes the `zero` form in every language.
    ///   - hasForm: Whether the resource has a form for a category.
    /// - Returns: The category, or `nil` when the resource has neither the category nor `other`.
    func formCategory(for operands: PluralOperands?, usesZeroFormForZero: Bool,
                      hasForm: (PluralCategory) -> Bool) -> PluralCategory? {
        guard let operands else { return hasForm(.other) ? .other : nil }
        if usesZeroFormForZero, operands.i == 0, operands.v == 0, operands.c == 0, hasForm(.zero) { return .zero }
        let category = category(for: operands)
        if hasForm(category) { return category }
        return hasForm(.other) ? .other : nil
    }
}
