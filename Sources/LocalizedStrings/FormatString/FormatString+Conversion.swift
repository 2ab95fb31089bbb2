extension FormatString {
    /// The conversion of a specifier: one ASCII letter or `@`, plus Java's date-time suffix
    /// (`%tY` has conversion `t` and suffix `Y`).
    ///
    /// The letter is syntax; its meaning depends on the dialect (``argumentKind(in:)``). The
    /// named constants cover the letters a converter rewrites:
    ///
    ///     placeholder.conversion = .object     // Java `%s` → Apple `%@`
    public struct Conversion: Hashable, Sendable, CustomStringConvertible, ExpressibleByUnicodeScalarLiteral {
        /// The conversion letter as an ASCII byte.
        public let code: UInt8
        /// Java's date-time suffix as an ASCII byte, or 0.
        public let dateTimeCode: UInt8

        /// Creates a conversion from its letter and an optional Java date-time suffix.
        ///
        /// Returns `nil` when either is not ASCII.
        ///
        /// - Parameters:
        ///   - character: The conversion letter, such as `"d"` or `"@"`.
        ///   - dateTimeSuffix: The letter after Java's `t` or `T`, such as `"Y"`.
        public init?(_ character: Character, dateTimeSuffix: Character? = nil) {
            guard let code = character.asciiValue, code > 0x20, code < 0x7F else { return nil }
            var suffix: UInt8 = 0
            if let dateTimeSuffix {
                guard let value = dateTimeSuffix.asciiValue, value > 0x20, value < 0x7F else { return nil }
                suffix = value
            }
            self.code = code
            self.dateTimeCode = suffix
        }

        init(code: UInt8, dateTimeCode: UInt8 = 0) {
            self.code = code
            self.dateTimeCode = dateTimeCode
        }

        /// Creates a conversion from a literal such as `"x"`. The scalar must be ASCII.
        public init(unicodeScalarLiteral value: Unicode.Scalar) {
            precondition(value.isASCII, "a conversion is an ASCII character")
            self.init(code: UInt8(value.value))
        }

        /// The conversion letter.
        public var character: Character { Character(Unicode.Scalar(code)) }

        /// Java's date-time suffix (`Y` in `%tY`), or `nil`.
        public var dateTimeSuffix: Character? {
            dateTimeCode == 0 ? nil : Character(Unicode.Scalar(dateTimeCode))
        }

        /// The conversion as it appears in a specifier: `d`, `@`, `tY`.
        public var text: String {
            var result = String(Unicode.Scalar(code))
            if dateTimeCode != 0 { result.unicodeScalars.append(Unicode.Scalar(dateTimeCode)) }
            return result
        }

        public var description: String { text }

        /// Whether the conversion upper-cases its output (Java `S B H C X E G A T`, Apple `X E G A F`).
        public var isUppercase: Bool {
            code >= UInt8(ascii: "A") && code <= UInt8(ascii: "Z")
        }

        // MARK: - Named conversions

        /// `@`: an object printed through its description (Apple).
        public static let object: Conversion = "@"
        /// `s`: any object in Java; a C string (`char *`) on Apple.
        public static let string: Conversion = "s"
        /// `d`: a signed decimal integer.
        public static let decimal: Conversion = "d"
        /// `i`: a signed decimal integer (Apple).
        public static let integer: Conversion = "i"
        /// `u`: an unsigned decimal integer (Apple).
        public static let unsignedDecimal: Conversion = "u"
        /// `o`: an octal integer.
        public static let octal: Conversion = "o"
        /// `x`: a hexadecimal integer in lower case.
        public static let hexadecimal: Conversion = "x"
        /// `X`: a hexadecimal integer in upper case.
        public static let uppercaseHexadecimal: Conversion = "X"
        /// `f`: a decimal number with a fixed number of fraction digits.
        public static let fixed: Conversion = "f"
        /// `e`: a number in scientific notation.
        public static let scientific: Conversion = "e"
        /// `g`: fixed or scientific, whichever suits the value.
        public static let general: Conversion = "g"
        /// `a`: a hexadecimal floating-point number.
        public static let hexadecimalFloat: Conversion = "a"
        /// `c`: a character (Java `char`, Apple 8-bit `char`).
        public static let character: Conversion = "c"
        /// `C`: an upper-cased character in Java; a UTF-16 `unichar` on Apple.
        public static let uppercaseCharacter: Conversion = "C"
        /// `p`: a pointer (Apple).
        public static let pointer: Conversion = "p"
        /// `b`: a boolean (Java).
        public static let boolean: Conversion = "b"
        /// `h`: a hash code in hexadecimal (Java).
        public static let hashCode: Conversion = "h"

        // MARK: - Meaning

        /// What the argument must be in `dialect`, or `nil` when the conversion does not exist there.
        ///
        /// - Parameter dialect: The dialect whose meaning to use.
        public func argumentKind(in dialect: Dialect) -> ArgumentKind? {
            switch dialect {
            case .java:
                switch code {
                case UInt8(ascii: "s"), UInt8(ascii: "S"): return .object
                case UInt8(ascii: "b"), UInt8(ascii: "B"): return .boolean
                case UInt8(ascii: "h"), UInt8(ascii: "H"): return .hashCode
                case UInt8(ascii: "c"), UInt8(ascii: "C"): return .character
                case UInt8(ascii: "d"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"): return .integer
                case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "g"), UInt8(ascii: "G"),
                     UInt8(ascii: "a"), UInt8(ascii: "A"): return .floatingPoint
                case UInt8(ascii: "t"), UInt8(ascii: "T"):
                    return Conversion.javaDateTimeSuffixes.contains(dateTimeCode) ? .dateTime : nil
                default: return nil
                }
            case .apple:
                guard dateTimeCode == 0 else { return nil }
                switch code {
                case UInt8(ascii: "@"): return .object
                case UInt8(ascii: "s"): return .cString
                case UInt8(ascii: "S"): return .wideCString
                case UInt8(ascii: "c"), UInt8(ascii: "C"): return .character
                case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "U"),
                     UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"): return .integer
                case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "g"),
                     UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"): return .floatingPoint
                case UInt8(ascii: "p"): return .pointer
                default: return nil
                }
            }
        }

        /// The suffixes `java.util.Formatter` accepts after `t` and `T`.
        static let javaDateTimeSuffixes: Set<UInt8> = Set("HIklMNLQpsSTzZaAbBCdehjmyYrRcDF".utf8)
    }

    /// What a placeholder's argument must be.
    public enum ArgumentKind: String, Hashable, Sendable, CaseIterable {
        /// Any value, printed through `toString()` or `description` (Java `%s`, Apple `%@`).
        case object
        /// Any value, printed as `true` or `false` (Java `%b`).
        case boolean
        /// Any value, printed as its Java hash code in hexadecimal (Java `%h`).
        case hashCode
        /// A NUL-terminated C string, `char *` (Apple `%s`).
        case cString
        /// A NUL-terminated UTF-16 string, `unichar *` (Apple `%S`).
        case wideCString
        /// An integer (`%d`, `%x`, Apple `%u`); the length modifier gives its size on Apple.
        case integer
        /// A floating-point number (`%f`, `%e`, `%g`, `%a`).
        case floatingPoint
        /// A character or code point (`%c`, `%C`).
        case character
        /// A pointer (Apple `%p`).
        case pointer
        /// A date, a time or milliseconds since 1970 (Java `%tY` and friends).
        case dateTime
    }
}
