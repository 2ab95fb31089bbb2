import Foundation
import Testing
import TestSupport

@Suite("stringbridge demo")
struct DemoCommandTests {
    static func golden(_ language: String) throws -> String {
        try String(contentsOf: Fixtures.url("RentalROI/expected/\(language).txt"), encoding: .utf8)
    }

    @Test("demo rental prints the golden screens, from each form of the resources", arguments: ["android", "apple", "xcstrings"])
    func printsTheGoldenScreens(_ resources: String) throws {
        let result = try stringbridge(["demo", "rental", "--language", "ja", "--resources", resources])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == (try Self.golden("ja")))
    }

    @Test("demo todo prints its golden screens, from each form of the resources", arguments: ["android", "apple", "xcstrings"])
    func todoPrintsItsGoldenScreens(_ resources: String) throws {
        let result = try stringbridge(["demo", "todo", "--language", "pl", "--resources", resources])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == GoldenTranscripts(app: "Todo", demo: "todo").expected("pl"))
    }

    @Test("demo daysleft prints its golden screens, from each form of the resources", arguments: ["android", "apple", "xcstrings"])
    func daysLeftPrintsItsGoldenScreens(_ resources: String) throws {
        let result = try stringbridge(["demo", "daysleft", "--language", "ar", "--resources", resources])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == GoldenTranscripts(app: "DaysLeft", demo: "daysleft").expected("ar"))
    }

    @Test("demo daysleft prints the same days in every time zone", arguments: ["Pacific/Kiritimati", "Pacific/Pago_Pago"])
    func daysLeftDoesNotDependOnTheTimeZone(_ zone: String) throws {
        let result = try stringbridge(["demo", "daysleft", "--language", "ja"], environment: ["TZ": zone])
        #expect(result.standardOutput == GoldenTranscripts(app: "DaysLeft", demo: "daysleft").expected("ja"))
    }

    @Test("The resources installed with the tool are found from any working directory")
    func worksFromAnotherDirectory() throws {
        let result = try stringbridge(["demo", "rental", "--language", "fr"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        #expect(result.standardOutput == (try Self.golden("fr")))
    }

    @Test("An installed tool (the binary and its resource folders copied elsewhere) finds its app resources")
    func installedToolFindsItsResources() throws {
        let install = FileManager.default.temporaryDirectory.appendingPathComponent("sb-install-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: install) }
        try FileManager.default.createDirectory(at: install, withIntermediateDirectories: true)
        let buildFolder = Fixtures.binary.deletingLastPathComponent()
        for name in try FileManager.default.contentsOfDirectory(atPath: buildFolder.path) where name.hasSuffix(".resources") {
            try FileManager.default.copyItem(at: buildFolder.appendingPathComponent(name), to: install.appendingPathComponent(name))
        }
        let binary = install.appendingPathComponent("stringbridge")
        try FileManager.default.copyItem(at: Fixtures.binary, to: binary)
        let result = try stringbridge(["demo", "rental", "--language", "fr"], in: install, binary: binary)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == (try Self.golden("fr")))
        let todo = try stringbridge(["demo", "todo", "--language", "fr"], in: install, binary: binary)
        #expect(todo.standardOutput == GoldenTranscripts(app: "Todo", demo: "todo").expected("fr"), "\(todo.standardError)")
        let daysLeft = try stringbridge(["demo", "daysleft", "--language", "fr"], in: install, binary: binary)
        #expect(daysLeft.standardOutput == GoldenTranscripts(app: "DaysLeft", demo: "daysleft").expected("fr"), "\(daysLeft.standardError)")
    }

    @Test("Without --language the environment decides, as gettext reads it")
    func languageFromTheEnvironment() throws {
        let result = try stringbridge(["demo", "rental"],
                                      environment: ["LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "de_DE.UTF-8"])
        #expect(result.standardOutput == (try Self.golden("de")))
    }

    @Test("demo vote prints its golden screens, from each form of the resources", arguments: ["android", "apple", "xcstrings"])
    func printsTheVoteScreens(_ resources: String) throws {
        let result = try stringbridge(["demo", "vote", "--language", "ar", "--resources", resources])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == (try String(contentsOf: Fixtures.url("Vote/expected/ar.txt"), encoding: .utf8)))
    }

    @Test("An unknown app is a usage error that lists the apps")
    func unknownApp() throws {
        let result = try stringbridge(["demo", "chess"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: the value 'chess' is invalid for '<app>'; use one of: rental, vote, todo, daysleft\n"))
    }

    @Test("A resources path without the resources fails with the path")
    func missingResources() throws {
        let result = try stringbridge(["demo", "rental", "--resources", "apple", "--resources-path", "/nonexistent"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("error: /nonexistent/apple: no such file or folder"))
        #expect(result.standardOutput.isEmpty)
    }
}
