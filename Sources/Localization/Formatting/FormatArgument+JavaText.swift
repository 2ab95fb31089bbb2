extension FormatArgument {
    /// The text Java's `%s` prints for the value Android would receive: `String.valueOf` of a
    /// `String`, `Long`, `Double` (`Double.toString`: `1.0`, `1.0E10`), `Boolean` or `Character`.
    var javaText: String {
        switch self {
        case .string(let string): string
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .double(let value): FormatArgument.javaDoubleText(value)
        case .bool(let value): value ? "true" : "false"
        case .character(let character): String(character)
        }
    }

    /// The text Apple's `%@` prints for the Swift value: its `description`.
    var swiftText: String {
        switch self {
        case .string(let string): string
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .double(let value): value.description
        case .bool(let value): value ? "true" : "false"
        case .character(let character): String(character)
        }
    }

    /// Java's `hashCode()` of the boxed value, as `%h` prints it.
    ///
    /// An `.int` that fits in 32 bits is hashed as an `Integer` (Kotlin's `Int`), a larger one as
    /// a `Long`; strings hash their UTF-16 code units.
    var javaHashCode: Int32 {
        switch self {
        case .string(let string):
            var hash: Int32 = 0
            for unit in string.utf16 { hash = hash &* 31 &+ Int32(unit) }
            return hash
        case .int(let value):
            if let small = Int32(exactly: value) { return small }
            let bits = UInt64(bitPattern: Int64(value))
            return Int32(truncatingIfNeeded: bits ^ (bits >> 32))
        case .uint(let value):
            let bits = UInt64(value)
            return Int32(truncatingIfNeeded: bits ^ (bits >> 32))
        case .double(let value):
            let bits = value.isNaN ? 0x7FF8_0000_0000_0000 : value.bitPattern
            return Int32(truncatingIfNeeded: bits ^ (bits >> 32))
        case .bool(let value):
            return value ? 1231 : 1237
        case .character(let character):
            return Int32(character.utf16.first ?? 0)
        }
    }

    /// `Double.toString`: plain notation with at least one fraction digit between 10⁻³ and
    /// 10⁷, computerized scientific notation (`1.0E10`, `1.5E-5`) outside.
    static func javaDoubleText(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        var result = value.sign == .minus ? "-" : ""
        if value == 0 { return result + "0.0" }
        let decimal = DecimalDigits(value)
        let magnitude = value.magnitude
        if magnitude >= 1e-3 && magnitude < 1e7 {
            if decimal.exponent <= 0 {
                result += "0."
                result += String(repeating: "0", count: -decimal.exponent)
                for digit in decimal.digits { result.unicodeScalars.append(digitScalar(digit)) }
            } else {
                for index in 0..<decimal.exponent {
                    result.unicodeScalars.append(digitScalar(index < decimal.digits.count ? decimal.digits[index] : 0))
                }
                result += "."
                if decimal.digits.count > decimal.exponent {
                    for digit in decimal.digits[decimal.exponent...] { result.unicodeScalars.append(digitScalar(digit)) }
                } else {
                    result += "0"
                }
            }
        } else {
            result.unicodeScalars.append(digitScalar(decimal.digits[0]))
            result += "."
            if decimal.digits.count > 1 {
                for digit in decimal.digits[1...] { result.unicodeScalars.append(digitScalar(digit)) }
            } else {
                result += "0"
            }
            result += "E" + String(decimal.exponent - 1)
        }
        return result
    }

    private static func digitScalar(_ digit: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(ascii: "0") + digit)
    }
}
