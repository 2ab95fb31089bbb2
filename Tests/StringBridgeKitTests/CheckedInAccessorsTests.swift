import AccessorGeneration
import Foundation
import StringBridgeKit
import Testing
import TestSupport

/// The ported apps read every string through accessors that `stringbridge generate swift`
/// wrote (`Sources/<App>/Text/<App>Text+Strings.swift`), so that a misspelt key does not
/// compile. They are checked in; when the strings change, regenerate them with the command the
/// failure names (`make accessors` runs it for all four).
@Suite("Checked-in accessors")
struct CheckedInAccessorsTests {
    /// Each app and the form its strings are written in (the others are converted from it).
    static let apps: [(app: String, source: String)] = [
        ("RentalROI", "res"), ("Vote", "catalog/Localizable.xcstrings"), ("Todo", "apple"), ("DaysLeft", "apple"),
    ]

    static func request(_ app: String, from form: String, mode: AccessorRequest.Mode = .check) -> AccessorRequest {
        AccessorRequest(paths: [Fixtures.appResources(app).appendingPathComponent(form).path],
                        outputFile: Fixtures.repositoryRoot.appendingPathComponent(outputFile(app)).path,
                        options: AccessorOptions(typeName: "\(app)Text", members: .instance), mode: mode)
    }

    static func outputFile(_ app: String) -> String {
        "Sources/\(app)/Text/\(app)Text+Strings.swift"
    }

    @Test("Each app's accessors are what generate makes of its strings now", arguments: apps.map(\.app))
    func upToDate(_ app: String) throws {
        let source = try #require(Self.apps.first { $0.app == app }?.source)
        let result = try AccessorPipeline().run(Self.request(app, from: source))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let command = "stringbridge generate swift Sources/\(app)/Resources/\(source) --out \(Self.outputFile(app)) --enum-name \(app)Text --members instance"
        #expect(result.isUpToDate, "\(Self.outputFile(app)) is stale: run `make accessors` (\(command))")
        #expect(!result.wrote)
    }

    @Test("Each app's three forms give its accessors, byte for byte", arguments: apps.map(\.app))
    func sameFromEveryForm(_ app: String) throws {
        for form in ["res", "apple", "catalog/Localizable.xcstrings"] {
            let result = AccessorPipeline().generate(Self.request(app, from: form))
            let checkedIn = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(Self.outputFile(app)), encoding: .utf8)
            #expect(result.text == checkedIn, "\(app) from \(form)")
        }
    }
}
