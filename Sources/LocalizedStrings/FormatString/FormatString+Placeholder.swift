extension FormatString {
    /// A specifier that consumes an argument: `%s`, `%2$-10.3f`, `%<d`, `%lld`, `%tY`.
    ///
    /// Its fields are the parts of the specifier's syntax,
    /// `%[position$][flags][width][.precision][length]conversion`, and can be edited; ``text``
    /// renders them back. A parsed placeholder renders exactly as it was written, including
    /// spellings such as `%01$s` or `%.05f`; editing a number drops its original spelling.
    public struct Placeholder: Hashable, Sendable, CustomStringConvertible {
        /// The explicit 1-based argument position (`2` in `%2$s`), or `nil`.
        public var position: Int? {
            didSet { spelling.positionLeadingZeros = 0 }
        }

        /// The flags in written order, duplicates included.
        public var flags: [Flag] {
            didSet { flagBits = Flag.bits(of: flags) }
        }

        /// The minimum width (`10` in `%-10s`), or `nil`.
        public var width: Int?

        /// The precision (`2` in `%.2f`), or `nil`. Apple's `%.f` has precision 0.
        public var precision: Int? {
            didSet {
                spelling.precisionLeadingZeros = 0
                spelling.precisionIsEmpty = false
            }
        }

        /// The Apple length modifier (`ll` in `%lld`), or `nil`. Java has none.
        public var length: LengthModifier?

        /// The conversion letter, with Java's date-time suffix (`tY`).
        public var conversion: Conversion

        /// The 1-based argument this placeholder prints, as its format string resolved it.
        ///
        /// An explicit position gives the index; `%<` reuses the previous specifier's argument;
        /// otherwise specifiers without a position are numbered in order among themselves. Only
        /// meaningful inside a ``FormatString``, which recomputes it after every edit; a
        /// placeholder created on its own has its position here, or 0.
        public internal(set) var argumentIndex: Int

        var spelling = Spelling()
        private(set) var flagBits: UInt16

        /// Creates a placeholder.
        ///
        /// - Parameters:
        ///   - position: The explicit 1-based argument position, or `nil`.
        ///   - flags: The flags in order.
        ///   - width: The minimum width, or `nil`.
        ///   - precision: The precision, or `nil`.
        ///   - length: The Apple length modifier, or `nil`.
        ///   - conversion: The conversion.
        public init(position: Int? = nil, flags: [Flag] = [], width: Int? = nil, precision: Int? = nil,
                    length: LengthModifier? = nil, conversion: Conversion) {
            self.position = position
            self.flags = flags
            self.width = width
            self.precision = precision
            self.length = length
            self.conversion = conversion
            self.argumentIndex = position ?? 0
            self.flagBits = Flag.bits(of: flags)
        }

        /// Whether the placeholder has `flag`.
        public func has(_ flag: Flag) -> Bool {
            flagBits & flag.bit != 0
        }

        /// Whether this is Java's `%<…`, which prints the previous specifier's argument again.
        public var reusesPreviousArgument: Bool { has(.previousArgument) }

        /// What the argument must be, or `nil` when the conversion does not exist in `dialect`.
        ///
        /// - Parameter dialect: The dialect whose meaning to use.
        public func argumentKind(in dialect: Dialect) -> ArgumentKind? {
            conversion.argumentKind(in: dialect)
        }

        /// The specifier's text, such as `%1$-10.2f`.
        public var text: String {
            var result = "%"
            if let position {
                if spelling.positionLeadingZeros > 0 {
                    result += String(repeating: "0", count: Int(spelling.positionLeadingZeros))
                }
                result += String(position)
                result += "$"
            }
            for flag in flags {
                result.append(flag.rawValue)
            }
            if let width { result += String(width) }
            if let precision {
                result += "."
                if !spelling.precisionIsEmpty {
                    if spelling.precisionLeadingZeros > 0 {
                        result += String(repeating: "0", count: Int(spelling.precisionLeadingZeros))
                    }
                    result += String(precision)
                }
            }
            if let length { result += length.rawValue }
            result += conversion.text
            return result
        }

        public var description: String { text }

        /// How the numbers were written when that differs from their plain decimal form.
        struct Spelling: Hashable, Sendable {
            var positionLeadingZeros: UInt8 = 0
            var precisionLeadingZeros: UInt8 = 0
            var precisionIsEmpty = false
        }
    }

    /// A flag of a format specifier.
    public enum Flag: Character, Hashable, Sendable, CaseIterable {
        /// `-`: pad on the right instead of the left.
        case leftJustify = "-"
        /// `#`: the alternate form (`0x` before hexadecimal, always a decimal separator).
        case alternateForm = "#"
        /// `+`: a plus sign before non-negative numbers.
        case plusSign = "+"
        /// ` `: a space before non-negative numbers.
        case space = " "
        /// `0`: pad numbers with zeros after the sign instead of spaces before it.
        case zeroPadding = "0"
        /// `,` (Java): locale grouping separators.
        case grouping = ","
        /// `(` (Java): negative numbers in parentheses.
        case parentheses = "("
        /// `<` (Java): reuse the previous specifier's argument.
        case previousArgument = "<"
        /// `'` (Apple, POSIX): locale grouping separators.
        case thousandsGrouping = "'"

        /// Whether the flag exists in `dialect`.
        ///
        /// - Parameter dialect: The dialect to check.
        public func isValid(in dialect: Dialect) -> Bool {
            switch self {
            case .leftJustify, .alternateForm, .plusSign, .space, .zeroPadding: true
            case .grouping, .parentheses, .previousArgument: dialect == .java
            case .thousandsGrouping: dialect == .apple
            }
        }

        var bit: UInt16 {
            switch self {
            case .leftJustify: 1 << 0
            case .alternateForm: 1 << 1
            case .plusSign: 1 << 2
            case .space: 1 << 3
            case .zeroPadding: 1 << 4
            case .grouping: 1 << 5
            case .parentheses: 1 << 6
            case .previousArgument: 1 << 7
            case .thousandsGrouping: 1 << 8
            }
        }

        static func bits(of flags: [Flag]) -> UInt16 {
            flags.reduce(0) { $0 | $1.bit }
        }
    }

    /// An Apple (C) length modifier: the size of the integer or floating-point argument.
    public enum LengthModifier: String, Hashable, Sendable, CaseIterable {
        /// `hh`: `char`.
        case char = "hh"
        /// `h`: `short`.
        case short = "h"
        /// `l`: `long` (64-bit on Apple's 64-bit platforms).
        case long = "l"
        /// `ll`: `long long`.
        case longLong = "ll"
        /// `q`: `long long` (BSD spelling).
        case quad = "q"
        /// `L`: `long double`.
        case longDouble = "L"
        /// `z`: `size_t`.
        case size = "z"
        /// `t`: `ptrdiff_t`.
        case pointerDifference = "t"
        /// `j`: `intmax_t`.
        case maximum = "j"

        /// The integer width in bits this modifier gives on Apple's 64-bit platforms: 8, 16 or
        /// 64. `L` gives 64 as well.
        public var integerBitWidth: Int {
            switch self {
            case .char: 8
            case .short: 16
            case .long, .longLong, .quad, .longDouble, .size, .pointerDifference, .maximum: 64
            }
        }
    }
}
