import Foundation
import LocalizedStrings
import ResourceConversion
import StringBridgeKit
import Testing
import TestSupport

/// Whole project folders, both ways and back: `Fixtures/Conversion/Modules/Project` (an `app`
/// module with a `gplay` flavor and a `feature/login` module, each with its own `res` folder)
/// and `Fixtures/Conversion/OneBundle/Project` (one Apple bundle, `MyApp`, below the folder
/// converted).
///
/// The expected texts are each module's own, as aapt2 compiles its `res` folder, and a flavor's
/// folder holds only what it lays over `src/main/res` (Gradle's source-set merge: a variant's
/// folders replace main's resources of the same name in that variant only); the Apple side is
/// read with Foundation.
@Suite("Project folders with modules, flavors and bundles")
struct ProjectBundlesTests {
    static let modules = Fixtures.url("Conversion/Modules/Project").path
    static let oneBundle = Fixtures.url("Conversion/OneBundle/Project").path

    /// The project's Android files, relative to its folder.
    static let androidFiles = ["app/src/main/res/values/strings.xml", "app/src/main/res/values-fr/strings.xml",
                               "app/src/gplay/res/values/strings.xml", "feature/login/src/main/res/values/strings.xml",
                               "feature/login/src/main/res/values-fr/strings.xml"]

    private static func strings(_ path: String) throws -> [String: String]? {
        try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: path)), format: nil) as? [String: String]
    }

    @Test("Each res folder is a bundle of its own, a flavor's with only its own strings")
    func eachResFolderIsABundle() throws {
        let out = try TemporaryFolder()
        let result = try ConversionPipeline().run(ConversionRequest(paths: [Self.modules], target: .lproj, outputFolder: out.path("")))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        // main's push server, not the flavor's; the feature's own "inbox", not the app's.
        let app = try Self.strings(out.path("app/src/main/res/en.lproj/Localizable.strings"))
        #expect(app == ["app_name": "Mail", "push_server_url": "https://push.example.org", "inbox": "Inbox"])
        #expect(try Self.strings(out.path("app/src/main/res/fr.lproj/Localizable.strings"))
            == ["app_name": "Mail", "push_server_url": "https://push.example.org", "inbox": "Boîte de réception"])
        #expect(try Self.strings(out.path("feature/login/src/main/res/en.lproj/Localizable.strings"))
            == ["title": "Sign in", "inbox": "Go to your inbox"])
        #expect(try Self.strings(out.path("feature/login/src/main/res/fr.lproj/Localizable.strings"))
            == ["title": "Se connecter", "inbox": "Go to your inbox"])
        // The overlay: its two strings, no gaps filled, and no French table of its own.
        #expect(try Self.strings(out.path("app/src/gplay/res/en.lproj/Localizable.strings"))
            == ["push_server_url": "https://fcm.googleapis.com", "google_api_key": "AIzaSyExampleKey"])
        #expect(!FileManager.default.fileExists(atPath: out.path("app/src/gplay/res/fr.lproj")))
        #expect(!FileManager.default.fileExists(atPath: out.path("en.lproj")))
        let overlays = result.diagnostics.filter { $0.id == ConversionDiagnosticID.sourceSetOverlay }
        #expect(overlays.map(\.location?.path) == [Self.modules + "/app/src/gplay/res"])
        #expect(!result.diagnostics.contains { $0.id == ConversionDiagnosticID.duplicateDefinition })
        // The feature's "inbox" is the app's too: reported, at the feature's definition.
        let twice = result.diagnostics.filter { $0.id == ConversionDiagnosticID.definedInSeveralModules }
        #expect(twice.map(\.location?.path) == [Self.modules + "/feature/login/src/main/res/values/strings.xml"])
        #expect(twice.first?.message.hasPrefix("'inbox' is also defined in app/src/main/res (") == true)
    }

    @Test("Converting back into a copy of the project changes no file and adds none",
          arguments: [ConversionRequest.Target.lproj, .stringCatalog, .xliff])
    func backIntoTheProject(_ target: ConversionRequest.Target) throws {
        let work = try TemporaryFolder()
        _ = try ConversionPipeline().run(ConversionRequest(paths: [Self.modules], target: target, outputFolder: work.path("apple")))
        try FileManager.default.copyItem(atPath: Self.modules, toPath: work.path("project"))
        let back = try ConversionPipeline().run(ConversionRequest(paths: [work.path("apple")], target: .android, outputFolder: work.path("project")))
        #expect(!back.diagnostics.containsErrors, "\(back.diagnostics)")
        #expect(back.changed.isEmpty, "\(back.changed.map(\.path))")
        for file in Self.androidFiles {
            #expect(try Data(contentsOf: URL(fileURLWithPath: work.path("project/" + file)))
                == Data(contentsOf: URL(fileURLWithPath: Self.modules + "/" + file)), "\(file)")
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: work.path("project")).filter { $0.hasSuffix(".xml") }
        #expect(Set(files) == Set(Self.androidFiles))
    }

    @Test("A Kotlin Multiplatform project's composeResources and moko-resources folders go back where they were, in their dialects",
          arguments: [ConversionRequest.Target.lproj, .stringCatalog])
    func kotlinMultiplatformProjectBackIntoIt(_ target: ConversionRequest.Target) throws {
        let project = Fixtures.url("KMP").path
        let work = try TemporaryFolder()
        _ = try ConversionPipeline().run(ConversionRequest(paths: [project], target: target, outputFolder: work.path("apple")))
        #expect(FileManager.default.fileExists(atPath: work.path(target == .lproj
            ? "apple/composeApp/src/commonMain/composeResources/fr.lproj/Localizable.strings"
            : "apple/shared/src/commonMain/moko-resources/Localizable.xcstrings")))
        try FileManager.default.copyItem(atPath: project, toPath: work.path("project"))
        let back = try ConversionPipeline().run(ConversionRequest(paths: [work.path("apple")], target: .android, outputFolder: work.path("project")))
        #expect(!back.diagnostics.containsErrors, "\(back.diagnostics)")
        #expect(back.changed.isEmpty, "\(back.changed.map(\.path))")
        let original = try FileManager.default.subpathsOfDirectory(atPath: project).filter { $0.hasSuffix(".xml") }
        let after = try FileManager.default.subpathsOfDirectory(atPath: work.path("project")).filter { $0.hasSuffix(".xml") }
        #expect(Set(after) == Set(original))
        for file in original {
            #expect(try Data(contentsOf: URL(fileURLWithPath: work.path("project/" + file)))
                == Data(contentsOf: URL(fileURLWithPath: project + "/" + file)), "\(file)")
        }
    }

    @Test("The .lproj output converted into an empty folder gives each module's res folder back")
    func freshFolderGivesEveryModuleBack() throws {
        let work = try TemporaryFolder()
        _ = try ConversionPipeline().run(ConversionRequest(paths: [Self.modules], target: .lproj, outputFolder: work.path("apple")))
        _ = try ConversionPipeline().run(ConversionRequest(paths: [work.path("apple")], target: .android, outputFolder: work.path("android")))
        for file in Self.androidFiles {
            #expect(try Data(contentsOf: URL(fileURLWithPath: work.path("android/" + file)))
                == Data(contentsOf: URL(fileURLWithPath: Self.modules + "/" + file)), "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: work.path("android/values")))
    }

    @Test("Converted back into one module's res folder: that module's files there, the others refused")
    func backIntoOneResFolder() throws {
        let work = try TemporaryFolder()
        _ = try ConversionPipeline().run(ConversionRequest(paths: [Self.modules], target: .lproj, outputFolder: work.path("apple")))
        try FileManager.default.copyItem(atPath: Self.modules, toPath: work.path("project"))
        let res = work.path("project/app/src/main/res")
        let back = try ConversionPipeline().run(ConversionRequest(paths: [work.path("apple")], target: .android, outputFolder: res))
        #expect(back.changed.isEmpty, "\(back.changed.map(\.path))")
        let refused = back.diagnostics.filter { $0.id == ConversionDiagnosticID.unsafeName }.compactMap(\.location?.path)
        #expect(Set(refused) == Set(["feature/login/src/main/res/values/strings.xml", "feature/login/src/main/res/values-fr/strings.xml",
                                     "app/src/gplay/res/values/strings.xml"].map { res + "/" + $0 }))
        #expect(try FileManager.default.contentsOfDirectory(atPath: res).sorted() == [".stringbridge-convert.json", "values", "values-fr"])
    }

    @Test("One bundle below the folder converted goes back into that bundle, from the project or the bundle",
          arguments: ["", "/MyApp"])
    func oneBundleGoesBackIntoIt(_ into: String) throws {
        let work = try TemporaryFolder()
        let toAndroid = try ConversionPipeline().run(ConversionRequest(paths: [Self.oneBundle], target: .android, outputFolder: work.path("res")))
        #expect(!toAndroid.diagnostics.containsErrors, "\(toAndroid.diagnostics)")
        try FileManager.default.copyItem(atPath: Self.oneBundle, toPath: work.path("project"))
        let back = try ConversionPipeline().run(ConversionRequest(paths: [work.path("res")], target: .lproj, outputFolder: work.path("project" + into)))
        #expect(back.changed.isEmpty, "\(back.changed.map(\.path))")
        for language in ["en", "fr"] {
            let file = "MyApp/\(language).lproj/Localizable.strings"
            #expect(try Data(contentsOf: URL(fileURLWithPath: work.path("project/" + file)))
                == Data(contentsOf: URL(fileURLWithPath: Self.oneBundle + "/" + file)), "\(file)")
        }
        let lproj = try FileManager.default.subpathsOfDirectory(atPath: work.path("project")).filter { $0.hasSuffix(".lproj") }
        #expect(Set(lproj) == ["MyApp/en.lproj", "MyApp/fr.lproj"])
    }
}
