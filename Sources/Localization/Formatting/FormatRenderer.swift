import CLDR
import LocalizedStrings

/// Writes one formatted string as UTF-8 bytes: the state of one ``StringFormatter`` call.
struct FormatRenderer {
    typealias Placeholder = FormatString.Placeholder

    var out: [UInt8] = []
    let symbols: EncodedNumberSymbols
    /// What the conversion letters mean.
    let dialect: FormatString.Dialect
    /// Java's number conventions rather than Apple's.
    let usesJavaConventions: Bool
    let grouping: StringFormatter.Grouping

    init(symbols: EncodedNumberSymbols, dialect: FormatString.Dialect, usesJavaConventions: Bool,
         grouping: StringFormatter.Grouping) {
        self.symbols = symbols
        self.dialect = dialect
        self.usesJavaConventions = usesJavaConventions
        self.grouping = grouping
        out.reserveCapacity(128)
    }

    // MARK: - One placeholder

    mutating func render(_ placeholder: Placeholder, _ argument: FormatArgument) {
        guard !StringFormatter.exceedsLimits(placeholder) else {
            // A width or precision no label needs: printed as written, like a malformed specifier.
            append(placeholder.text)
            return
        }
        let start = out.count
        let code = placeholder.conversion.code
        switch placeholder.argumentKind(in: dialect) {
        case .object?, .cString?, .wideCString?:
            appendText(usesJavaConventions ? argument.javaText : argument.swiftText, placeholder,
                       uppercased: dialect == .java && code == UInt8(ascii: "S"))
        case .boolean?:
            let value = if case .bool(let bool) = argument { bool } else { true }
            appendText(value ? "true" : "false", placeholder, uppercased: code == UInt8(ascii: "B"))
        case .hashCode?:
            appendText(String(UInt32(bitPattern: argument.javaHashCode), radix: 16), placeholder,
                       uppercased: code == UInt8(ascii: "H"))
        case .character?:
            appendText(characterText(argument) ?? argument.swiftText, placeholder,
                       uppercased: dialect == .java && code == UInt8(ascii: "C"), appliesPrecision: false)
        case .dateTime?:
            appendText(argument.javaText, placeholder, uppercased: code == UInt8(ascii: "T"), appliesPrecision: false)
        case .pointer?:
            if let value = argument.integerValue {
                out.append(contentsOf: [UInt8(ascii: "0"), UInt8(ascii: "x")])
                appendRadixDigits(value.negative ? 0 &- value.magnitude : value.magnitude, radix: 16, uppercase: false)
            } else {
                append(argument.swiftText)
            }
        case .integer?:
            renderInteger(argument, placeholder, code: code)
        case .floatingPoint?:
            switch argument {
            case .double(let value): appendFloatingPoint(value, placeholder, code: code)
            case .int(let value): appendFloatingPoint(Double(value), placeholder, code: code)
            case .uint(let value): appendFloatingPoint(Double(value), placeholder, code: code)
            case .string, .bool, .character: append(argument.swiftText)
            }
        case nil:
            // A conversion edited into one the dialect does not have: print the specifier.
            append(placeholder.text)
            return
        }
        pad(from: start, width: placeholder.width, leftJustified: placeholder.has(.leftJustify))
    }

    private mutating func renderInteger(_ argument: FormatArgument, _ placeholder: Placeholder, code: UInt8) {
        guard let value = argument.integerValue else {
            if case .double(let double) = argument {
                appendNonIntegral(double, placeholder)
            } else {
                append(argument.swiftText)
            }
            return
        }
        switch code {
        case UInt8(ascii: "o"), UInt8(ascii: "O"):
            appendRadix(value, radix: 8, uppercase: false, placeholder)
        case UInt8(ascii: "x"):
            appendRadix(value, radix: 16, uppercase: false, placeholder)
        case UInt8(ascii: "X"):
            appendRadix(value, radix: 16, uppercase: true, placeholder)
        default:
            appendDecimal(negative: value.negative, magnitude: value.magnitude, placeholder)
        }
    }

    // MARK: - Text

    private mutating func appendText(_ text: String, _ placeholder: Placeholder, uppercased: Bool,
                                     appliesPrecision: Bool = true) {
        var text = uppercased ? text.uppercased() : text
        if appliesPrecision, let precision = placeholder.precision {
            text = Self.prefix(of: text, utf16Length: precision)
        }
        append(text)
    }

    /// The longest prefix of whole Unicode scalars that is at most `length` UTF-16 code units long.
    static func prefix(of text: String, utf16Length length: Int) -> String {
        guard text.utf16.count > length else { return text }
        var units = 0
        var end = text.unicodeScalars.startIndex
        for index in text.unicodeScalars.indices {
            let width = text.unicodeScalars[index].utf16.count
            if units + width > length { break }
            units += width
            end = text.unicodeScalars.index(after: index)
        }
        return String(text.unicodeScalars[..<end])
    }

    private func characterText(_ argument: FormatArgument) -> String? {
        switch argument {
        case .character(let character): return String(character)
        case .string(let string): return string
        case .int, .uint, .double:
            guard let value = argument.integerValue, !value.negative, value.magnitude <= 0x10FFFF,
                  let scalar = Unicode.Scalar(UInt32(value.magnitude)) else { return nil }
            return String(scalar)
        case .bool: return nil
        }
    }

    // MARK: - Output

    mutating func append(_ text: String) {
        out.append(contentsOf: text.utf8)
    }

    /// The length of `out[start...]` in UTF-16 code units.
    func utf16Length(from start: Int) -> Int {
        var length = 0
        for index in start..<out.count {
            let byte = out[index]
            if byte & 0xC0 != 0x80 { length += 1 }
            if byte >= 0xF0 { length += 1 }
        }
        return length
    }

    /// Pads `out[start...]` with spaces to `width` UTF-16 code units.
    mutating func pad(from start: Int, width: Int?, leftJustified: Bool) {
        guard let width, width > 0 else { return }
        let missing = width - utf16Length(from: start)
        guard missing > 0 else { return }
        if leftJustified {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: missing))
        } else {
            out.insert(contentsOf: repeatElement(UInt8(ascii: " "), count: missing), at: start)
        }
    }

    /// Inserts the locale's zero at `position` until `out[start...]` is `width` code units long.
    mutating func padWithZeros(at position: Int, fieldStart start: Int, width: Int) {
        let missing = width - utf16Length(from: start)
        guard missing > 0 else { return }
        let zero = symbols.digits[0..<symbols.digitWidth]
        var zeros: [UInt8] = []
        zeros.reserveCapacity(missing * zero.count)
        for _ in 0..<missing { zeros += zero }
        out.insert(contentsOf: zeros, at: position)
    }

    mutating func appendDigit(_ digit: UInt8) {
        if symbols.hasASCIIDigits {
            out.append(UInt8(ascii: "0") + digit)
        } else {
            let start = Int(digit) * symbols.digitWidth
            for index in start..<start + symbols.digitWidth { out.append(symbols.digits[index]) }
        }
    }
}

extension FormatArgument {
    /// The value as a sign and magnitude when it is a whole number (a `.double` too), or `nil`.
    var integerValue: (negative: Bool, magnitude: UInt64)? {
        switch self {
        case .int(let value): return (value < 0, value.magnitude.toUInt64)
        case .uint(let value): return (false, UInt64(value))
        case .double(let value):
            guard value.isFinite, value == value.rounded(.towardZero), value.magnitude < 0x1p64 else { return nil }
            return (value < 0, UInt64(value.magnitude))
        case .string, .bool, .character: return nil
        }
    }
}

private extension UInt {
    var toUInt64: UInt64 { UInt64(self) }
}
