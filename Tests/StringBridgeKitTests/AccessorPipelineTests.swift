import AccessorGeneration
import Foundation
import ResourceConversion
import StringBridgeKit
import Testing
import TestSupport

/// The same resources in any of the three forms give the same accessors, byte for byte: each
/// fixture of `Fixtures/Generate` in its own form, and the two forms `convert` makes of it (an
/// `.lproj` source reaches a catalog through Android, as a user's does).
@Suite("AccessorPipeline")
struct AccessorPipelineTests {
    /// Each fixture, its form, and how its other two forms are made: (input, target) steps in
    /// order, an input being the fixture (`nil`) or a form made before.
    static let fixtures: [(path: String, form: String, steps: [(from: String?, to: ConversionRequest.Target)])] = [
        ("Generate/Android/res", "android", [(nil, .lproj), (nil, .stringCatalog)]),
        ("Generate/Apple", "apple", [(nil, .android), ("android", .stringCatalog)]),
        ("Generate/Catalog/Localizable.xcstrings", "xcstrings", [(nil, .android), ("android", .lproj)]),
    ]

    static func formName(_ target: ConversionRequest.Target) -> String {
        switch target {
        case .android: "android"
        case .lproj: "apple"
        case .stringCatalog: "xcstrings"
        case .xliff: "xliff"
        }
    }

    @Test("Each fixture and the two forms convert makes of it give the same file", arguments: fixtures.map(\.path))
    func sameFromEveryForm(_ path: String) throws {
        let fixture = try #require(Self.fixtures.first { $0.path == path })
        let folder = try TemporaryFolder()
        var forms = [fixture.form: Fixtures.url(fixture.path).path]
        for (from, target) in fixture.steps {
            let input = from.map { forms[$0]! } ?? forms[fixture.form]!
            let out = folder.path(Self.formName(target))
            let result = try ConversionPipeline().run(ConversionRequest(paths: [input], target: target, outputFolder: out))
            #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
            forms[Self.formName(target)] = target == .stringCatalog ? out + "/Localizable.xcstrings" : out
        }
        let texts = try ["android", "apple", "xcstrings"].map { form in
            let result = AccessorPipeline().generate(AccessorRequest(paths: [forms[form]!], outputFile: folder.path("L10n.swift")))
            return try #require(result.text, "\(path) from \(form): \(result.diagnostics)")
        }
        #expect(texts[0] == texts[1], "\(path): the .lproj form's accessors differ")
        #expect(texts[0] == texts[2], "\(path): the catalog form's accessors differ")
    }

    @Test("Writing: the file is written once, then left alone; checking writes nothing")
    func writeAndCheck() throws {
        let folder = try TemporaryFolder()
        let output = folder.path("Sources/App/L10n.swift")
        var request = AccessorRequest(paths: [Fixtures.url("Generate/Android/res").path], outputFile: output, mode: .check)
        let checked = try AccessorPipeline().run(request)
        #expect(!checked.isUpToDate && !checked.wrote && !FileManager.default.fileExists(atPath: output))
        request.mode = .write
        let written = try AccessorPipeline().run(request)
        #expect(written.wrote && !written.isUpToDate)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == written.text)
        let again = try AccessorPipeline().run(request)
        #expect(again.isUpToDate && !again.wrote)
    }

    @Test("The development language's type wins; the translation's other type is reported at its place")
    func typeMismatchIsReported() throws {
        let result = AccessorPipeline().generate(AccessorRequest(paths: [Fixtures.url("Generate/Apple").path], outputFile: "L10n.swift"))
        let mismatch = try #require(result.diagnostics.first { $0.id == "placeholder_type_mismatch" })
        #expect(mismatch.location?.path.hasSuffix("Generate/Apple/de.lproj/Localizable.strings") == true)
        #expect(mismatch.location?.line == 2)
        let resource = try #require(result.resources.first { $0.key == "count_and_name" })
        #expect(resource.parameters.map(\.type) == [.int, .string])
    }
}
