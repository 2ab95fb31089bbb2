/// A value that can fill a placeholder of a localized string: strings, integers,
/// floating-point numbers, booleans, characters and ``FormatArgument`` itself.
///
/// ``Localizer``'s lookups take their arguments through this protocol, so variables pass as
/// they are, without wrapping:
///
///     let name = "Ann"
///     let count = 3
///     localizer.string("shared_by", name, count)
public protocol FormatArgumentConvertible: Sendable {
    /// The value as a format argument.
    var formatArgument: FormatArgument { get }
}

extension FormatArgument: FormatArgumentConvertible {
    /// The argument itself.
    public var formatArgument: FormatArgument { self }
}

extension String: FormatArgumentConvertible {
    /// A `.string` argument.
    public var formatArgument: FormatArgument { .string(self) }
}

extension Substring: FormatArgumentConvertible {
    /// A `.string` argument.
    public var formatArgument: FormatArgument { .string(String(self)) }
}

extension Character: FormatArgumentConvertible {
    /// A `.character` argument.
    public var formatArgument: FormatArgument { .character(self) }
}

extension Bool: FormatArgumentConvertible {
    /// A `.bool` argument.
    public var formatArgument: FormatArgument { .bool(self) }
}

extension Int: FormatArgumentConvertible {
    /// An `.int` argument.
    public var formatArgument: FormatArgument { .int(self) }
}

extension Int8: FormatArgumentConvertible {
    /// An `.int` argument.
    public var formatArgument: FormatArgument { .int(Int(self)) }
}

extension Int16: FormatArgumentConvertible {
    /// An `.int` argument.
    public var formatArgument: FormatArgument { .int(Int(self)) }
}

extension Int32: FormatArgumentConvertible {
    /// An `.int` argument.
    public var formatArgument: FormatArgument { .int(Int(self)) }
}

extension Int64: FormatArgumentConvertible {
    /// An `.int` argument.
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension UInt: FormatArgumentConvertible {
    /// An `.int` argument when the value fits in `Int`, else `.uint`.
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension UInt8: FormatArgumentConvertible {
    /// An `.int` argument.
    public var formatArgument: FormatArgument { .int(Int(self)) }
}

extension UInt16: FormatArgumentConvertible {
    /// An `.int` argument.
    public var formatArgument: FormatArgument { .int(Int(self)) }
}

extension UInt32: FormatArgumentConvertible {
    /// An `.int` argument.
    public var formatArgument: FormatArgument { .int(Int(self)) }
}

extension UInt64: FormatArgumentConvertible {
    /// An `.int` argument when the value fits in `Int`, else `.uint`.
    public var formatArgument: FormatArgument { FormatArgument(self) }
}

extension Double: FormatArgumentConvertible {
    /// A `.double` argument.
    public var formatArgument: FormatArgument { .double(self) }
}

extension Float: FormatArgumentConvertible {
    /// A `.double` argument.
    public var formatArgument: FormatArgument { .double(Double(self)) }
}
