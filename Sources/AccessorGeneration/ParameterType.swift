import LocalizedStrings

/// The Swift type of an accessor's parameter: what the placeholder that reads the argument
/// prints.
///
/// | placeholder | type |
/// |---|---|
/// | `%@`, `%s` (Java `%s`), `%S` | `String` |
/// | `%d`, `%lld`, `%i`, `%u`, `%x`, `%o` | `Int` |
/// | `%f`, `%.2f`, `%e`, `%g`, `%a` | `Double` |
/// | `%c`, `%C` | `Character` |
/// | Java `%b` | `Bool` |
/// | `%p`, Java `%h` and `%t…`, or no placeholder at all | `any FormatArgumentConvertible` |
public enum ParameterType: String, Hashable, Sendable, CaseIterable {
    /// Text.
    case string = "String"
    /// An integer.
    case int = "Int"
    /// A floating-point number.
    case double = "Double"
    /// A character.
    case character = "Character"
    /// A boolean.
    case bool = "Bool"
    /// Any value the runtime formats: for placeholders without a Swift counterpart, and for an
    /// argument that no placeholder reads (a gap, such as argument 1 of `%2$@`).
    case any = "any FormatArgumentConvertible"

    /// The type for an argument a placeholder reads as `kind`.
    ///
    /// - Parameter kind: What the placeholder reads.
    public init(_ kind: FormatString.ArgumentKind) {
        switch kind {
        case .object, .cString, .wideCString: self = .string
        case .integer: self = .int
        case .floatingPoint: self = .double
        case .character: self = .character
        case .boolean: self = .bool
        case .hashCode, .pointer, .dateTime: self = .any
        }
    }
}
