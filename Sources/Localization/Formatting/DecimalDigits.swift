/// The decimal digits of a finite, non-negative `Double` and their rounding.
///
/// Both platforms round the *shortest* decimal form of a double, the one that reads back as the
/// same double (`0.15`, not the exact binary value `0.1499999999999999944…`): Java's `Formatter`
/// rounds the digits of `Double.toString` half up (`%.1f` of 0.15 is `0.2`, of 0.25 is `0.3`),
/// and ICU, which Foundation's `String(format:locale:)` uses, rounds them half to even (0.15 →
/// `0.2`, 0.25 → `0.2`; checked on Linux). C's `printf` rounds the exact binary value instead
/// (0.15 → `0.1`), which neither platform shows once a locale is given. Swift's `description`
/// gives the shortest form.
struct DecimalDigits {
    /// How to round a digit that sits exactly half-way.
    enum Rounding {
        /// Java's `RoundingMode.HALF_UP`.
        case halfUp
        /// ICU's default, `HALF_EVEN`.
        case halfEven
    }

    /// Significant digits 0–9, without leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    /// The value is `0.d₁d₂… × 10^exponent`.
    var exponent: Int

    var isZero: Bool { digits.isEmpty }

    init(digits: [UInt8], exponent: Int) {
        self.digits = digits
        self.exponent = exponent
    }

    /// The shortest digits of `value`, which must be finite; the sign is ignored.
    init(_ value: Double) {
        digits = []
        exponent = 0
        guard value != 0 else { return }
        let text = value.magnitude.description
        digits.reserveCapacity(20)
        var pointPosition: Int?
        var exponentValue = 0
        var exponentSign = 1
        var inExponent = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponentValue = exponentValue * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    digits.append(byte - UInt8(ascii: "0"))
                }
            case UInt8(ascii: "."): pointPosition = digits.count
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-"): exponentSign = -1
            default: break
            }
        }
        exponent = (pointPosition ?? digits.count) + exponentSign * exponentValue
        var leading = 0
        while leading < digits.count, digits[leading] == 0 { leading += 1 }
        if leading > 0 {
            digits.removeFirst(leading)
            exponent -= leading
        }
        while let last = digits.last, last == 0 { digits.removeLast() }
        if digits.isEmpty { exponent = 0 }
    }

    /// Keeps the first `count` significant digits and rounds by the next ones.
    ///
    /// `count` may be 0 or negative: the result is then 0, or one unit in the kept position
    /// when the value rounds up (0.6 to 0 fraction digits is `1`).
    func rounded(keeping count: Int, _ rounding: Rounding) -> DecimalDigits {
        guard count < digits.count else { return self }
        guard count >= 0 else { return DecimalDigits(digits: [], exponent: 0) }
        let next = digits[count]
        let roundsUp: Bool
        switch rounding {
        case .halfUp:
            roundsUp = next >= 5
        case .halfEven:
            let isExactHalf = next == 5 && count + 1 == digits.count
            let previousIsOdd = count > 0 && digits[count - 1] % 2 == 1
            roundsUp = next > 5 || (next == 5 && (!isExactHalf || previousIsOdd))
        }
        var kept = Array(digits[0..<count])
        var newExponent = exponent
        if roundsUp {
            var position = kept.count - 1
            while position >= 0 && kept[position] == 9 {
                kept[position] = 0
                position -= 1
            }
            if position >= 0 {
                kept[position] += 1
            } else {
                kept.insert(1, at: 0)
                newExponent += 1
            }
        }
        while let last = kept.last, last == 0 { kept.removeLast() }
        if kept.isEmpty { newExponent = 0 }
        return DecimalDigits(digits: kept, exponent: newExponent)
    }

    /// Rounded to `fractionDigits` digits after the decimal separator.
    func rounded(fractionDigits: Int, _ rounding: Rounding) -> DecimalDigits {
        rounded(keeping: exponent + fractionDigits, rounding)
    }

    /// The digit at a position counted from the decimal separator: 0 is the first digit after
    /// it, −1 the units digit.
    func digit(atFractionPosition position: Int) -> UInt8 {
        let index = exponent + position
        return index >= 0 && index < digits.count ? digits[index] : 0
    }
}
