import Foundation
import Localization
import LocalizedStrings
import Testing

@Suite("StringFormatter")
struct StringFormatterTests {
    // MARK: - Apple: agreement with Foundation

    /// A format, its arguments, and the locales to check it in.
    struct Case: CustomTestStringConvertible, Sendable {
        let format: String
        let arguments: [FormatArgument]
        var testDescription: String { "\(format) \(arguments)" }

        init(_ format: String, _ arguments: FormatArgument...) {
            self.format = format
            self.arguments = arguments
        }
    }

    /// Foundation identifiers; CLDR 41 and the ICU in swift-corelibs-foundation agree on these.
    static let locales = ["en_US", "de_DE", "de_CH", "fr_FR", "es_ES", "pl_PL", "hi_IN", "en_IN", "ar_EG", "fa_IR",
                          "sv_SE", "ru_RU", "pt_BR", "ja_JP", "ar_MA", "nb_NO", "my_MM"]

    static let agreeingCases: [Case] = [
        Case("%d", 1234567), Case("%d", -12345), Case("%d", 1234), Case("%d", 12345), Case("%d", 0), Case("%ld", .int(Int.min)),
        Case("%ld items", 1234567), Case("%lld", 9_223_372_036_854_775_807), Case("%i", -1234567), Case("%u", 1234567),
        Case("%D|%U", 1234567, 7654321), Case("%5d|", 42), Case("%-5d|", -12), Case("%+5d", 12), Case("%+d", 1234567),
        Case("%.3d", 5), Case("%5.3d", -12), Case("%10.5d", 12),
        Case("%x %X %o", 1234567, 0xABCDEF, 1234567), Case("%#x %#o %#X", 255, 8, 255), Case("%#5x|%#05x", 255, 255),
        Case("%x", -1), Case("%lx", -1), Case("%u", -1),
        Case("%f", 1234.5), Case("%.2f", 1234567.891), Case("%.0f", 2.5), Case("%.0f", 3.5), Case("%.0f", 0.5),
        Case("%.1f", 0.15), Case("%.1f", 0.25), Case("%.1f", 0.35), Case("%.1f", 0.05), Case("%.2f", 0.125),
        Case("%.2f", 1.005), Case("%.3f", 2.0005), Case("%.20f", 0.1), Case("%.0f", 1e23), Case("%.2f", 1e20),
        Case("%f", .double(.leastNonzeroMagnitude)), Case("%.0f", -0.4), Case("%10.2f|", 3.14159), Case("%-10.2f|", 3.14159), Case("%+.2f", 3.14159),
        Case("%5.1f%%", 99.44), Case("%F", 1.5), Case("%lf", 1.5),
        Case("%g", 123.456789), Case("%g", 100000.0), Case("%g", 0.0001), Case("%g", 0.5), Case("%g", 1.0),
        Case("%g", 0.0), Case("%.3g", 0.0001234), Case("%.10g", 1234567.0), Case("%g", 999999.0),
        Case("%a", 1.0), Case("%a", -0.1), Case("%A", 255.5),
        Case("%c%c", 65, 0xE9), Case("%C", 0x41), Case("%5c|", 65),
        Case("%%"), Case("%1$@ has %2$d points, %1$@!", "Ann", 1234), Case("%2$d %1$@", "x", 1234),
        Case("%@ %3$@ %@", "a", "b", "c"), Case("%2$@ %@ %@", "a", "b", "c"),
        Case("%f|%f", .double(.infinity), .double(-.infinity)),
    ]

    /// Scientific notation, checked without `ar_EG`: CLDR 41 spells the Arabic exponent `اس`,
    /// the newer CLDR in Foundation's ICU `أس` (see `arabicExponentFromCLDR41`).
    static let exponentCases: [Case] = [
        Case("%e", 1234.5), Case("%E", 1e100), Case("%.2e", -0.000123), Case("%e", 0.0), Case("%.0e", 5.0),
        Case("%e", 1e-300), Case("%.0e", 12345.0), Case("%g", 1234567.0), Case("%g", 0.00001), Case("%G", 0.00001234),
        Case("%.3g", 1234.0), Case("%g", 2e6), Case("%g", 1.5e7),
    ]

    @Test("Formats Apple strings as String(format:locale:) does", arguments: locales, agreeingCases)
    func agreesWithFoundation(_ identifier: String, _ testCase: Case) throws {
        try expectAgreement(identifier, testCase)
    }

    @Test("Formats scientific notation as String(format:locale:) does",
          arguments: locales.filter { $0 != "ar_EG" }, exponentCases)
    func scientificAgreesWithFoundation(_ identifier: String, _ testCase: Case) throws {
        try expectAgreement(identifier, testCase)
    }

    private func expectAgreement(_ identifier: String, _ testCase: Case) throws {
        let tag = try #require(LanguageTag(identifier.replacingOccurrences(of: "_", with: "-")))
        let ours = StringFormatter(locale: tag).format(testCase.format, dialect: .apple, testCase.arguments)
        let foundation = String(format: testCase.format, locale: Locale(identifier: identifier),
                                arguments: testCase.arguments.map(Self.cVarArg))
        #expect(ours == foundation, "\(Self.visible(ours)) != \(Self.visible(foundation))")
    }

    static func cVarArg(_ argument: FormatArgument) -> any CVarArg {
        switch argument {
        case .string(let string): string
        case .int(let value): value
        case .uint(let value): value
        case .double(let value): value
        case .bool(let value): value ? 1 : 0
        case .character(let character): Int(character.unicodeScalars.first!.value)
        }
    }

    static func visible(_ text: String) -> String {
        text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "<U+\(String($0.value, radix: 16, uppercase: true))>" }
            .joined()
    }
}

// MARK: - Explicit expectations

/// One formatting with its expected result.
struct Expectation: CustomTestStringConvertible, Sendable {
    let locale: String
    let format: String
    let arguments: [FormatArgument]
    let expected: String
    var testDescription: String { "\(locale) \(format) \(arguments)" }

    init(_ locale: String, _ format: String, _ arguments: [FormatArgument], _ expected: String) {
        self.locale = locale
        self.format = format
        self.arguments = arguments
        self.expected = expected
    }

    func formatted(_ dialect: FormatString.Dialect, options: StringFormatter.Options = .init()) throws -> String {
        let tag = try #require(LanguageTag(locale))
        return StringFormatter(locale: tag, options: options).format(format, dialect: dialect, arguments)
    }
}

@Suite("StringFormatter, Java dialect")
struct StringFormatterJavaTests {
    /// Expected values printed by OpenJDK 17's `String.format(Locale, …)`, whose
    /// `java.util.Formatter` Android ships (Android's copy differs only in the exponent symbol of
    /// `%e`, which it takes from CLDR; it is `e` in these locales).
    static let javaFormatter: [Expectation] = [
        // No grouping without the `,` flag; with it, every three digits (also in `hi`, and from
        // four digits on in `es`/`pl`, where CLDR would wait for five).
        Expectation("de-DE", "%d", [1234567], "1234567"),
        Expectation("de-DE", "%,d", [1234567], "1.234.567"),
        Expectation("fr-FR", "%,d", [1234567], "1\u{202F}234\u{202F}567"),
        Expectation("hi-IN", "%,d", [1234567], "1,234,567"),
        Expectation("es-ES", "%,d", [1234], "1.234"),
        Expectation("pl-PL", "%,d", [1234], "1\u{A0}234"),
        Expectation("de-DE", "%,.2f", [1234567.891], "1.234.567,89"),
        Expectation("en-US", "%,g", [100000.0], "100,000"),
        // The locale's digits and separators, an ASCII minus sign.
        Expectation("ar-EG", "%,d", [1234567], "\u{661}\u{66C}\u{662}\u{663}\u{664}\u{66C}\u{665}\u{666}\u{667}"),
        Expectation("ar-EG", "%.2f", [1.5], "\u{661}\u{66B}\u{665}\u{660}"),
        Expectation("ar-EG", "%d", [-5], "-\u{665}"),
        Expectation("sv-SE", "%,.1f", [-1234.5], "-1\u{A0}234,5"),
        // Half-up rounding of the shortest decimal form.
        Expectation("en-US", "%.1f", [0.25], "0.3"),
        Expectation("en-US", "%.0f", [2.5], "3"),
        Expectation("en-US", "%.2f", [1.005], "1.01"),
        Expectation("en-US", "%.1f", [0.15], "0.2"),
        Expectation("en-US", "%.2f", [0.125], "0.13"),
        Expectation("en-US", "%.3f", [2.0005], "2.001"),
        Expectation("en-US", "%.20f", [0.1], "0.10000000000000000000"),
        Expectation("en-US", "%.0f", [-0.4], "-0"),
        Expectation("en-US", "%f", [-0.0], "-0.000000"),
        // Scientific and general notation; `%g` keeps its zeros.
        Expectation("en-US", "%e", [1234.5], "1.234500e+03"),
        Expectation("de-DE", "%e", [1234.5], "1,234500e+03"),
        Expectation("en-US", "%E", [1e100], "1.000000E+100"),
        Expectation("en-US", "%#.0e", [5.0], "5.e+00"),
        Expectation("en-US", "%g", [1.5], "1.50000"),
        Expectation("en-US", "%g", [0.0], "0.00000"),
        Expectation("en-US", "%g", [1234567.0], "1.23457e+06"),
        Expectation("en-US", "%g", [0.0001], "0.000100000"),
        Expectation("en-US", "%G", [1e-10], "1.00000E-10"),
        Expectation("en-US", "%.3g", [1000.0], "1.00e+03"),
        // Flags.
        Expectation("en-US", "%(d", [-5], "(5)"),
        Expectation("en-US", "%(,.2f", [-1234.5], "(1,234.50)"),
        Expectation("en-US", "%(5d|", [-3], "  (3)|"),
        Expectation("en-US", "%05d", [-12], "-0012"),
        Expectation("en-US", "%,010d", [1234567], "01,234,567"),
        Expectation("en-US", "%010.2f", [-3.14159], "-000003.14"),
        Expectation("en-US", "%+d % d", [5, 5], "+5  5"),
        // Integers in other bases: a negative Kotlin `Int` in 32-bit two's complement.
        Expectation("en-US", "%x %X %o", [-1, 255, -1], "ffffffff FF 37777777777"),
        Expectation("en-US", "%x", [.int(-1 << 40)], "ffffff0000000000"),
        Expectation("en-US", "%#x %#o %08X %#08x", [0, 8, 255, 255], "0x0 010 000000FF 0x0000ff"),
        // Any value through `%s`, with `Double.toString`'s spelling.
        Expectation("en-US", "%s %s %s %s", [1.0, 1e10, 1e-5, 12345678.0], "1.0 1.0E10 1.0E-5 1.2345678E7"),
        Expectation("en-US", "%S|%-6s|%.2s|%6s", ["hello", "ab", "hello", "ab"], "HELLO|ab    |he|    ab"),
        Expectation("en-US", "%s %d", [true, 7], "true 7"),
        Expectation("en-US", "%b %b %B", [true, "x", false], "true true FALSE"),
        Expectation("en-US", "%h %H %h %h %h", ["hello", "hello", 42, 1.5, true], "5e918d2 5E918D2 2a 3ff80000 4cf"),
        Expectation("en-US", "%c%C", [65, "a"], "AA"),
        // Text conversions.
        Expectation("en-US", "a%nb", [], "a\nb"),
        Expectation("en-US", "%-5%|%5%|", [], "%    |    %|"),
        Expectation("en-US", "%1$s %<s %s", ["a", "b"], "a a a"),
        Expectation("en-US", "%2$s %s %s", ["a", "b"], "b a b"),
        // Hexadecimal floating point, `Double.toHexString`'s form.
        Expectation("en-US", "%a %a %A %a %.2a", [1.0, -0.1, 255.5, 0.0, 1.0], "0x1.0p0 -0x1.999999999999ap-4 0X1.FFP7 0x0.0p0 0x1.00p0"),
        Expectation("en-US", "%a", [.double(.leastNonzeroMagnitude)], "0x0.0000000000001p-1022"),
        // Not numbers.
        Expectation("en-US", "%f %E %f %(f", [.double(.infinity), .double(-.infinity), .double(.nan), .double(-.infinity)],
                    "Infinity -INFINITY NaN (Infinity)"),
        Expectation("en-US", "%08.2f|", [.double(.nan)], "     NaN|"),
    ]

    @Test("Formats Java strings as java.util.Formatter does", arguments: javaFormatter)
    func matchesJavaFormatter(_ expectation: Expectation) throws {
        #expect(try expectation.formatted(.java) == expectation.expected)
    }

    /// Android's `LocaleData.exponentSeparator` is CLDR's symbol, lower-cased for `%e`; OpenJDK
    /// prints `e` everywhere. `%g` prints `e` on both.
    @Test("Takes the exponent symbol of %e from CLDR, as Android does")
    func androidExponentSymbol() throws {
        #expect(try Expectation("sv-SE", "%e|%g", [1234.5, 1e-5], "").formatted(.java) == "1,234500×10^+03|1,00000e-05")
    }
}

@Suite("StringFormatter, where Foundation differs")
struct StringFormatterFoundationDifferenceTests {
    /// A case where the formatter deliberately prints something else than Foundation's
    /// `String(format:locale:)` on Linux (swift-corelibs-foundation, Swift 6.3). Foundation's
    /// output is checked too, so the table notices when Foundation changes.
    struct Difference: CustomTestStringConvertible, Sendable {
        let locale: String
        let format: String
        let arguments: [FormatArgument]
        let ours: String
        let foundation: String
        let why: String
        var testDescription: String { "\(locale) \(format): \(why)" }
    }

    static let differences: [Difference] = [
        Difference(locale: "en_US", format: "[%10@|%-4@|%.2@]", arguments: ["ab", "ab", "abc"], ours: "[        ab|ab  |ab]",
                   foundation: "[ab|ab|abc]", why: "Foundation ignores width and precision on %@; Java pads %10s"),
        Difference(locale: "en_US", format: "[%5C]", arguments: [65], ours: "[    A]", foundation: "[A]",
                   why: "Foundation ignores the width of %C"),
        Difference(locale: "de_DE", format: "[% d]", arguments: [1234567], ours: "[ 1.234.567]", foundation: "[1.234.567]",
                   why: "Foundation drops the space flag once a locale is given"),
        Difference(locale: "en_US", format: "[%05d]", arguments: [-12], ours: "[-0012]", foundation: "[-00,012]",
                   why: "Foundation zero-pads to width digits and groups the zeros; C and Java pad to the width"),
        Difference(locale: "de_DE", format: "[%010.2f]", arguments: [-3.14159], ours: "[-000003,14]", foundation: "[-     3,14]",
                   why: "Foundation pads %010.2f with spaces after the sign"),
        Difference(locale: "de_DE", format: "[%#.0f|%#.0e]", arguments: [1.0, 5.0], ours: "[1,|5,E+00]", foundation: "[1|5E+00]",
                   why: "Foundation ignores # with a locale; C keeps the decimal separator"),
        Difference(locale: "de_DE", format: "[%g|%.3g]", arguments: [1e6, 1000.0], ours: "[1E+06|1E+03]",
                   foundation: "[1.000.000|1000]",
                   why: "Foundation keeps 10^precision itself in fixed notation (2e6 is 2E+06); C switches at 10^precision"),
        Difference(locale: "en_US", format: "[%+.0f]", arguments: [-0.0], ours: "[-0]", foundation: "[-+0]",
                   why: "Foundation prints both signs for negative zero with +"),
        Difference(locale: "de_DE", format: "[%'d]", arguments: [1234567], ours: "[1.234.567]", foundation: "['d]",
                   why: "Foundation does not know the POSIX ' flag and prints the specifier"),
        Difference(locale: "de_DE", format: "[%d]", arguments: [.int(1 << 40)], ours: "[1.099.511.627.776]", foundation: "[0]",
                   why: "Foundation reads a 32-bit int for %d, so a Swift Int above 2^31 loses its high bits; use %ld"),
        Difference(locale: "en_US", format: "[%f]", arguments: [2], ours: "[2.000000]", foundation: "[0.000000]",
                   why: "An integer given to %f is converted; Foundation reads a double that was never passed"),
        Difference(locale: "ar", format: "%d", arguments: [-1234], ours: "\u{61C}-\u{661}\u{66C}\u{662}\u{663}\u{664}",
                   foundation: "\u{200E}-1,234", why: "CLDR 41 gives ar Arabic-Indic digits; Foundation's newer CLDR gives Latin"),
        Difference(locale: "bn_BD", format: "%d", arguments: [1234567], ours: "\u{9E7}\u{9E8},\u{9E9}\u{9EA},\u{9EB}\u{9EC}\u{9ED}",
                   foundation: "12,34,567", why: "CLDR 41 gives bn Bengali digits; Foundation's newer CLDR gives Latin"),
        Difference(locale: "it_IT", format: "%d", arguments: [1234], ours: "1.234", foundation: "1234",
                   why: "CLDR 41 groups four-digit numbers in it; Foundation's newer CLDR has minimumGroupingDigits 2"),
        Difference(locale: "ar_EG", format: "%.1e", arguments: [1234.5], ours: "\u{661}\u{66B}\u{662}\u{627}\u{633}\u{61C}+\u{660}\u{663}",
                   foundation: "\u{661}\u{66B}\u{662}\u{623}\u{633}\u{61C}+\u{660}\u{663}",
                   why: "CLDR 41 spells the Arabic exponent اس, Foundation's newer CLDR أس"),
    ]

    @Test("Differs from Foundation on Linux where Foundation is wrong or newer", arguments: differences)
    func differsFromFoundation(_ difference: Difference) throws {
        let tag = try #require(LanguageTag(difference.locale.replacingOccurrences(of: "_", with: "-")))
        let ours = StringFormatter(locale: tag).format(difference.format, dialect: .apple, difference.arguments)
        #expect(ours == difference.ours)
        let foundation = String(format: difference.format, locale: Locale(identifier: difference.locale),
                                arguments: difference.arguments.map(StringFormatterTests.cVarArg))
        #expect(foundation == difference.foundation, "Foundation changed: \(StringFormatterTests.visible(foundation))")
    }

    /// Foundation treats `%n` as C's "store the count" conversion: it consumes an argument and
    /// prints nothing. In the Apple dialect `%n` is malformed and printed as it is; a converter
    /// turns Android's `%n` into a newline before it reaches Apple.
    @Test("Prints Apple's %n as it is")
    func appleLineSeparator() {
        let formatter = StringFormatter(locale: LanguageTag("en")!)
        #expect(formatter.format("a%nb %d", dialect: .apple, 5) == "a%nb 5")
        #expect(String(format: "a%nb %d", locale: Locale(identifier: "en_US"), 5) == "ab 0")
    }
}

@Suite("StringFormatter, errors and options")
struct StringFormatterBehaviourTests {
    let english = StringFormatter(locale: LanguageTag("en")!)
    let german = StringFormatter(locale: LanguageTag("de")!)

    @Test("Prints a placeholder without an argument as its own text")
    func missingArgument() {
        #expect(english.format("%1$@ and %2$@", dialect: .apple, "Ann") == "Ann and %2$@")
        #expect(english.format("%s %s", dialect: .java) == "%s %s")
    }

    @Test("Prints an argument a conversion cannot use as its text")
    func typeMismatch() {
        #expect(german.format("%d|%5d|%x", dialect: .apple, "many", "ab", true) == "many|   ab|true")
        #expect(german.format("%f|%c|%c", dialect: .apple, "n/a", "word", .int(-1)) == "n/a|word|-1")
        #expect(german.format("%d|%d|%x|%d", dialect: .apple, 3.0, 2.5, 255.0, -1234.5) == "3|2,5|ff|-1.234,5")
        #expect(german.format("%.2f|%e", dialect: .java, 2, .uint(3)) == "2,00|3,000000e+00")
    }

    @Test("Prints malformed specifiers and stringsdict variables as they are")
    func malformedAndVariables() {
        #expect(english.format("%y and %#@files@ at 100%", dialect: .apple, 1, 2) == "%y and %#@files@ at 100%")
        // "100% sure" is not malformed: `% s` is `%s` with the space flag, which only numbers use
        // (Java throws FormatFlagsConversionMismatchException here).
        #expect(english.format("100% sure", dialect: .java, "x") == "100xure")
        #expect(english.format("%ld%", dialect: .java, 5) == "%ld%")
        #expect(english.format("%tY", dialect: .java, 2024) == "2024")
        #expect(english.format("%s|%S", dialect: .apple, "c", "w") == "c|w")
    }

    @Test("Uses a placeholder's argument index, repeated or reordered")
    func argumentIndices() {
        let format = FormatString("%2$@, %1$@ %2$@", dialect: .apple)
        #expect(english.format(format, "James", "Bond") == "Bond, James Bond")
        #expect(english.format(FormatString("%1$tm %<s", dialect: .java), "x") == "x x")
    }

    @Test("Groups as the options say")
    func groupingOptions() throws {
        let format = FormatString("%d %,d", dialect: .java)
        let apple = FormatString("%d %'d", dialect: .apple)
        func formatted(_ grouping: StringFormatter.Grouping, _ format: FormatString) -> String {
            StringFormatter(locale: LanguageTag("de")!, options: .init(grouping: grouping)).format(format, [1234567, 1234567])
        }
        #expect(formatted(.platform, format) == "1234567 1.234.567")
        #expect(formatted(.platform, apple) == "1.234.567 1.234.567")
        #expect(formatted(.whenFlagged, apple) == "1234567 1.234.567")
        #expect(formatted(.always, format) == "1.234.567 1.234.567")
        #expect(formatted(.never, apple) == "1234567 1234567")
    }

    @Test("Follows the conventions the options name instead of the format string's")
    func conventionsOverride() {
        let java = StringFormatter(locale: LanguageTag("sv")!, options: .init(conventions: .java))
        #expect(java.format("%d %.1f", dialect: .apple, -1234, 0.25) == "-1234 0,3")
        let apple = StringFormatter(locale: LanguageTag("sv")!, options: .init(conventions: .apple))
        #expect(apple.format("%d %.1f", dialect: .java, -1234, 0.25) == "\u{2212}1\u{A0}234 0,2")
    }

    @Test("Prints Latin digits on request or for -u-nu-latn")
    func latinDigits() {
        let latin = StringFormatter(locale: LanguageTag("ar-EG")!, options: .init(digits: .latin))
        #expect(latin.format("%d %.1f", dialect: .java, -1234, 1.5) == "-1234 1.5")
        let tagged = StringFormatter(locale: LanguageTag("ar-EG-u-nu-latn")!)
        #expect(tagged.format("%,d", dialect: .java, 1234) == "1,234")
        let thai = StringFormatter(locale: LanguageTag("th-TH-u-nu-thai")!)
        #expect(thai.format("%d", dialect: .apple, 1234) == "\u{E51},\u{E52}\u{E53}\u{E54}")
    }

    @Test("Pads with UTF-16 code units, as Java and NSString count")
    func widthCountsUTF16() {
        #expect(english.format("[%4@][%-3s]", dialect: .apple, "é", "😀") == "[   é][😀 ]")
        #expect(english.format("[%.1@]", dialect: .apple, "😀x") == "[]")
    }

    @Test("Formats the same string from many tasks at once")
    func concurrentUse() async {
        let formatter = german
        let format = FormatString("%1$@: %2$.2f", dialect: .apple)
        let results = await withTaskGroup(of: String.self) { group in
            for index in 0..<64 { group.addTask { formatter.format(format, "n\(index % 2)", 1234.5) } }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(results == ["n0: 1.234,50", "n1: 1.234,50"])
    }
}

@Suite("FormatArgument")
struct FormatArgumentTests {
    @Test("Keeps numbers numeric when converting from Any")
    func fromAny() {
        let optional: Int? = 5
        let none: String? = nil
        let values: [Any] = ["a", 1, Int8(-2), UInt64.max, 2.5, Float(0.5), true, Character("x"), Unicode.Scalar(65)!,
                             "sub"[...], optional as Any, none as Any, [1, 2]]
        #expect(values.map(FormatArgument.init) == [
            .string("a"), .int(1), .int(-2), .uint(UInt(UInt64.max)), .double(2.5), .double(0.5), .bool(true),
            .character("x"), .character("A"), .string("sub"), .int(5), .string("nil"), .string("[1, 2]"),
        ])
    }

    @Test("Converts literals")
    func literals() {
        let name = "Ann"
        let arguments: [FormatArgument] = ["x", "\(name)!", 3, 1.5, false]
        #expect(arguments == [.string("x"), .string("Ann!"), .int(3), .double(1.5), .bool(false)])
        #expect(FormatArgument(UInt8(7)) == .int(7))
    }
}
