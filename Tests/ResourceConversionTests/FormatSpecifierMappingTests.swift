import Foundation
@testable import ResourceConversion
import Testing

/// Specifier by specifier, what each platform's formatter does with the argument decides
/// the expected text: java.util.Formatter on Android (aapt2 passes the text through), and
/// Foundation's printf-style formatter on Apple platforms.
@Suite("Format specifier mapping")
struct FormatSpecifierMappingTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var input: String
        var expected: String
        /// Whether the mapping must report that something is not carried exactly.
        var reports: Bool
        var why: String
        var testDescription: String { "\(input) → \(expected)" }

        init(_ input: String, _ expected: String, reports: Bool = false, _ why: String) {
            self.input = input
            self.expected = expected
            self.reports = reports
            self.why = why
        }
    }

    static let androidToApple: [Row] = [
        Row("Hello %s", "Hello %@", "Java %s prints any object; Apple %s would read a C string, %@ an object"),
        Row("%1$s and %2$s", "%1$@ and %2$@", "positions carry over unchanged"),
        Row("%d items", "%lld items", "Java %d takes a long; %lld reads 64 bits on every Apple platform"),
        Row("%2$d of %1$d", "%2$lld of %1$lld", "positions and the length together"),
        Row("%x %o", "%llx %llo", "hexadecimal and octal are integers too"),
        Row("%.2f %e %g %a", "%.2f %e %g %a", "floating-point conversions mean the same on both"),
        Row("%-10s|", "%-10@|", "flags and width carry over"),
        Row("%c", "%C", "Java %c is a UTF-16 char; Apple %c is an 8-bit char, %C a unichar"),
        Row("100%% sure", "100%% sure", "a literal percent sign"),
        Row("one%ntwo", "one\ntwo", "Java %n prints a line separator; Foundation's %n would consume an argument"),
        Row("50% off", "50% off", "a % with a space and a letter in prose is text, not the space flag"),
        Row("%S", "%@", reports: true, "Java upper-cases %S; Apple has no such conversion"),
        Row("%b", "%@", reports: true, "Java prints true/false; %@ prints the description"),
        Row("%tY", "%@", reports: true, "Java formats dates; Apple format strings cannot"),
        Row("%1$s %<s", "%1$@ %1$@", reports: true, "%< reuses the previous argument; Apple needs its position"),
        Row("%,d", "%lld", reports: true, "Java's grouping flag; Foundation groups by locale and has no such flag"),
        Row("%(d", "%lld", reports: true, "Java's negative-in-parentheses flag has no Apple equivalent"),
    ]

    @Test("Android specifiers become Apple specifiers", arguments: androidToApple)
    func androidToAppleRow(_ row: Row) {
        let (text, notes) = FormatSpecifierMapping(integerSpecifier: .longLong).appleText(fromJava: row.input)
        #expect(text == row.expected, "\(row.why)")
        #expect(notes.isEmpty != row.reports, "\(row.why): \(notes)")
    }

    @Test("--int-specifier chooses the Apple integer length")
    func integerLength() {
        #expect(FormatSpecifierMapping(integerSpecifier: .int).appleText(fromJava: "%d %1$x").text == "%d %1$x")
        #expect(FormatSpecifierMapping(integerSpecifier: .long).appleText(fromJava: "%d %1$x").text == "%ld %1$lx")
        #expect(FormatSpecifierMapping(integerSpecifier: .longLong).appleText(fromJava: "%d %1$x").text == "%lld %1$llx")
    }

    static let appleToAndroid: [Row] = [
        Row("Hello %@", "Hello %s", "an object argument"),
        Row("%1$@ and %2$@", "%1$s and %2$s", "positions carry over"),
        Row("%2$@ %1$@", "%2$s %1$s", "reordered positions carry over"),
        Row("%@ and %@", "%1$s and %2$s", "aapt2 rejects two unnumbered specifiers; numbering them reads the same arguments"),
        Row("%lld %ld %d %i %u %llu", "%1$d %2$d %3$d %4$d %5$d %6$d", "every Apple integer length is a Java %d"),
        Row("%lx", "%x", "hexadecimal keeps its letter, without the length"),
        Row("%.1f", "%.1f", "floating point is the same"),
        Row("%C", "%c", "a unichar is a Java char"),
        Row("%'d", "%,d", "Apple's thousands flag is Java's grouping flag"),
        Row("50% off", "50% off", "prose percent"),
        Row("%s", "%s", reports: true, "Apple %s is a C string; Java %s prints any object"),
        Row("%p", "%x", reports: true, "pointers do not exist on Android"),
        Row("%#@count@", "%#@count@", reports: true, "a stringsdict variable means nothing in an Android string"),
    ]

    @Test("Apple specifiers become Android specifiers", arguments: appleToAndroid)
    func appleToAndroidRow(_ row: Row) {
        let (text, notes) = FormatSpecifierMapping(integerSpecifier: .longLong).javaText(fromApple: row.input)
        #expect(text == row.expected, "\(row.why)")
        #expect(notes.isEmpty != row.reports, "\(row.why): \(notes)")
    }

    @Test("Texts without specifiers map both ways unchanged, and mapped specifiers map back",
          arguments: ["Plain text", "%1$s and %2$d", "%.2f%%", "%-10s|"])
    func mapsBack(_ android: String) {
        let mapping = FormatSpecifierMapping(integerSpecifier: .longLong)
        let apple = mapping.appleText(fromJava: android).text
        #expect(mapping.javaText(fromApple: apple).text == android)
    }

    @Test("A plural form's %@ for the count reads the integer: Foundation prints what Java's %s prints; another argument's is kept")
    func countReadAsInteger() {
        let mapping = FormatSpecifierMapping(integerSpecifier: .longLong)
        let forms = ["%s vidéo", "%1$s vidéos"].map { mapping.appleText(fromJava: $0).text }
        #expect(forms == ["%@ vidéo", "%1$@ vidéos"])
        let counted = mapping.countReadAsInteger(forms)
        #expect(counted.forms == ["%lld vidéo", "%1$lld vidéos"])
        #expect(counted.changed == ["%@", "%1$@"])
        // java.util.Formatter: String.format("%s vidéos", 5) is "5 vidéos"; Foundation, with the integer:
        #expect(String(format: counted.forms[1], locale: Locale(identifier: "fr"), 5 as Int64) == "5 vidéos")
        // `%1$@ a %2$d vidéos`: the count is argument 2, and the name stays an object.
        let named = ["%1$@ a %2$lld vidéo", "%1$@ a %2$lld vidéos"]
        #expect(mapping.countReadAsInteger(named).forms == named)
        #expect(mapping.countReadAsInteger(named).changed.isEmpty)
    }

    @Test("Apple's %n, which writes through a pointer, is reported: Android reads it as a line break")
    func appleCountSpecifierIsReported() {
        let mapped = FormatSpecifierMapping(integerSpecifier: .longLong).javaText(fromApple: "x %n y")
        #expect(mapped.text == "x %n y")
        #expect(mapped.notes.contains { $0.contains("line break on Android") })
    }
}
