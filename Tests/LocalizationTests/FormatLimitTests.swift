import CLDR
@testable import Localization
import LocalizedStrings
import Testing

/// A placeholder cannot make a lookup build a string of gigabytes: past the limit it prints as
/// written, and the localizer says so when it loads the table.
@Suite("Format limits")
struct FormatLimitTests {
    let formatter = StringFormatter(locale: LanguageTag("en")!)

    @Test("A width or precision past the limit prints the specifier as written", arguments: [
        ("%1$2147483647s", FormatString.Dialect.java),
        ("%1$2147483647@", .apple),
        ("%.100000f", .java),
        ("%1001d", .apple),
        ("%2000%", .java),
    ])
    func oversizedSpecifiers(_ text: String, _ dialect: FormatString.Dialect) {
        let result = formatter.format(text, dialect: dialect, ["x"])
        #expect(result == text)
        #expect(StringFormatter.oversizedSpecifiers(in: FormatString(text, dialect: dialect)) == [text])
    }

    @Test("Up to the limit, widths and precisions work as before")
    func atTheLimit() {
        let padded = formatter.format("%1$\(StringFormatter.maximumWidth)s", dialect: .java, ["x"])
        #expect(padded.count == StringFormatter.maximumWidth)
        #expect(padded.hasSuffix(" x"))
        #expect(formatter.format("%.2f", dialect: .java, [1.5]) == "1.50")
    }

    @Test("The localizer reports an oversized placeholder when it loads the table, and the lookup still answers")
    func reportedAtLoad() throws {
        let table = stringsTable("en", ["wide": "[%1$2147483647@]", "fine": "%1$@"])
        let localizer = try Localizer(resources: .tables([table]), preferredLanguages: tags("en"))
        #expect(localizer.string("wide", "x") == "[%1$2147483647@]")
        #expect(localizer.string("fine", "x") == "x")
        let reported = localizer.diagnostics.filter { $0.id == RuntimeDiagnosticID.formatWidthTooLarge }
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("'%1$2147483647@' in \"wide\"") == true)
    }
}
