import CLDR
import Testing

@Suite("PluralOperands")
struct PluralOperandsTests {
    /// A number as written and its expected operands (TR35 "Plural Operand Meanings").
    struct Row: Sendable, CustomTestStringConvertible {
        let text: String
        let i: Int, v: Int, w: Int, f: Int, t: Int, c: Int
        var testDescription: String { text }
    }

    static let table: [Row] = [
        Row(text: "1", i: 1, v: 0, w: 0, f: 0, t: 0, c: 0),
        Row(text: "1.0", i: 1, v: 1, w: 0, f: 0, t: 0, c: 0),
        Row(text: "1.00", i: 1, v: 2, w: 0, f: 0, t: 0, c: 0),
        Row(text: "1.3", i: 1, v: 1, w: 1, f: 3, t: 3, c: 0),
        Row(text: "1.30", i: 1, v: 2, w: 1, f: 30, t: 3, c: 0),
        Row(text: "1.50", i: 1, v: 2, w: 1, f: 50, t: 5, c: 0),
        Row(text: "1.03", i: 1, v: 2, w: 2, f: 3, t: 3, c: 0),
        Row(text: "0.01", i: 0, v: 2, w: 2, f: 1, t: 1, c: 0),
        Row(text: "1.230", i: 1, v: 3, w: 2, f: 230, t: 23, c: 0),
        Row(text: "1200000", i: 1_200_000, v: 0, w: 0, f: 0, t: 0, c: 0),
        Row(text: "1.2c3", i: 1200, v: 0, w: 0, f: 0, t: 0, c: 3),
        Row(text: "1.2e3", i: 1200, v: 0, w: 0, f: 0, t: 0, c: 3),
        Row(text: "123c6", i: 123_000_000, v: 0, w: 0, f: 0, t: 0, c: 6),
        Row(text: "1.0000001c6", i: 1_000_000, v: 1, w: 1, f: 1, t: 1, c: 6),
        Row(text: "1.23456c3", i: 1234, v: 2, w: 2, f: 56, t: 56, c: 3),
        Row(text: "1.20c1", i: 12, v: 1, w: 0, f: 0, t: 0, c: 1),
        Row(text: "-1", i: 1, v: 0, w: 0, f: 0, t: 0, c: 0),
        Row(text: "-2.50", i: 2, v: 2, w: 1, f: 50, t: 5, c: 0),
        Row(text: "+3", i: 3, v: 0, w: 0, f: 0, t: 0, c: 0),
        Row(text: "007", i: 7, v: 0, w: 0, f: 0, t: 0, c: 0),
        Row(text: "123456789012345", i: 123_456_789_012_345, v: 0, w: 0, f: 0, t: 0, c: 0),
    ]

    @Test("Derives every operand from the number as written", arguments: table)
    func operandsOfText(_ row: Row) throws {
        let operands = try #require(PluralOperands(row.text))
        #expect([operands.i, operands.v, operands.w, operands.f, operands.t, operands.c]
                == [row.i, row.v, row.w, row.f, row.t, row.c])
        #expect(operands.e == operands.c)
    }

    @Test("n is the absolute value", arguments: [("1.50", 1.5), ("-2", 2.0), ("1.2c3", 1200.0), ("0.01", 0.01)])
    func nIsAbsoluteValue(_ text: String, _ n: Double) throws {
        #expect(try #require(PluralOperands(text)).n == n)
    }

    @Test("Trailing zeros make a different number: 1.0 is not 1")
    func trailingZerosCount() throws {
        let one = try #require(PluralOperands("1"))
        let oneDotZero = try #require(PluralOperands("1.0"))
        #expect(one != oneDotZero)
        #expect(one == PluralOperands(1))
    }

    @Test("Rejects text that is not a plain number",
          arguments: ["", "-", "1.", ".5", "1,5", "1 000", "1e", "1c", "1.2.3", "abc", " 1", "1 ", "--1", "0x10", "١", "1e-3"])
    func rejectsNonNumbers(_ text: String) {
        #expect(PluralOperands(text) == nil)
    }

    @Test("An integer count has the operands of its digits", arguments: [0, 1, 5, 21, 1_000_000, -1, -21, Int.max])
    func operandsOfInteger(_ count: Int) {
        #expect(PluralOperands(count) == PluralOperands(String(count)))
    }

    @Test("Integers of 19 digits keep their last 18 digits above 10^18")
    func hugeIntegersAreCapped() throws {
        // Int.min's magnitude does not fit in Int; the same digits as text give the same i.
        let minimum = PluralOperands(Int.min)
        #expect(minimum.i == 1_223_372_036_854_775_808)
        #expect(PluralOperands("-9223372036854775808")?.i == minimum.i)
        #expect(PluralOperands("100000000000000000000")?.i == 1_000_000_000_000_000_000)
        #expect(PluralOperands("1c20")?.i == 1_000_000_000_000_000_000)
        #expect(PluralOperands("0c20")?.i == 0)
        let longFraction = try #require(PluralOperands("0.1000000000000000000001"))
        #expect(longFraction.f == 1_000_000_000_000_000_001)
        #expect(longFraction.t == longFraction.f)
        #expect(longFraction.v == 22)
    }

    @Test("A formatted double has the operands of its shown digits",
          arguments: [(1.0, 0, "1"), (1.0, 1, "1.0"), (1.5, 2, "1.50"), (-2.25, 1, "2.2"),
                      (1.005, 2, "1.00"), (0.125, 2, "0.12"), (0.135, 2, "0.14"), (2.5, 0, "2"), (3.5, 0, "4"),
                      (9.995, 2, "10.00"), (0.1 + 0.2, 2, "0.30"), (1e-5, 3, "0.000"), (1e-5, 5, "0.00001"),
                      (1234567.0, 0, "1234567"), (1e15, 1, "1000000000000000.0"), (0.5, -1, "0")])
    func operandsOfDouble(_ value: Double, _ fractionDigits: Int, _ shown: String) {
        #expect(PluralOperands(value, fractionDigits: fractionDigits) == PluralOperands(shown))
    }

    @Test("A double that is not finite has an infinite n", arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteDouble(_ value: Double) {
        let operands = PluralOperands(value, fractionDigits: 0)
        #expect(operands.n == .infinity)
        #expect(operands.i == 0 && operands.v == 0)
    }

    @Test("Describes itself in CLDR notation")
    func description() throws {
        #expect(try #require(PluralOperands("1.50")).description == "n=1.5 i=1 v=2 w=1 f=50 t=5 c=0")
    }
}
