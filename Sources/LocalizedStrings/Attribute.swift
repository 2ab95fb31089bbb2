/// A name and a value: an attribute of a markup tag, or a format-specific detail that a
/// reader keeps so that its writer can put it back (such as Android's `tools:ignore`).
public struct Attribute: Hashable, Sendable {
    /// The qualified name as written, such as `href` or `tools:ignore`.
    public var name: String
    /// The value, with XML escapes already resolved.
    public var value: String

    /// Creates an attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

extension Array where Element == Attribute {
    /// The value of the first attribute with the given name.
    public subscript(named name: String) -> String? {
        first { $0.name == name }?.value
    }
}
