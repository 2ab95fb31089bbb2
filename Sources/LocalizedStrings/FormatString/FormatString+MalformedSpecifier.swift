extension FormatString {
    /// A specifier the dialect does not accept, kept with its exact text.
    ///
    /// The text runs from the `%` to the character where the specifier went wrong, so that
    /// rendering the format string gives back the original. Android throws for these at run time
    /// (`UnknownFormatConversionException` and friends); Foundation prints garbage or nothing.
    /// The runtime formatter prints the text as it is.
    public struct MalformedSpecifier: Hashable, Sendable, CustomStringConvertible {
        /// Why a specifier is malformed.
        public enum Reason: Hashable, Sendable {
            /// The text ends inside the specifier, as in `"100%"` or `"%1$"`.
            case unterminated
            /// The conversion is not one the dialect knows: `%y`, Java's `%l` of `%ld`, Apple's `%n`.
            case unknownConversion(Character)
            /// Java's `%t`/`%T` without a valid suffix, such as `%tq`.
            case unknownDateTimeConversion
            /// Java's `%<s` with no specifier before it whose argument it could reuse.
            case noPreviousArgument
            /// An explicit position of 0, `%0$s`; positions start at 1.
            case zeroPosition
            /// A width or precision taken from an argument, `%*d` or `%.*f`, which the model
            /// does not represent.
            case argumentWidthOrPrecision
            /// A position, width or precision too large to be meant (more than 2³¹ − 1).
            case numberTooLarge
            /// A precision without digits in Java, `%.f`.
            case missingPrecision
            /// A `%` conversion with something other than Java's width and `-` flag: `%.2%`, Apple `%5%`.
            case invalidPercentSign
            /// Java's `%n` with flags, a width or a precision, such as `%5n`.
            case invalidLineSeparator
            /// A stringsdict variable without its closing `@` or with an unusable name, `%#@files`.
            case invalidVariable
        }

        /// The specifier's exact text.
        public var text: String
        /// Why the dialect does not accept it.
        public var reason: Reason

        /// Creates a malformed specifier.
        ///
        /// - Parameters:
        ///   - text: The exact text.
        ///   - reason: Why it is malformed.
        public init(text: String, reason: Reason) {
            self.text = text
            self.reason = reason
        }

        public var description: String { text }
    }
}
