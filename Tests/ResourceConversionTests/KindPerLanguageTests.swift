import Foundation
import LocalizedStrings
import StringBridgeKit
import Testing
import TestSupport

/// A key that is a plural in the source language and a plain string in a translation
/// (`Fixtures/Conversion/KindPerLanguage`, as a catalog and as `.lproj` tables): Android looks a
/// resource up by kind and name, so the translation is written as the plural's `other` form
/// (Android shows it for every count) and converting back restores the string.
@Suite("A key whose kind differs per language")
struct KindPerLanguageTests {
    @Test("The Korean string becomes the plural's other form on Android, and comes back as the string",
          arguments: ["Conversion/KindPerLanguage/Localizable.xcstrings", "Conversion/KindPerLanguage/Apple"])
    func translationKeepsItsText(_ fixture: String) throws {
        let read = ConversionHarness.readApple([Fixtures.url(fixture).path])
        #expect(!read.diagnostics.containsErrors)
        let toAndroid = try ConversionHarness.convert(read.tables, to: nil)
        #expect(toAndroid.diagnostics.contains { $0.id == "kind-differs-from-source" && ($0.location?.line ?? 0) >= 1 })
        let android = ConversionHarness.readAndroid([toAndroid.folder])
        #expect(!android.diagnostics.containsErrors, "\(android.diagnostics)")
        let korean = android.tables.first { $0.locale?.identifier == "ko" }?.entries.first { $0.key == "files" }
        // aapt2 takes a plural with only `other`; Android uses it for every count.
        #expect(korean?.value == .plural(PluralForms([PluralForms.Form(category: .other, value: .text("파일 %d개"))])))

        let back = try ConversionHarness.convert(android.tables, to: fixture.hasSuffix(".xcstrings") ? .stringCatalog : .lproj)
        #expect(back.errors.isEmpty)
        let apple = ConversionHarness.readApple([back.folder])
        let restored = apple.tables.filter { $0.locale?.identifier == "ko" }.flatMap(\.entries).first { $0.key == "files" }
        #expect(restored?.value == .text("파일 %lld개"))
        let english = apple.tables.filter { $0.locale?.identifier == "en" }.flatMap(\.entries).first { $0.key == "files" }
        #expect(english?.value.kindName == "plural")
    }

    /// `Fixtures/Conversion/KindPerLanguage/res`: `values/` has `<plurals name="files">`,
    /// `values-zh-rCN` a `<string name="files">`. On Android these are two resources (looked up
    /// by type and name: `getQuantityString(R.plurals.files, …)` finds none in `values-zh-rCN` and
    /// takes `values/`'s, `getString(R.string.files)` takes the Chinese string), and converting
    /// keeps both as the platform shows them.
    @Test("Android res with a string where values/ has a plural: Apple gets what Android shows, and the way back changes nothing")
    func androidStringBesideThePlural() throws {
        let res = Fixtures.url("Conversion/KindPerLanguage/res").path
        let work = try TemporaryFolder()
        let apple = try ConversionPipeline().run(ConversionRequest(paths: [res], target: .lproj, outputFolder: work.path("apple")))
        #expect(!apple.diagnostics.containsErrors, "\(apple.diagnostics)")
        let folder = work.path("apple/zh-Hans-CN.lproj")
        let plurals = try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: folder + "/Localizable.stringsdict")),
                                                                 format: nil) as? [String: [String: Any]]
        let forms = plurals?["files"]?["count"] as? [String: String]
        #expect(forms?["one"] == "%lld file" && forms?["other"] == "%lld files")
        let strings = try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: folder + "/Localizable.strings")),
                                                                 format: nil) as? [String: String]
        #expect(strings == ["files (string)": "%lld 个文件"])
        try FileManager.default.copyItem(atPath: res, toPath: work.path("res"))
        let back = try ConversionPipeline().run(ConversionRequest(paths: [work.path("apple")], target: .android, outputFolder: work.path("res")))
        #expect(!back.diagnostics.containsErrors, "\(back.diagnostics)")
        #expect(back.changed.isEmpty, "\(back.changed.map(\.path))")
    }
}
