/// The `format` attribute of an `<array>`: the one type aapt2 accepts for its items
/// (`ParseArray` in `tools/aapt2/ResourceParser.cpp` takes it through
/// `ParseFormatTypeNoEnumsOrFlags`, so `integer|string` and `enum` are invalid formats).
///
/// An item that is not of the type fails the whole array ("could not parse array item"),
/// except for what every item may be: styled text, a reference, `@null`, or nothing (which
/// aapt2 compiles to `@null`).
enum ArrayItemFormat: String {
    case reference, string, integer, boolean, color, float, dimension, fraction

    /// The format the attribute names (trimmed, as aapt2 reads it), or `nil` when aapt2 rejects it.
    init?(attribute: String) {
        self.init(rawValue: attribute.trimmingASCIIWhitespace())
    }

    /// Whether aapt2 accepts the trimmed, span-free, non-reference text of an item as this
    /// type (checked against aapt2 2.19 with `Fixtures/Android/Invalid/ArrayItemFormat`).
    func accepts(_ text: String) -> Bool {
        switch self {
        case .string: true
        case .reference: false
        case .integer: AndroidPrimitiveValue.isStrictInteger(text)
        case .boolean: AndroidValuesParser.parseBool(text) != nil
        case .color: AndroidPrimitiveValue.isColor(text)
        case .float: AndroidPrimitiveValue.unit(ofNumber: text) == .some(nil) || AndroidPrimitiveValue.isStrictInteger(text)
        case .dimension: AndroidPrimitiveValue.unit(ofNumber: text).map { $0 != nil && $0 != "%" && $0 != "%p" } ?? false
        case .fraction: AndroidPrimitiveValue.unit(ofNumber: text).map { $0 == "%" || $0 == "%p" } ?? false
        }
    }
}
