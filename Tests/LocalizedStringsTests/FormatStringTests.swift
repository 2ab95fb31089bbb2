import LocalizedStrings
import Testing

@Suite("FormatString")
struct FormatStringTests {
    typealias Dialect = FormatString.Dialect

    // MARK: - Round trip

    static let roundTripTexts = [
        "", "plain text", "100%%", "%s", "%1$s and %2$s", "%<s", "%s %<S", "%,d", "%(,.2f", "%-10s|", "%05d",
        "% d", "%+.3e", "%#x", "%tY-%tm-%<td", "%Tp", "%n", "line%nline", "%-5%", "%5%", "%b %B %h %H %c %C",
        "%01$s", "%.05f", "%0$s", "%y", "100%", "%1$", "%ld", "%.f", "%5n", "%tq", "% ", "%é", "日本 %1$s 語",
        "%@", "%1$@ %2$lld", "%'d", "%hhd %hd %ld %lld %qd %Lf %zu %td %jd", "%#@files@", "%1$#@files@",
        "%#@files", "%*d", "%.*f", "%5.2@", "%D %U %O %F %p", "%S %s", "%n in Apple", "%%%@%%", "50% off",
        "%99999999999d", "%-%", "%<s first", "%3$@ %1$@", "%@\n%@", "😀%d😀", "%.2%", "%1$-+ 0#'10.4lld",
    ]

    @Test("Renders back exactly the text it was parsed from", arguments: Dialect.allCases, roundTripTexts)
    func roundTrip(_ dialect: Dialect, _ text: String) {
        let format = FormatString(text, dialect: dialect)
        #expect(format.text == text)
        #expect(format.description == text)
        #expect(format.segments.map(\.text).joined() == text)
    }

    // MARK: - Parsing table

    struct Row: CustomTestStringConvertible, Sendable {
        let dialect: Dialect
        let text: String
        let segments: [String]
        var testDescription: String { "\(dialect) \(text)" }
    }

    /// Each segment written as `L:text`, `%%`, `%n`, `P:spec@index:kind`, `V:name@index`,
    /// `M:text:reason`.
    static let table: [Row] = [
        Row(dialect: .java, text: "Hello %1$s, you have %2$d new messages",
            segments: ["L:Hello ", "P:%1$s@1:object", "L:, you have ", "P:%2$d@2:integer", "L: new messages"]),
        Row(dialect: .java, text: "%s %s", segments: ["P:%s@1:object", "L: ", "P:%s@2:object"]),
        Row(dialect: .java, text: "%2$s %s %s", segments: ["P:%2$s@2:object", "L: ", "P:%s@1:object", "L: ", "P:%s@2:object"]),
        Row(dialect: .java, text: "%1$tm %<te", segments: ["P:%1$tm@1:dateTime", "L: ", "P:%<te@1:dateTime"]),
        Row(dialect: .java, text: "%s %2$s %<s %s", segments: ["P:%s@1:object", "L: ", "P:%2$s@2:object", "L: ", "P:%<s@2:object", "L: ", "P:%s@2:object"]),
        Row(dialect: .java, text: "%<s", segments: ["M:%<s:noPreviousArgument"]),
        Row(dialect: .java, text: "%n%%", segments: ["%n", "%%"]),
        Row(dialect: .java, text: "%-6%|", segments: ["%-6%", "L:|"]),
        Row(dialect: .java, text: "%,.2f %(d %x %o %e %g %a %c %b %h %S",
            segments: ["P:%,.2f@1:floatingPoint", "L: ", "P:%(d@2:integer", "L: ", "P:%x@3:integer", "L: ", "P:%o@4:integer",
                       "L: ", "P:%e@5:floatingPoint", "L: ", "P:%g@6:floatingPoint", "L: ", "P:%a@7:floatingPoint",
                       "L: ", "P:%c@8:character", "L: ", "P:%b@9:boolean", "L: ", "P:%h@10:hashCode", "L: ", "P:%S@11:object"]),
        Row(dialect: .java, text: "50% off", segments: ["L:50", "P:% o@1:integer", "L:ff"]),
        Row(dialect: .java, text: "100%", segments: ["L:100", "M:%:unterminated"]),
        Row(dialect: .java, text: "%ld", segments: ["M:%l:unknownConversion(l)", "L:d"]),
        Row(dialect: .java, text: "%@", segments: ["M:%@:unknownConversion(@)"]),
        Row(dialect: .java, text: "%.f", segments: ["M:%.:missingPrecision", "L:f"]),
        Row(dialect: .java, text: "%5n", segments: ["M:%5n:invalidLineSeparator"]),
        Row(dialect: .java, text: "%.2%", segments: ["M:%.2%:invalidPercentSign"]),
        Row(dialect: .java, text: "%tq", segments: ["M:%tq:unknownDateTimeConversion"]),
        Row(dialect: .java, text: "%0$s", segments: ["M:%0$s:zeroPosition"]),
        Row(dialect: .java, text: "%1$", segments: ["M:%1$:unterminated"]),
        Row(dialect: .java, text: "%é!", segments: ["M:%é:unknownConversion(é)", "L:!"]),
        Row(dialect: .java, text: "%.%d", segments: ["M:%.:missingPrecision", "P:%d@1:integer"]),
        Row(dialect: .apple, text: "%1$@ has %2$lld items", segments: ["P:%1$@@1:object", "L: has ", "P:%2$lld@2:integer", "L: items"]),
        Row(dialect: .apple, text: "%@ %3$@ %@", segments: ["P:%@@1:object", "L: ", "P:%3$@@3:object", "L: ", "P:%@@2:object"]),
        Row(dialect: .apple, text: "%d %i %u %D %U %o %O %x %X",
            segments: ["P:%d@1:integer", "L: ", "P:%i@2:integer", "L: ", "P:%u@3:integer", "L: ", "P:%D@4:integer", "L: ",
                       "P:%U@5:integer", "L: ", "P:%o@6:integer", "L: ", "P:%O@7:integer", "L: ", "P:%x@8:integer", "L: ", "P:%X@9:integer"]),
        Row(dialect: .apple, text: "%s%S%c%C%p%F%a",
            segments: ["P:%s@1:cString", "P:%S@2:wideCString", "P:%c@3:character", "P:%C@4:character", "P:%p@5:pointer",
                       "P:%F@6:floatingPoint", "P:%a@7:floatingPoint"]),
        Row(dialect: .apple, text: "%#@files@ in %#@folders@", segments: ["V:files@1", "L: in ", "V:folders@2"]),
        Row(dialect: .apple, text: "%2$#@files@ %1$@", segments: ["V:files@2", "L: ", "P:%1$@@1:object"]),
        Row(dialect: .apple, text: "%#@files", segments: ["M:%#@files:invalidVariable"]),
        Row(dialect: .apple, text: "%#x", segments: ["P:%#x@1:integer"]),
        Row(dialect: .apple, text: "%n", segments: ["M:%n:unknownConversion(n)"]),
        Row(dialect: .apple, text: "%<s", segments: ["M:%<:unknownConversion(<)", "L:s"]),
        Row(dialect: .apple, text: "%,d", segments: ["M:%,:unknownConversion(,)", "L:d"]),
        Row(dialect: .apple, text: "%5%", segments: ["M:%5%:invalidPercentSign"]),
        Row(dialect: .apple, text: "%*d", segments: ["M:%*d:argumentWidthOrPrecision"]),
        Row(dialect: .apple, text: "%tY", segments: ["M:%tY:unknownConversion(Y)"]),
        Row(dialect: .apple, text: "%b", segments: ["M:%b:unknownConversion(b)"]),
        Row(dialect: .apple, text: "%99999999999d", segments: ["M:%99999999999d:numberTooLarge"]),
        Row(dialect: .apple, text: "%.f", segments: ["P:%.f@1:floatingPoint"]),
        Row(dialect: .apple, text: "% ", segments: ["M:% :unterminated"]),
        Row(dialect: .apple, text: "%\n", segments: ["M:%:unknownConversion(\n)", "L:\n"]),
    ]

    @Test("Parses each dialect", arguments: table)
    func parses(_ row: Row) {
        let format = FormatString(row.text, dialect: row.dialect)
        #expect(format.segments.map { Self.describe($0, in: row.dialect) } == row.segments)
    }

    static func describe(_ segment: FormatString.Segment, in dialect: Dialect) -> String {
        switch segment {
        case .literal(let text): "L:\(text)"
        case .percentSign(let percentSign): percentSign.text
        case .lineSeparator: "%n"
        case .placeholder(let placeholder):
            "P:\(placeholder.text)@\(placeholder.argumentIndex):\(placeholder.argumentKind(in: dialect)?.rawValue ?? "?")"
        case .variable(let variable): "V:\(variable.name)@\(variable.argumentIndex)"
        case .malformed(let malformed): "M:\(malformed.text):\(Self.describe(malformed.reason))"
        }
    }

    static func describe(_ reason: FormatString.MalformedSpecifier.Reason) -> String {
        if case .unknownConversion(let character) = reason { return "unknownConversion(\(character))" }
        return "\(reason)"
    }

    // MARK: - Fields

    @Test("Exposes the parts of a placeholder")
    func placeholderFields() throws {
        let format = FormatString("%2$-+08.3lld", dialect: .apple)
        let placeholder = try #require(format.placeholders.first)
        #expect(placeholder.position == 2)
        #expect(placeholder.flags == [.leftJustify, .plusSign, .zeroPadding])
        #expect(placeholder.has(.zeroPadding))
        #expect(!placeholder.has(.space))
        #expect(placeholder.width == 8)
        #expect(placeholder.precision == 3)
        #expect(placeholder.length == .longLong)
        #expect(placeholder.conversion == .decimal)
        #expect(placeholder.argumentIndex == 2)
        #expect(placeholder.argumentKind(in: .apple) == .integer)
    }

    @Test("Reads Java date-time conversions with their suffix")
    func dateTime() throws {
        let placeholder = try #require(FormatString("%1$TB", dialect: .java).placeholders.first)
        #expect(placeholder.conversion.character == "T")
        #expect(placeholder.conversion.dateTimeSuffix == "B")
        #expect(placeholder.conversion.isUppercase)
        #expect(placeholder.conversion == FormatString.Conversion("T", dateTimeSuffix: "B"))
    }

    @Test("Gives the same letter a meaning per dialect")
    func meaningPerDialect() {
        #expect(FormatString.Conversion.string.argumentKind(in: .java) == .object)
        #expect(FormatString.Conversion.string.argumentKind(in: .apple) == .cString)
        #expect(FormatString.Conversion.object.argumentKind(in: .java) == nil)
        #expect(FormatString.Conversion(Character("u"))?.argumentKind(in: .java) == nil)
        #expect(FormatString.Conversion.boolean.argumentKind(in: .apple) == nil)
        #expect(FormatString.Flag.grouping.isValid(in: .java))
        #expect(!FormatString.Flag.grouping.isValid(in: .apple))
        #expect(FormatString.Flag.thousandsGrouping.isValid(in: .apple))
    }

    // MARK: - Argument indices

    @Test("Counts arguments and finds unused positions")
    func argumentCount() {
        #expect(FormatString("no arguments %% %n", dialect: .java).argumentCount == 0)
        #expect(!FormatString("no arguments %% %n", dialect: .java).hasArguments)
        #expect(FormatString("%s %s %<s", dialect: .java).argumentCount == 2)
        let gap = FormatString("%1$@ %3$@", dialect: .apple)
        #expect(gap.argumentCount == 3)
        #expect(gap.unusedArgumentIndices == [2])
        #expect(FormatString("%#@files@ %2$@", dialect: .apple).unusedArgumentIndices == [])
    }

    @Test("Recomputes argument indices after an edit")
    func editsRecomputeIndices() {
        var format = FormatString("%1$tm %<te %s", dialect: .java)
        #expect(format.placeholders.map(\.argumentIndex) == [1, 1, 1])
        format.updatePlaceholders { placeholder in
            placeholder.flags.removeAll { $0 == .previousArgument }
            if placeholder.position == nil { placeholder.position = 2 }
        }
        #expect(format.text == "%1$tm %2$te %2$s")
        #expect(format.placeholders.map(\.argumentIndex) == [1, 2, 2])
        format.segments.insert(.placeholder(.init(conversion: .string)), at: 0)
        #expect(format.placeholders.map(\.argumentIndex) == [1, 1, 2, 2])
    }

    // MARK: - Rewriting

    @Test("Rewrites a conversion and renders it in the other dialect")
    func rewritesForTheOtherDialect() {
        var format = FormatString("%1$s has %2$d files%n100%%", dialect: .java)
        format.updatePlaceholders { placeholder in
            switch placeholder.argumentKind(in: .java) {
            case .object: placeholder.conversion = .object
            case .integer: placeholder.length = .longLong
            default: break
            }
        }
        format.segments = format.segments.map { $0 == .lineSeparator ? .literal("\n") : $0 }
        format.dialect = .apple
        #expect(format.text == "%1$@ has %2$lld files\n100%%")
        let reparsed = FormatString(format.text, dialect: .apple)
        #expect(reparsed.placeholders == format.placeholders)
        #expect(reparsed.text == format.text)
    }

    @Test("Escapes a percent sign in literal text")
    func escapesLiteralPercent() {
        let format = FormatString(segments: [.literal("100% of "), .placeholder(.init(conversion: .object))], dialect: .apple)
        #expect(format.text == "100%% of %@")
        #expect(format.placeholders.first?.argumentIndex == 1)
    }

    @Test("Drops a number's original spelling once it is edited")
    func editedNumbersAreCanonical() throws {
        var format = FormatString("%01$.05f", dialect: .apple)
        #expect(format.text == "%01$.05f")
        format.updatePlaceholders { $0.precision = 2 }
        #expect(format.text == "%01$.2f")
        format.updatePlaceholders { $0.position = 1 }
        #expect(format.text == "%1$.2f")
    }
}

@Suite("Format strings with many placeholders")
struct ManyPlaceholdersTests {
    @Test("Twenty thousand placeholders resolve to arguments 1 to 20,000 (in one pass: this was quadratic)",
          arguments: FormatString.Dialect.allCases)
    func manyPlaceholders(_ dialect: FormatString.Dialect) {
        let count = 20_000
        let format = FormatString(String(repeating: "%d ", count: count), dialect: dialect)
        let indices = format.segments.compactMap { segment -> Int? in
            if case .placeholder(let placeholder) = segment { return placeholder.argumentIndex }
            return nil
        }
        #expect(indices == Array(1...count))
    }
}
