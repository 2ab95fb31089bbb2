/// A value for a placeholder of a format string.
///
/// Literals convert implicitly, so arguments read like the values they are:
///
///     formatter.format(format, ["Ann", 3, 2.5, true])
///
/// A placeholder takes what it can from any case: `%d` prints a `.double` that holds a whole
/// number as that integer, `%f` prints an `.int` as a floating-point number, and a conversion
/// that cannot use the value (a `%d` given `.string("many")`) prints the value's text instead of
/// failing. See ``StringFormatter`` for the details.
public enum FormatArgument: Hashable, Sendable {
    /// Text, for `%@`, `%s` and `%S`.
    case string(String)
    /// A signed integer, for `%d`, `%i`, `%x`, `%o`, `%c` (a code point) and the rest.
    case int(Int)
    /// An unsigned integer, for `%u`, `%lu`, `%x` and the rest.
    case uint(UInt)
    /// A floating-point number, for `%f`, `%e`, `%g` and `%a`.
    case double(Double)
    /// A boolean, for Java's `%b`; other conversions print `true` or `false`.
    case bool(Bool)
    /// A character, for `%c` and `%C`.
    case character(Character)
}

// MARK: - Literals

extension FormatArgument: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// Creates a `.string` argument from a string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// Creates a `.string` argument from an interpolated string literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self = .string(String(stringInterpolation: stringInterpolation))
    }
}

extension FormatArgument: ExpressibleByIntegerLiteral {
    /// Creates an `.int` argument from an integer literal.
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension FormatArgument: ExpressibleByFloatLiteral {
    /// Creates a `.double` argument from a floating-point literal.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension FormatArgument: ExpressibleByBooleanLiteral {
    /// Creates a `.bool` argument from `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

// MARK: - Conversions

extension FormatArgument {
    /// Creates an integer argument: `.int` when the value fits in `Int`, `.uint` when it fits in
    /// `UInt`, and the decimal text otherwise.
    ///
    /// - Parameter value: Any integer.
    public init(_ value: some BinaryInteger) {
        if let signed = Int(exactly: value) {
            self = .int(signed)
        } else if let unsigned = UInt(exactly: value) {
            self = .uint(unsigned)
        } else {
            self = .string(String(value))
        }
    }

    /// Creates a `.double` argument.
    ///
    /// - Parameter value: Any floating-point number; `Float` and `Float80` are converted to `Double`.
    public init(_ value: some BinaryFloatingPoint) {
        self = .double(Double(value))
    }

    /// Creates a `.string` argument.
    ///
    /// - Parameter value: A string or substring.
    public init(_ value: some StringProtocol) {
        self = .string(String(value))
    }

    /// Creates an argument from a value of any type, keeping numbers numeric.
    ///
    /// Integers, floating-point numbers, strings, characters, Unicode scalars and booleans map
    /// to their cases (an optional is unwrapped first); `nil` becomes the text `nil`, as in
    /// string interpolation; anything else becomes its `description`.
    ///
    /// - Parameter value: The value.
    public init(_ value: Any) {
        switch value {
        case let argument as FormatArgument: self = argument
        case let string as String: self = .string(string)
        case let integer as Int: self = .int(integer)
        case let double as Double: self = .double(double)
        case let bool as Bool: self = .bool(bool)
        case let character as Character: self = .character(character)
        case let scalar as Unicode.Scalar: self = .character(Character(scalar))
        case let integer as any BinaryInteger: self.init(integer)
        case let number as any BinaryFloatingPoint: self.init(number)
        case let text as any StringProtocol: self.init(text)
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                if let wrapped = mirror.children.first?.value {
                    self.init(wrapped)
                } else {
                    self = .string("nil")
                }
            } else {
                self = .string(String(describing: value))
            }
        }
    }
}
