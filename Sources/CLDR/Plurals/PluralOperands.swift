/// The CLDR plural operands of a number as it is written, which plural rules test.
///
/// The operands depend on the digits a user sees, not only on the value: `1` and `1.0` are
/// the same value but `1.0` has a visible fraction digit, so English calls it "1.0 items"
/// (`other`) but "1 item" (`one`). The operands are therefore derived from decimal text (or
/// from an integer, or from a double and the number of fraction digits it is formatted
/// with), never from binary floating-point arithmetic.
///
///     let operands = PluralOperands("1.50")!
///     print(operands.i, operands.v, operands.w, operands.f, operands.t)
///     // Prints "1 2 1 50 5"
///
/// The sign is ignored: every operand describes the absolute value. An integer part of 19
/// digits or more (beyond 999 999 999 999 999 999) keeps its last 18 digits plus 10^18, so
/// that it stays larger than every value a CLDR rule names and keeps the remainders of every
/// modulus a rule uses; a fraction of more than 18 digits is treated the same way in `f` and
/// `t`.
///
/// See [Unicode TR35, Plural Operand Meanings](https://unicode.org/reports/tr35/tr35-numbers.html#Plural_Operand_Meanings).
public struct PluralOperands: Hashable, Sendable {
    // MARK: - Operands

    /// `n`: the absolute value, for display and debugging.
    ///
    /// Rules never read this approximation: a relation on `n` is decided exactly from `i`
    /// and `f` (it holds only when `f` is 0 and `i` matches). `n` is `+infinity` for a
    /// double that is not finite, which has no other operands and is always `other`.
    public let n: Double

    /// `i`: the integer digits of the number (`1.50` → 1; `1.2c3` → 1200).
    public let i: Int

    /// `v`: the number of visible fraction digits, with trailing zeros (`1.50` → 2).
    public let v: Int

    /// `w`: the number of visible fraction digits, without trailing zeros (`1.50` → 1).
    public let w: Int

    /// `f`: the visible fraction digits as an integer, with trailing zeros (`1.50` → 50).
    public let f: Int

    /// `t`: the visible fraction digits as an integer, without trailing zeros (`1.50` → 5).
    public let t: Int

    /// `c`: the exponent of a compact decimal (`1.2c3`, written "1.2K", → 3; otherwise 0).
    ///
    /// The other operands are computed after shifting the decimal point by `c` places, so
    /// `1.2c3` has `i` = 1200 and `v` = 0.
    public let c: Int

    /// `e`: CLDR's deprecated synonym of `c`, which CLDR says may be redefined.
    public var e: Int { c }

    // MARK: - Creating Operands

    /// Creates the operands of an integer count, which has no fraction digits.
    ///
    /// - Parameter value: The count; its sign is ignored.
    @inlinable
    public init(_ value: Int) {
        let magnitude = value.magnitude
        n = Double(magnitude)
        i = magnitude < PluralOperands.digitLimit
            ? Int(magnitude) : Int(magnitude % PluralOperands.digitLimit + PluralOperands.digitLimit)
        v = 0
        w = 0
        f = 0
        t = 0
        c = 0
    }

    /// Parses a number as it is written.
    ///
    /// The accepted form is an optional sign, one or more digits, an optional `.` followed by
    /// one or more digits, and an optional compact exponent `c` (or `e`, CLDR's synonym)
    /// followed by one or more digits: `1`, `-1`, `1.0`, `1.50`, `1.2c3`, `1.2e3`,
    /// `123456789012345`. Trailing zeros count: `1.0` has `v` = 1, unlike `1`.
    ///
    /// - Parameter text: The number, in ASCII digits without grouping separators.
    /// - Returns: `nil` when the text is not a number of that form.
    public init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        let integerDigits = bytes.prefix(while: PluralOperands.isDigit)
        guard !integerDigits.isEmpty else { return nil }
        bytes = bytes.dropFirst(integerDigits.count)
        var fractionDigits = ArraySlice<UInt8>()
        if bytes.first == UInt8(ascii: ".") {
            fractionDigits = bytes.dropFirst().prefix(while: PluralOperands.isDigit)
            guard !fractionDigits.isEmpty else { return nil }
            bytes = bytes.dropFirst(1 + fractionDigits.count)
        }
        var exponent = 0
        if let marker = bytes.first, [UInt8(ascii: "c"), UInt8(ascii: "e"),
                                     UInt8(ascii: "C"), UInt8(ascii: "E")].contains(marker) {
            let exponentDigits = bytes.dropFirst().prefix(while: PluralOperands.isDigit)
            guard !exponentDigits.isEmpty, exponentDigits.count <= 9 else { return nil }
            exponent = exponentDigits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            bytes = bytes.dropFirst(1 + exponentDigits.count)
        }
        guard bytes.isEmpty else { return nil }
        self.init(integerDigits: integerDigits.map { $0 - UInt8(ascii: "0") },
                  fractionDigits: fractionDigits.map { $0 - UInt8(ascii: "0") },
                  exponent: exponent)
    }

    /// Creates the operands of a double as it appears when formatted with a fixed number of
    /// fraction digits.
    ///
    /// The value is rounded the way ICU formats it: its shortest decimal representation
    /// (the one `description` prints) is rounded half to even, so `1.005` with two digits is
    /// `1.00` and `0.125` is `0.12`, with no binary floating-point surprise. Then it is padded
    /// with zeros to exactly `fractionDigits` digits, so `1` with one digit is `1.0`
    /// (`v` = 1).
    ///
    /// - Parameters:
    ///   - value: The number; its sign is ignored. A value that is not finite has `n` =
    ///     `+infinity` and zero for every other operand.
    ///   - fractionDigits: The number of fraction digits shown; a negative count means 0.
    public init(_ value: Double, fractionDigits: Int) {
        guard value.isFinite else {
            self.init(n: .infinity, i: 0, v: 0, w: 0, f: 0, t: 0, c: 0)
            return
        }
        var decimal = ShortestDecimal(value.magnitude)
        decimal.round(fractionDigits: max(0, fractionDigits))
        self.init(integerDigits: Array(decimal.digits[..<decimal.pointIndex]),
                  fractionDigits: Array(decimal.digits[decimal.pointIndex...]),
                  exponent: 0)
    }

    /// Creates operands from their values, which the caller keeps consistent.
    private init(n: Double, i: Int, v: Int, w: Int, f: Int, t: Int, c: Int) {
        self.n = n
        self.i = i
        self.v = v
        self.w = w
        self.f = f
        self.t = t
        self.c = c
    }

    /// Creates the operands of `integerDigits.fractionDigits` × 10^`exponent` (digit values
    /// 0–9, most significant first).
    private init(integerDigits: [UInt8], fractionDigits: [UInt8], exponent: Int) {
        // Shifting the point by the exponent moves fraction digits into the integer part,
        // then appends zeros when the fraction runs out.
        let moved = min(exponent, fractionDigits.count)
        var integer = CappedInteger()
        for digit in integerDigits { integer.append(digit) }
        for digit in fractionDigits.prefix(moved) { integer.append(digit) }
        integer.appendZeros(exponent - moved)
        let fraction = fractionDigits.dropFirst(moved)
        let significant = fraction.reversed().drop { $0 == 0 }.reversed()
        var withZeros = CappedInteger()
        for digit in fraction { withZeros.append(digit) }
        var withoutZeros = CappedInteger()
        for digit in significant { withoutZeros.append(digit) }

        let digits = integerDigits + fractionDigits
        var scientific = String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        scientific += "e\(exponent - fractionDigits.count)"
        // A huge exponent (`1c400`) overflows a double; n stays finite, as the number is.
        let value = Double(scientific) ?? .greatestFiniteMagnitude
        self.init(n: value.isFinite ? value : .greatestFiniteMagnitude,
                  i: integer.value, v: fraction.count, w: significant.count,
                  f: withZeros.value, t: withoutZeros.value, c: exponent)
    }

    // MARK: - Digits

    /// 10^18: integer operands at or beyond it are capped (see the type's discussion).
    @inlinable
    static var digitLimit: UInt { 1_000_000_000_000_000_000 }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// An integer built digit by digit that keeps its last 18 digits plus 10^18 once it
    /// reaches 10^18.
    private struct CappedInteger {
        private var remainder: UInt = 0
        private var isCapped = false

        var value: Int {
            Int(isCapped ? remainder + PluralOperands.digitLimit : remainder)
        }

        mutating func append(_ digit: UInt8) {
            remainder = remainder * 10 + UInt(digit)
            if remainder >= PluralOperands.digitLimit {
                remainder %= PluralOperands.digitLimit
                isCapped = true
            }
        }

        mutating func appendZeros(_ count: Int) {
            guard count > 0 else { return }
            if count >= 18, remainder != 0 || isCapped {
                remainder = 0
                isCapped = true
                return
            }
            for _ in 0..<min(count, 18) { append(0) }
        }
    }

    /// The shortest decimal digits that read back as a double, with the position of the
    /// decimal point: `0.125` is digits 0 1 2 5 with the point after the first digit.
    private struct ShortestDecimal {
        /// Digit values 0–9, most significant first, with at least one integer digit.
        var digits: [UInt8]
        /// How many of `digits` come before the decimal point (at least 1).
        var pointIndex: Int

        /// Reads `value.description` (`12.5`, `1e-05`, `1.2345e+20`) of a finite, non-negative
        /// double.
        init(_ value: Double) {
            let text = value.description.utf8
            let mantissa = text.prefix { $0 != UInt8(ascii: "e") }
            var exponent = 0
            if mantissa.count < text.count {
                exponent = Int(String(decoding: text.dropFirst(mantissa.count + 1), as: UTF8.self)) ?? 0
            }
            let integerCount = mantissa.prefix { $0 != UInt8(ascii: ".") }.count
            digits = mantissa.filter { $0 != UInt8(ascii: ".") }.map { $0 - UInt8(ascii: "0") }
            pointIndex = integerCount + exponent
            if pointIndex < 1 {
                digits.insert(contentsOf: repeatElement(0, count: 1 - pointIndex), at: 0)
                pointIndex = 1
            }
            if pointIndex > digits.count {
                digits.append(contentsOf: repeatElement(0, count: pointIndex - digits.count))
            }
        }

        /// Rounds half to even to `fractionDigits` digits after the point, padding with zeros.
        mutating func round(fractionDigits: Int) {
            let kept = pointIndex + fractionDigits
            guard kept < digits.count else {
                digits.append(contentsOf: repeatElement(0, count: kept - digits.count))
                return
            }
            let first = digits[kept]
            let restIsZero = digits[(kept + 1)...].allSatisfy { $0 == 0 }
            let previousIsOdd = digits[kept - 1] % 2 == 1
            let roundsUp = first > 5 || first == 5 && (!restIsZero || previousIsOdd)
            digits.removeSubrange(kept...)
            guard roundsUp else { return }
            var index = kept - 1
            while index >= 0 && digits[index] == 9 {
                digits[index] = 0
                index -= 1
            }
            if index >= 0 {
                digits[index] += 1
            } else {
                digits.insert(1, at: 0)
                pointIndex += 1
            }
        }
    }
}

extension PluralOperands: CustomStringConvertible {
    /// The operands in CLDR's notation, such as `n=1.5 i=1 v=2 w=1 f=50 t=5 c=0`.
    public var description: String {
        "n=\(n) i=\(i) v=\(v) w=\(w) f=\(f) t=\(t) c=\(c)"
    }
}
