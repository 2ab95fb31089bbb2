import CLDR
import LocalizedStrings

extension FormatRenderer {
    // MARK: - Signs and grouping

    /// Whether a decimal conversion of this placeholder groups its integer digits.
    func groups(_ placeholder: Placeholder) -> Bool {
        switch grouping {
        case .never: false
        case .always: true
        case .whenFlagged: placeholder.has(.grouping) || placeholder.has(.thousandsGrouping)
        case .platform: !usesJavaConventions || placeholder.has(.grouping) || placeholder.has(.thousandsGrouping)
        }
    }

    /// Writes the sign, or `(` for a negative number with Java's `(` flag.
    ///
    /// - Parameter ascii: Whether to write ASCII signs even with Apple's conventions, as
    ///   Foundation does for `%a`, which it leaves to C.
    mutating func appendSign(negative: Bool, _ placeholder: Placeholder, ascii: Bool = false) {
        let plain = usesJavaConventions || ascii
        if negative {
            if usesJavaConventions && placeholder.has(.parentheses) {
                out.append(UInt8(ascii: "("))
            } else if plain {
                out.append(UInt8(ascii: "-"))
            } else {
                out.append(contentsOf: symbols.minusSign)
            }
        } else if placeholder.has(.plusSign) {
            if plain { out.append(UInt8(ascii: "+")) } else { out.append(contentsOf: symbols.plusSign) }
        } else if placeholder.has(.space) {
            out.append(UInt8(ascii: " "))
        }
    }

    private mutating func closeParenthesis(negative: Bool, _ placeholder: Placeholder) {
        if negative && usesJavaConventions && placeholder.has(.parentheses) { out.append(UInt8(ascii: ")")) }
    }

    private func zeroPads(_ placeholder: Placeholder) -> Bool {
        placeholder.width != nil && placeholder.has(.zeroPadding) && !placeholder.has(.leftJustify)
    }

    /// Writes `count` digits, `digit(i)` being the i-th from the left, with grouping separators.
    ///
    /// Apple's conventions use CLDR's pattern (Indian `12,34,567`) and minimum grouping digits
    /// (`es`: `1234` but `12.345`), as ICU does; Java's use the primary size everywhere and group
    /// from the fourth digit, as `java.util.Formatter` does.
    mutating func appendGroupedDigits(count: Int, grouped: Bool, digit: (Int) -> UInt8) {
        let primary = symbols.primaryGroupingSize
        let secondary = usesJavaConventions ? primary : symbols.secondaryGroupingSize
        let minimum = usesJavaConventions ? 1 : symbols.minimumGroupingDigits
        let separates = grouped && primary > 0 && count >= primary + minimum
        for index in 0..<count {
            appendDigit(digit(index))
            guard separates else { continue }
            let remaining = count - 1 - index
            if remaining == primary || (remaining > primary && (remaining - primary) % secondary == 0) {
                out.append(contentsOf: symbols.groupingSeparator)
            }
        }
    }

    // MARK: - Integers

    /// `%d`, `%i`, `%u`, `%D`, `%U`: the locale's digits, sign and grouping.
    ///
    /// Apple's precision is a minimum digit count whose leading zeros are grouped with the rest
    /// (`%.5d` of 12 in `de` is `00.012`, as Foundation prints it); Java has no precision here.
    mutating func appendDecimal(negative: Bool, magnitude: UInt64, _ placeholder: Placeholder) {
        let fieldStart = out.count
        appendSign(negative: negative, placeholder)
        let digitsStart = out.count
        var ascii: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let count = withUnsafeMutableBytes(of: &ascii) { buffer -> Int in
            var value = magnitude
            var count = 0
            repeat {
                buffer[23 - count] = UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            return count
        }
        let minimumDigits = usesJavaConventions ? 0 : (placeholder.precision ?? 0)
        let total = max(count, minimumDigits)
        withUnsafeBytes(of: &ascii) { buffer in
            appendGroupedDigits(count: total, grouped: groups(placeholder)) { index in
                let fromRight = total - 1 - index
                return fromRight < count ? buffer[23 - fromRight] : 0
            }
        }
        closeParenthesis(negative: negative, placeholder)
        if zeroPads(placeholder), usesJavaConventions || placeholder.precision == nil {
            padWithZeros(at: digitsStart, fieldStart: fieldStart, width: placeholder.width!)
        }
    }

    /// `%o`, `%x`, `%X`: ASCII digits in base 8 or 16; negative values in two's complement.
    mutating func appendRadix(_ value: (negative: Bool, magnitude: UInt64), radix: UInt64, uppercase: Bool,
                              _ placeholder: Placeholder) {
        let fieldStart = out.count
        var bits = UInt64(value.magnitude)
        if value.negative {
            var width = usesJavaConventions ? 32 : (placeholder.length?.integerBitWidth ?? 32)
            if value.magnitude > UInt64(1) << (width - 1) { width = 64 }
            bits = width == 64 ? 0 &- value.magnitude : (UInt64(1) << width) - value.magnitude
        }
        let alternate = placeholder.has(.alternateForm)
        if alternate && radix == 16 && (bits != 0 || usesJavaConventions) {
            out.append(UInt8(ascii: "0"))
            out.append(uppercase ? UInt8(ascii: "X") : UInt8(ascii: "x"))
        }
        let prefixEnd = out.count
        let digitsStart = out.count
        appendRadixDigits(bits, radix: radix, uppercase: uppercase)
        let digitCount = out.count - digitsStart
        var minimumDigits = usesJavaConventions ? 0 : (placeholder.precision ?? 0)
        if alternate && radix == 8 {
            // C: the first digit must be 0; Java: always one more 0.
            if usesJavaConventions || max(digitCount, minimumDigits) == digitCount && out[digitsStart] != UInt8(ascii: "0") {
                minimumDigits = max(minimumDigits, digitCount + 1)
            }
        }
        if minimumDigits > digitCount {
            out.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: minimumDigits - digitCount), at: digitsStart)
        }
        if zeroPads(placeholder), usesJavaConventions || placeholder.precision == nil {
            let missing = placeholder.width! - utf16Length(from: fieldStart)
            if missing > 0 { out.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: missing), at: prefixEnd) }
        }
    }

    mutating func appendRadixDigits(_ value: UInt64, radix: UInt64, uppercase: Bool) {
        let letters = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
        let start = out.count
        var value = value
        repeat {
            let digit = UInt8(value % radix)
            out.append(digit < 10 ? UInt8(ascii: "0") + digit : letters + digit - 10)
            value /= radix
        } while value > 0
        out[start...].reverse()
    }

    /// A `.double` that is not a whole number, given to an integer conversion: its shortest
    /// decimal form with the locale's symbols (2.5 → `2,5` in `de`).
    mutating func appendNonIntegral(_ value: Double, _ placeholder: Placeholder) {
        guard value.isFinite else {
            appendFloatingPoint(value, placeholder, code: UInt8(ascii: "g"))
            return
        }
        let decimal = DecimalDigits(value)
        appendSign(negative: value.sign == .minus, placeholder)
        appendFixed(decimal, fractionDigits: max(0, decimal.digits.count - decimal.exponent), placeholder)
        closeParenthesis(negative: value.sign == .minus, placeholder)
    }

    // MARK: - Floating point

    private var rounding: DecimalDigits.Rounding { usesJavaConventions ? .halfUp : .halfEven }

    /// `%f %F %e %E %g %G %a %A`.
    mutating func appendFloatingPoint(_ value: Double, _ placeholder: Placeholder, code: UInt8) {
        let uppercase = code >= UInt8(ascii: "A") && code <= UInt8(ascii: "Z")
        let conversion = code | 0x20
        if value.isNaN {
            if usesJavaConventions { append(uppercase ? "NAN" : "NaN") } else { out.append(contentsOf: symbols.notANumber) }
            return
        }
        let negative = value.sign == .minus
        let fieldStart = out.count
        appendSign(negative: negative, placeholder, ascii: conversion == UInt8(ascii: "a"))
        var zeroPosition = out.count
        if value.isInfinite {
            if usesJavaConventions { append(uppercase ? "INFINITY" : "Infinity") } else { out.append(contentsOf: symbols.infinity) }
            closeParenthesis(negative: negative, placeholder)
            return
        }
        let magnitude = value.magnitude
        switch conversion {
        case UInt8(ascii: "e"):
            let precision = placeholder.precision ?? 6
            let decimal = DecimalDigits(magnitude).rounded(keeping: precision + 1, rounding)
            appendScientific(decimal, fractionDigits: precision, placeholder, uppercase: uppercase,
                             localizedExponent: true)
        case UInt8(ascii: "g"):
            appendGeneral(magnitude, placeholder, uppercase: uppercase)
        case UInt8(ascii: "a"):
            zeroPosition = appendHexadecimal(magnitude, placeholder, uppercase: uppercase)
        default:
            let precision = placeholder.precision ?? 6
            appendFixed(DecimalDigits(magnitude).rounded(fractionDigits: precision, rounding), fractionDigits: precision,
                        placeholder)
        }
        closeParenthesis(negative: negative, placeholder)
        if zeroPads(placeholder) {
            padWithZeros(at: zeroPosition, fieldStart: fieldStart, width: placeholder.width!)
        }
    }

    /// Integer digits (grouped), then the decimal separator and `fractionDigits` digits.
    mutating func appendFixed(_ decimal: DecimalDigits, fractionDigits: Int, _ placeholder: Placeholder) {
        if decimal.exponent <= 0 {
            appendDigit(0)
        } else {
            appendGroupedDigits(count: decimal.exponent, grouped: groups(placeholder)) { index in
                index < decimal.digits.count ? decimal.digits[index] : 0
            }
        }
        if fractionDigits > 0 || placeholder.has(.alternateForm) {
            out.append(contentsOf: symbols.decimalSeparator)
        }
        for position in 0..<max(0, fractionDigits) {
            let index = decimal.exponent + position
            appendDigit(index >= 0 && index < decimal.digits.count ? decimal.digits[index] : 0)
        }
    }

    /// `d.ddd` then the exponent, with at least two digits.
    ///
    /// `localizedExponent`: Java's `%e` prints CLDR's symbol in the conversion's case (Android's
    /// `LocaleData.exponentSeparator`) while its `%g` prints `e`; Apple's conventions print
    /// CLDR's symbol as it is and CLDR's signs, as Foundation does.
    mutating func appendScientific(_ decimal: DecimalDigits, fractionDigits: Int, _ placeholder: Placeholder,
                                   uppercase: Bool, localizedExponent: Bool) {
        appendDigit(decimal.digits.first ?? 0)
        if fractionDigits > 0 || placeholder.has(.alternateForm) {
            out.append(contentsOf: symbols.decimalSeparator)
        }
        for index in 1..<max(1, fractionDigits + 1) {
            appendDigit(index < decimal.digits.count ? decimal.digits[index] : 0)
        }
        let exponent = decimal.isZero ? 0 : decimal.exponent - 1
        if usesJavaConventions {
            if localizedExponent {
                out.append(contentsOf: uppercase ? symbols.uppercaseExponentSeparator : symbols.lowercaseExponentSeparator)
            } else {
                out.append(uppercase ? UInt8(ascii: "E") : UInt8(ascii: "e"))
            }
            out.append(exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        } else {
            out.append(contentsOf: uppercase ? symbols.uppercaseExponentSeparator : symbols.exponentSeparator)
            out.append(contentsOf: exponent < 0 ? symbols.minusSign : symbols.plusSign)
        }
        let magnitude = exponent.magnitude
        if magnitude < 10 { appendDigit(0) }
        var digits: [UInt8] = []
        var remaining = magnitude
        repeat {
            digits.append(UInt8(remaining % 10))
            remaining /= 10
        } while remaining > 0
        for digit in digits.reversed() { appendDigit(digit) }
    }

    /// `%g`: scientific notation when the exponent is below −4 or at least the precision, fixed
    /// otherwise, with the precision counting significant digits. Apple strips trailing zeros
    /// (unless `#`), as C does; Java keeps them.
    private mutating func appendGeneral(_ magnitude: Double, _ placeholder: Placeholder, uppercase: Bool) {
        var precision = placeholder.precision ?? 6
        if precision == 0 { precision = 1 }
        let decimal = DecimalDigits(magnitude).rounded(keeping: precision, rounding)
        let exponent = decimal.isZero ? 0 : decimal.exponent - 1
        let strips = !usesJavaConventions && !placeholder.has(.alternateForm)
        if exponent < -4 || exponent >= precision {
            let fractionDigits = strips ? min(precision - 1, max(0, decimal.digits.count - 1)) : precision - 1
            appendScientific(decimal, fractionDigits: fractionDigits, placeholder, uppercase: uppercase,
                             localizedExponent: false)
        } else {
            let fractionDigits = precision - 1 - exponent
            let shown = strips ? min(fractionDigits, max(0, decimal.digits.count - decimal.exponent)) : fractionDigits
            appendFixed(decimal, fractionDigits: shown, placeholder)
        }
    }

    /// `%a`: `0x1.8p+1` in C's form for Apple, `0x1.8p1` in `Double.toHexString`'s form for
    /// Java. Returns where zero padding goes (after `0x`).
    private mutating func appendHexadecimal(_ magnitude: Double, _ placeholder: Placeholder, uppercase: Bool) -> Int {
        out.append(UInt8(ascii: "0"))
        out.append(uppercase ? UInt8(ascii: "X") : UInt8(ascii: "x"))
        let zeroPosition = out.count
        var lead: UInt64
        var fraction = magnitude.significandBitPattern
        var exponent: Int
        if magnitude == 0 {
            lead = 0
            exponent = 0
        } else if magnitude.exponentBitPattern == 0 {
            lead = 0
            exponent = -1022
        } else {
            lead = 1
            exponent = Int(magnitude.exponentBitPattern) - 1023
        }
        var fractionDigits: Int
        if let precision = placeholder.precision, precision < 13 {
            let dropped = UInt64(4 * (13 - precision))
            let kept = fraction >> dropped
            let remainder = fraction & ((1 << dropped) - 1)
            let half = UInt64(1) << (dropped - 1)
            var rounded = kept
            if remainder > half || (remainder == half && kept & 1 == 1) { rounded += 1 }
            if precision == 0 ? rounded > 0 : rounded >> UInt64(4 * precision) != 0 {
                lead += 1
                rounded = 0
            }
            fraction = rounded << dropped
            fractionDigits = precision
        } else if let precision = placeholder.precision {
            fractionDigits = precision
        } else {
            fractionDigits = 13
            while fractionDigits > 0 && (fraction >> UInt64(4 * (13 - fractionDigits))) & 0xF == 0 { fractionDigits -= 1 }
            if usesJavaConventions { fractionDigits = max(1, fractionDigits) }
        }
        let letters = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
        func hexDigit(_ value: UInt64) -> UInt8 {
            value < 10 ? UInt8(ascii: "0") + UInt8(value) : letters + UInt8(value) - 10
        }
        out.append(hexDigit(lead))
        if fractionDigits > 0 || placeholder.has(.alternateForm) {
            if usesJavaConventions { out.append(UInt8(ascii: ".")) } else { out.append(contentsOf: symbols.decimalSeparator) }
        }
        for index in 0..<fractionDigits {
            out.append(index < 13 ? hexDigit((fraction >> UInt64(4 * (12 - index))) & 0xF) : UInt8(ascii: "0"))
        }
        out.append(uppercase ? UInt8(ascii: "P") : UInt8(ascii: "p"))
        if exponent < 0 {
            out.append(UInt8(ascii: "-"))
        } else if !usesJavaConventions {
            out.append(UInt8(ascii: "+"))
        }
        append(String(exponent.magnitude))
        return zeroPosition
    }
}
