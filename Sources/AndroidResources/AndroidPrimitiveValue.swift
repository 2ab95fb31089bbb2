/// Recognises the values that aapt2 compiles to something other than a string when the
/// resource accepts any type (items of `<array>`): colours, booleans, integers and
/// floating-point numbers with optional dimension or fraction units.
enum AndroidPrimitiveValue {
    /// Whether aapt2 would compile the raw text of an `<array>` item to a non-string value.
    static func isNonString(_ raw: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: raw, as: UTF8.self).trimmingASCIIWhitespace()
        guard !text.isEmpty else { return false }
        return isColor(text) || AndroidValuesParser.parseBool(text) != nil || isInteger(text) || isNumber(text)
    }

    /// `#rgb`, `#argb`, `#rrggbb`, `#aarrggbb`.
    static func isColor(_ text: String) -> Bool {
        guard text.hasPrefix("#"), [4, 5, 7, 9].contains(text.count) else { return false }
        return text.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// Decimal with an optional sign, or `0x` hexadecimal.
    private static func isInteger(_ text: String) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("-") || body.hasPrefix("+") { body = body.dropFirst() }
        return isUnsignedInteger(body)
    }

    /// What aapt2 reads as an integer where only integers are allowed: decimal with an
    /// optional `-` (not `+`), or `0x` hexadecimal.
    static func isStrictInteger(_ text: String) -> Bool {
        isUnsignedInteger(text.hasPrefix("-") ? Substring(text).dropFirst() : Substring(text))
    }

    private static func isUnsignedInteger(_ body: Substring) -> Bool {
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            let digits = body.dropFirst(2)
            return !digits.isEmpty && digits.allSatisfy(\.isHexDigit)
        }
        return !body.isEmpty && body.allSatisfy(\.isASCIIDigit)
    }

    /// A decimal number with an optional exponent and an optional unit
    /// (`px dip dp sp pt in mm`, or `%`/`%p` for fractions).
    private static func isNumber(_ text: String) -> Bool {
        unit(ofNumber: text) != nil
    }

    /// The unit of a decimal number with an optional exponent (`.some(nil)` for none), or
    /// `nil` when the text is not such a number.
    static func unit(ofNumber text: String) -> String?? {
        var body = Substring(text)
        var unit: String?
        for candidate in ["px", "dip", "dp", "sp", "pt", "in", "mm", "%p", "%"] where body.hasSuffix(candidate) {
            body = body.dropLast(candidate.count)
            unit = candidate
            break
        }
        if body.hasPrefix("-") || body.hasPrefix("+") { body = body.dropFirst() }
        if let exponent = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            var power = body[body.index(after: exponent)...]
            if power.hasPrefix("-") || power.hasPrefix("+") { power = power.dropFirst() }
            guard !power.isEmpty, power.allSatisfy(\.isASCIIDigit) else { return nil }
            body = body[..<exponent]
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }) else { return nil }
        guard parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return .some(unit)
    }
}
