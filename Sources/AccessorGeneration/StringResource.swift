/// One string, plural or array of a table, as its accessor sees it: the key the runtime looks
/// up, what the value takes, and what its documentation says.
///
/// Made from the development language's entries by ``StringResourceReader``; the same resources
/// in any form (Android `res`, `.lproj` folders, a String Catalog) give the same resources.
public struct StringResource: Hashable, Sendable {
    /// What the accessor returns and how it looks the key up.
    public enum Kind: Hashable, Sendable {
        /// A string, formatted with its parameters when it has some.
        case string
        /// A plural whose form the first parameter, the count, chooses.
        case plural
        /// A string array (Android `<string-array>`, Apple keys `name[0]`, `name[1]`, …).
        case array
    }

    /// The key the runtime looks up (the Apple key, which the Android form answers to as well).
    public var key: String
    /// What the accessor returns.
    public var kind: Kind
    /// The arguments, in order: parameter *n* is format argument *n*.
    public var parameters: [Parameter]
    /// The development-language text, one line per form or item, for the documentation.
    public var text: [String]
    /// The translator comment, if any.
    public var comment: String?

    /// Creates a resource.
    public init(key: String, kind: Kind, parameters: [Parameter] = [], text: [String], comment: String? = nil) {
        self.key = key
        self.kind = kind
        self.parameters = parameters
        self.text = text
        self.comment = comment
    }
}

extension StringResource {
    /// One argument of a resource.
    public struct Parameter: Hashable, Sendable {
        /// The Swift type.
        public var type: ParameterType
        /// The name the resources give the argument (a `.stringsdict` variable, a String
        /// Catalog substitution, an Android `<xliff:g id>`, `count` for a plural's count), if any.
        public var name: String?
        /// For a floating-point count, the fraction digits its placeholder shows (`%.1f`: 1),
        /// which choose the plural form together with the value ("1.0 km" is not "1 km").
        public var fractionDigits: Int?

        /// Creates a parameter.
        public init(type: ParameterType, name: String? = nil, fractionDigits: Int? = nil) {
            self.type = type
            self.name = name
            self.fractionDigits = fractionDigits
        }
    }
}
