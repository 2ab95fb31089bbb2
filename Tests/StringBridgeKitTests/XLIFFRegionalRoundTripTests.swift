import Foundation
import LocalizedStrings
import StringBridgeKit
import Testing
import TestSupport

/// A regional folder that lacks keys its language's folder has (`values-pt-rPT` beside
/// `values-pt`), exported to XLIFF and imported back into a copy of the project: the export
/// leaves out what Android fills there, so the import must not take the missing keys for gaps
/// of an Apple table and mark them in the files (`sb:table` gaps), which the project never had.
@Suite("A regional folder through XLIFF and back")
struct XLIFFRegionalRoundTripTests {
    static let files = [
        "values/strings.xml": "<resources>\n    <string name=\"inbox\">Inbox</string>\n    <string name=\"sent\">Sent</string>\n    <string name=\"trash\">Trash</string>\n</resources>\n",
        "values-pt/strings.xml": "<resources>\n    <string name=\"inbox\">Caixa de entrada</string>\n    <string name=\"sent\">Enviadas</string>\n</resources>\n",
        "values-pt-rPT/strings.xml": "<resources>\n    <string name=\"inbox\">Caixa de correio</string>\n</resources>\n",
    ]

    @Test("Importing every language's export changes no file of the project")
    func importChangesNothing() throws {
        let work = try TemporaryFolder()
        for (path, text) in Self.files {
            try FileManager.default.createDirectory(atPath: work.path("res/" + (path as NSString).deletingLastPathComponent),
                                                    withIntermediateDirectories: true)
            try text.write(toFile: work.path("res/" + path), atomically: true, encoding: .utf8)
        }
        let export = try ConversionPipeline().run(ConversionRequest(paths: [work.path("res")], target: .xliff, outputFolder: work.path("xliff")))
        #expect(!export.diagnostics.containsErrors, "\(export.diagnostics)")
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: work.path("xliff")).filter { $0.hasSuffix(".xcloc") }.sorted()
        #expect(catalogs == ["pt-PT.xcloc", "pt.xcloc"])
        let back = try ConversionPipeline().run(ConversionRequest(paths: catalogs.map { work.path("xliff/" + $0) }, target: .android,
                                                                  outputFolder: work.path("res")))
        #expect(!back.diagnostics.containsErrors, "\(back.diagnostics)")
        #expect(back.changed.isEmpty, "\(back.changed.map(\.path))")
        for (path, text) in Self.files {
            #expect(try String(contentsOfFile: work.path("res/" + path), encoding: .utf8) == text, "\(path)")
        }
    }
}

