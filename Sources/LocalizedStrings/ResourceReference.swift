/// A value that points at another resource instead of holding text, such as Android's
/// `@string/app_name`, `?attr/colorPrimary` or `@null`.
public struct ResourceReference: Hashable, Sendable, CustomStringConvertible {
    /// What a reference points at.
    public enum Kind: String, Hashable, Sendable {
        /// `@[package:]type/name`: another resource.
        case resource
        /// `?[package:][attr/]name`: a theme attribute.
        case attribute
        /// `@null`: no value.
        case null
        /// `@empty`: an empty value.
        case empty
    }

    /// What the reference points at.
    public var kind: Kind
    /// The package, such as `android`, or `nil` for the app's own resources.
    public var package: String?
    /// The resource type, such as `string` (`attr` for theme attributes; empty for `@null`).
    public var type: String
    /// The resource name.
    public var name: String
    /// Whether the reference is private (`@*android:string/x`).
    public var isPrivate: Bool

    /// Creates a reference.
    public init(kind: Kind, package: String? = nil, type: String = "", name: String = "", isPrivate: Bool = false) {
        self.kind = kind
        self.package = package
        self.type = type
        self.name = name
        self.isPrivate = isPrivate
    }

    /// The canonical text: `@string/x`, `@android:string/ok`, `?attr/x`, `@null`, `@empty`.
    public var description: String {
        switch kind {
        case .null: return "@null"
        case .empty: return "@empty"
        case .resource, .attribute:
            var text = kind == .resource ? "@" : "?"
            if isPrivate { text += "*" }
            if let package { text += package + ":" }
            return text + type + "/" + name
        }
    }
}
