import CLDR
import LocalizedStrings

/// Formats printf-style strings of both dialects with locale-correct numbers, without
/// Foundation.
///
/// Create one formatter per locale and reuse it; parse each format string once into a
/// ``FormatString`` and keep it, so formatting a label does no parsing:
///
///     let formatter = StringFormatter(locale: LanguageTag("de")!)
///     let format = FormatString("%1$@ hat %2$d Punkte", dialect: .apple)
///     print(formatter.format(format, ["Ann", 1234567]))  // Prints "Ann hat 1.234.567 Punkte"
///
///     let android = FormatString("%1$s hat %2$d Punkte (%2$,d)", dialect: .java)
///     print(formatter.format(android, ["Ann", 1234567]))
///     // Prints "Ann hat 1234567 Punkte (1.234.567)"
///
/// ## Conventions
///
/// The format string's dialect decides what each conversion means (`%s` is any value in Java,
/// a C string on Apple) and, unless ``Options/conventions`` says otherwise, how numbers look:
///
/// | | Apple (`String(format:locale:)` on Linux) | Java (Android `String.format(locale, …)`) |
/// |---|---|---|
/// | grouping of `%d %i %u %f %g` | always, by CLDR's pattern (`12,34,567` in `hi`, none below 10 000 in `es`) | only with the `,` flag, every 3 digits |
/// | minus, plus | CLDR's (`−` in `sv`, U+061C `-` in `ar`) | ASCII `-`, `+` |
/// | exponent of `%e` | CLDR's symbol as is (`1.5E+03`), CLDR signs | CLDR's symbol lower-cased for `%e` (`1.5e+03`), ASCII signs; `%g` always `e` |
/// | infinity, NaN | CLDR's (`∞`, `NaN`) | `Infinity`, `NaN` |
/// | rounding of the shortest decimal form | half to even (`%.1f` of 0.25 → `0.2`) | half up (`0.3`) |
/// | `%g` | strips trailing zeros (`%g` of 1.5 → `1.5`) | keeps them (`1.50000`) |
///
/// Both print the locale's digits (Arabic-Indic in `ar-EG`; see ``NumberSymbols``), its decimal
/// separator, and ASCII digits for `%x %o %a`. Width counts UTF-16 code units, like Java's
/// `String.length()` and `NSString.length`.
///
/// Where Foundation on Linux is wrong or surprising, the formatter follows C and Java instead:
/// it pads `%@` and `%c` to their width and truncates `%@` to its precision (Foundation ignores
/// both); `% d` keeps its space; `%05d` pads with zeros to the full width without grouping them
/// (Foundation writes `-00,012` for `-12`); `%010.2f` pads with zeros (Foundation pads spaces
/// after the sign); `#` adds the decimal separator; `%g` switches to scientific notation at
/// 10^precision (Foundation prints `1.000.000` for 1e6 but `2E+06` for 2e6); negative `%x` and
/// `%o` values are printed in two's complement of 32 bits (or of the Apple length modifier's
/// size, or 64 bits when the value does not fit), while negative `%u` values keep their sign as
/// Foundation prints them with a locale.
///
/// ## Errors
///
/// Formatting never fails or traps:
/// - A placeholder whose argument is missing prints its own text (`%2$s`).
/// - A conversion that cannot use its argument prints the argument's text: `%d` given
///   `"many"` prints `many`, `%c` given a string prints the string, `%f` given `true` prints `true`.
///   Numbers convert: `%d` given 3.0 prints `3`, given 2.5 prints `2.5` (locale symbols), `%f`
///   given 2 prints `2.000000`.
/// - Malformed specifiers (see ``FormatString/MalformedSpecifier``) and stringsdict variables
///   (which must be expanded before formatting) print their own text.
/// - Java `%tY` and friends print the argument's text; dates are not supported.
/// - A width or precision above ``maximumWidth`` or ``maximumPrecision`` (1,000) prints the
///   specifier as written: `%1$2147483647s` would otherwise build a 2 GB string.
/// - Apple `%s`/`%S` given a string print the string (Foundation would read a C pointer).
public struct StringFormatter: Sendable {
    /// How digits are grouped.
    public enum Grouping: Hashable, Sendable {
        /// As the conventions' platform does: Apple groups decimal conversions always, Java
        /// only with the `,` flag.
        case platform
        /// Only placeholders with Java's `,` or Apple's `'` flag, as C's `printf` does.
        case whenFlagged
        /// Every decimal conversion (`%d %i %u %f %g`).
        case always
        /// None, whatever the flags say.
        case never
    }

    /// What a formatter can be told besides its locale.
    public struct Options: Hashable, Sendable {
        /// How digits are grouped; ``Grouping/platform`` by default.
        public var grouping: Grouping
        /// Which digits to print; the locale's by default.
        public var digits: NumberSymbols.DigitStyle
        /// Whose conventions to follow for numbers, or `nil` for the format string's dialect.
        public var conventions: FormatString.Dialect?

        /// Creates options.
        ///
        /// - Parameters:
        ///   - grouping: How digits are grouped.
        ///   - digits: Which digits to print.
        ///   - conventions: Whose conventions to follow, or `nil` for the format string's dialect.
        public init(grouping: Grouping = .platform, digits: NumberSymbols.DigitStyle = .locale,
                    conventions: FormatString.Dialect? = nil) {
            self.grouping = grouping
            self.digits = digits
            self.conventions = conventions
        }
    }

    /// The locale whose numbers the formatter prints.
    public let locale: LanguageTag
    /// The options the formatter was created with.
    public let options: Options
    /// The number symbols in use.
    public let symbols: NumberSymbols

    let encoded: EncodedNumberSymbols

    /// Creates a formatter for a locale.
    ///
    /// - Parameters:
    ///   - locale: The locale whose number symbols to use.
    ///   - options: Grouping, digits and conventions.
    public init(locale: LanguageTag, options: Options = Options()) {
        self.locale = locale
        self.options = options
        self.symbols = NumberSymbols(locale: locale, digits: options.digits)
        self.encoded = EncodedNumberSymbols(symbols)
    }

    // MARK: - Formatting

    /// Formats a parsed format string.
    ///
    /// - Parameters:
    ///   - format: The format string; its dialect says what the conversions mean.
    ///   - arguments: The arguments; placeholder `n` prints `arguments[n - 1]`.
    /// - Returns: The formatted text.
    /// - Complexity: O(*n*) in the length of the result; no parsing.
    public func format(_ format: FormatString, _ arguments: [FormatArgument]) -> String {
        // Without variables to choose from, a `%#@name@` token prints as it is written.
        self.format(format, arguments, choosingVariables: { _, _ in nil })
    }

    /// Formats a parsed format string with variadic arguments.
    ///
    /// - Parameters:
    ///   - format: The format string.
    ///   - arguments: The arguments.
    /// - Returns: The formatted text.
    public func format(_ format: FormatString, _ arguments: FormatArgument...) -> String {
        self.format(format, arguments)
    }

    /// Parses and formats a format string. Parse once and keep the ``FormatString`` when the
    /// same text is formatted often.
    ///
    /// - Parameters:
    ///   - format: The format string's text.
    ///   - dialect: The dialect to parse it with.
    ///   - arguments: The arguments.
    /// - Returns: The formatted text.
    public func format(_ format: String, dialect: FormatString.Dialect, _ arguments: [FormatArgument]) -> String {
        self.format(FormatString(format, dialect: dialect), arguments)
    }

    /// Parses and formats a format string with variadic arguments.
    ///
    /// - Parameters:
    ///   - format: The format string's text.
    ///   - dialect: The dialect to parse it with.
    ///   - arguments: The arguments.
    /// - Returns: The formatted text.
    public func format(_ format: String, dialect: FormatString.Dialect, _ arguments: FormatArgument...) -> String {
        self.format(FormatString(format, dialect: dialect), arguments)
    }
}
