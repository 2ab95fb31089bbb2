import Localization
import LocalizedStrings
import SystemSupport
import Testing

@Suite("Missing keys")
struct MissingKeyTests {
    /// Collects what a missing-key handler receives, from any thread.
    final class Reports: Sendable {
        private let reports = Locked<[MissingKey]>([])
        var all: [MissingKey] { reports.value }

        func configuration() -> Localizer.Configuration {
            Localizer.Configuration(missingKeyHandler: { report in self.reports.withLock { $0.append(report) } })
        }
    }

    @Test("A missing key returns the key, or the default text when one is given")
    func missingKeyReturnsKeyOrDefault() throws {
        let localizer = try notes(.lproj, "fr")
        #expect(localizer.string("no_such_key") == "no_such_key")
        #expect(localizer.string("no_such_key", default: "Fallback") == "Fallback")
        #expect(localizer.string("no_such_key", "Ann") == "no_such_key")
        #expect(localizer.plural("no_such_key", count: 3, default: "3 things") == "3 things")
        #expect(localizer.array("no_such_key").isEmpty)
        #expect(localizer.styledString("no_such_key") == StyledText("no_such_key"))
        let lookup = localizer.explain("no_such_key")
        #expect(!lookup.isFound)
        #expect(lookup.text == "no_such_key")
        #expect(lookup.chain.map(\.name) == ["fr", "en"])
    }

    @Test("The handler hears of each missing key once, with the table and the chain searched")
    func handlerIsCalledOncePerKey() throws {
        let reports = Reports()
        let localizer = try notes(.lproj, "fr", configuration: reports.configuration())
        for _ in 0..<3 {
            _ = localizer.string("missing_one")
            _ = localizer.string("missing_two", "Ann")
            _ = localizer.plural("missing_one", count: 2)
            _ = localizer.string("missing_one", table: "InfoPlist")
        }
        _ = localizer.string("greeting")
        #expect(reports.all.map(\.key) == ["missing_one", "missing_two", "missing_one"])
        #expect(reports.all.map(\.table) == ["Localizable", "Localizable", "InfoPlist"])
        #expect(reports.all.first?.chain.map(\.name) == ["fr", "en"])
        #expect(reports.all.first?.description == "\"missing_one\" is missing from Localizable in fr, en")
    }

    @Test("A key found in a fallback localization is not reported")
    func fallbackIsNotMissing() throws {
        let reports = Reports()
        let localizer = try notes(.android, "sr-Latn", configuration: reports.configuration())
        _ = localizer.string("terms")
        #expect(reports.all.isEmpty)
    }

    @Test("After a change of languages, a missing key is reported again")
    func reportedAgainAfterLanguageChange() throws {
        let reports = Reports()
        let localizer = try notes(.catalog, "fr", configuration: reports.configuration())
        _ = localizer.string("missing")
        _ = localizer.string("missing")
        localizer.setPreferredLanguages(tags("ru"))
        _ = localizer.string("missing")
        #expect(reports.all.map { $0.chain.first?.name } == ["fr", "ru"])
    }
}
