extension FormatString {
    /// A stringsdict variable, `%#@name@` or `%1$#@name@` (Apple).
    ///
    /// In a `.stringsdict` `NSStringLocalizedFormatKey`, Foundation replaces the variable with the
    /// plural form its dictionary chooses for the argument, so a variable consumes an argument
    /// like a placeholder does.
    public struct Variable: Hashable, Sendable, CustomStringConvertible {
        /// The explicit 1-based argument position (`1` in `%1$#@files@`), or `nil`.
        public var position: Int? {
            didSet { positionLeadingZeros = 0 }
        }

        /// The variable's name (`files` in `%#@files@`): letters, digits, `_`, `-` and `.`.
        public var name: String

        /// The 1-based argument whose value selects the plural form, resolved like a placeholder's.
        public internal(set) var argumentIndex: Int

        var positionLeadingZeros: UInt8 = 0

        /// Creates a variable.
        ///
        /// - Parameters:
        ///   - name: The variable's name.
        ///   - position: The explicit 1-based argument position, or `nil`.
        public init(name: String, position: Int? = nil) {
            self.name = name
            self.position = position
            self.argumentIndex = position ?? 0
        }

        /// The variable's text, such as `%#@files@` or `%2$#@files@`.
        public var text: String {
            var result = "%"
            if let position {
                if positionLeadingZeros > 0 { result += String(repeating: "0", count: Int(positionLeadingZeros)) }
                result += String(position) + "$"
            }
            return result + "#@" + name + "@"
        }

        public var description: String { text }
    }
}
