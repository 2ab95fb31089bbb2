import Foundation
import StringBridgeKit
import TestSupport
import Testing

@Suite("ConversionManifest")
struct ConversionManifestTests {
    /// What the manifest's bytes were before they were written directly: every manifest on
    /// disk was written so, and a conversion that changes nothing must leave it byte for byte.
    private func encodedByFoundation(_ manifest: ConversionManifest) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(manifest)) + [0x0A]
    }

    @Test("The bytes are JSONEncoder's with sorted keys, also for awkward names and empty lists")
    func bytesMatchJSONEncoder() throws {
        var manifest = ConversionManifest()
        manifest.files["values-fr/strings.xml"] = .init(entries: ["string/a\"b", "string/back\\slash", "string/ctl\u{1}\u{8}\u{C}\u{1F}\t\n\r"],
                                                        sources: ["../ios/fr.lproj/Localizable.strings"])
        manifest.files["Localizable.xcstrings"] = .init(entries: ["é", "e\u{301}", "Z", "a", "😀"], sources: [],
                                                        languages: ["pt-BR": ["../a"], "de": [], "B": ["x/y"], "é": ["z"]])
        manifest.files["e\u{301}.lproj/Localizable.strings"] = .init(entries: [], sources: ["s"], languages: [:])
        manifest.files["é.lproj/Localizable.strings"] = .init(entries: ["k"], sources: ["s"])
        #expect(manifest.bytes == (try encodedByFoundation(manifest)))
        #expect(ConversionManifest().bytes == (try encodedByFoundation(ConversionManifest())))
        // Read back, the manifest is itself.
        let folder = try TemporaryFolder()
        try Data(manifest.bytes).write(to: URL(fileURLWithPath: folder.path(ConversionManifest.fileName)))
        #expect(ConversionManifest.read(in: folder.path("")).manifest == manifest)
    }

    @Test("Reading gives what JSONDecoder gives, also for manifests of another shape or broken ones")
    func readingMatchesJSONDecoder() throws {
        let samples = [
            #"{"files":{"values/a.xml":{"entries":["x"],"sources":["s"]}},"version":1}"#,
            #"{"files":{"values/a.xml":{"entries":["x"],"sources":["s"],"languages":{"fr":["p"],"de":[]}}},"version":2}"#,
            "\u{FEFF}" + #"{"files":{},"version":1}"#,
            #"{"files":{"values/a.xml":{"entries":["x"],"sources":["s"]}},"version":1.0}"#,
            #"{"files":{"values/a.xml":{"entries":["x"],"sources":["s"]}},"version":1,"extra":true}"#,
            #"{"files":{"values/a.xml":{"entries":["x"],"sources":["s"],"languages":null}},"version":1}"#,
            #"{"files":{"values/a.xml":{"entries":["x"],"sources":["s"]},"values/a.xml":{"entries":[],"sources":[]}},"version":1}"#,
            #"{"files":{"values/a.xml":{"entries":["\ud800"],"sources":["s"]}},"version":1}"#,
            #"{"files":{"values/a.xml":{"entries":["x"]}},"version":1}"#,
            #"{"files":{},"version":-0}"#,
            #"{"files":{},"version":99999999999999999999}"#,
            #"{"files":[],"version":1}"#,
            "not json",
        ]
        let folder = try TemporaryFolder()
        for sample in samples {
            let data = Data(sample.utf8)
            try data.write(to: URL(fileURLWithPath: folder.path(ConversionManifest.fileName)))
            let expected = (try? JSONDecoder().decode(ConversionManifest.self, from: data)) ?? ConversionManifest()
            #expect(ConversionManifest.read(in: folder.path("")).manifest == expected, "\(sample)")
        }
    }
}
