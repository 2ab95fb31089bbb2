import Foundation
import Testing
import TestSupport

/// `Examples/PluginConsumer` depends on this package by path and uses both build-tool plugins:
/// its build generates the accessors of an Android res folder and of a String Catalog, lints
/// them, and its executable prints a plural from each in two languages. A broken translation in
/// a copy fails the build, at the file and line lint names.
///
/// Both build offline (`--disable-automatic-resolution`) into `.build/plugin-consumer`, kept
/// between runs so that only the first builds the package from scratch; they share it, one
/// after the other.
@Suite("Plugin consumer", .serialized)
struct PluginConsumerTests {
    static let example = Fixtures.repositoryRoot.appendingPathComponent("Examples/PluginConsumer")
    static let scratch = Fixtures.repositoryRoot.appendingPathComponent(".build/plugin-consumer")

    /// `swift build` of a package, with its exit status and everything it printed.
    static func build(_ package: URL) throws -> (status: Int32, output: String) {
        try run(onPath, ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path, "--disable-automatic-resolution"])
    }

    @Test("It builds offline with both plugins, and prints a plural of each target's strings in two languages")
    func buildsAndRuns() throws {
        let build = try Self.build(Self.example)
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        let consumer = try run(Self.scratch.appendingPathComponent("debug/Consumer"), [])
        #expect(consumer.status == 0)
        // The counts choose each language's form: English and French `other` for 3, German `one` for 1.
        #expect(consumer.output == """
            en: Your cart: 3 items in your cart
            en: Hello, Ann! 1 order
            fr: Votre panier: 3 articles dans votre panier
            de: Hallo, Ann! 1 Bestellung

            """)
    }

    /// A copy of the example that depends on this package by its absolute path.
    static func copy(into folder: TemporaryFolder) throws -> URL {
        let copy = folder.url("PluginConsumer")
        try FileManager.default.copyItem(at: example, to: copy)
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(Fixtures.repositoryRoot.path)\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        return copy
    }

    /// Puts an apostrophe aapt2 rejects into the copy's French strings, at line 3, column 45
    /// (after `Votre panier d`), and returns the file.
    static func breakTranslation(in copy: URL) throws -> URL {
        let french = copy.appendingPathComponent("Sources/Cart/Resources/res/values-fr/strings.xml")
        let strings = try String(contentsOf: french, encoding: .utf8)
        try strings.replacingOccurrences(of: "Votre panier</string>", with: "Votre panier d'achat</string>")
            .write(to: french, atomically: true, encoding: .utf8)
        return french
    }

    @Test("A broken translation fails the build at its file, line and column")
    func brokenTranslationFailsTheBuild() throws {
        let folder = try TemporaryFolder(prefix: "plugin-consumer")
        let copy = try Self.copy(into: folder)
        let french = try Self.breakTranslation(in: copy)
        let build = try Self.build(copy)
        #expect(build.status != 0)
        #expect(build.output.contains(french.path + ":3:45: error: unescaped apostrophe"), "\(build.output.suffix(3000))")
    }

    @Test("A string added to the resources is in the accessors of the next build; lint's warning about it does not fail the build")
    func changedStringsRegenerate() throws {
        let folder = try TemporaryFolder(prefix: "plugin-consumer")
        let copy = try Self.copy(into: folder)
        let english = copy.appendingPathComponent("Sources/Cart/Resources/res/values/strings.xml")
        let strings = try String(contentsOf: english, encoding: .utf8)
        try strings.replacingOccurrences(of: "</resources>", with: "    <string name=\"checkout\">Check out</string>\n</resources>")
            .write(to: english, atomically: true, encoding: .utf8)
        let build = try Self.build(copy)
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        #expect(build.output.contains(english.path + ":10:5: warning: 'checkout' is not translated in values-fr (fr) [missing_translation]"),
                "\(build.output.suffix(3000))")
        let generated = try String(contentsOf: Self.scratch.appendingPathComponent(
            "plugins/outputs/pluginconsumer/Cart/destination/StringBridgeAccessors/CartStrings.swift"), encoding: .utf8)
        #expect(generated.contains("public static var checkout: String { CartStrings.localizer.string(\"checkout\") }"))
    }

    @Test("swift package stringbridge-generate writes the build plugin's file; stringbridge-lint --fix mends the translation")
    func commandPlugins() throws {
        // The build plugin's file, from a build of the example.
        #expect(try Self.build(Self.example).status == 0)
        let built = try String(contentsOf: Self.scratch.appendingPathComponent(
            "plugins/outputs/pluginconsumer/Cart/destination/StringBridgeAccessors/CartStrings.swift"), encoding: .utf8)
        let folder = try TemporaryFolder(prefix: "plugin-consumer")
        let copy = try Self.copy(into: folder)
        let package = ["swift", "package", "--package-path", copy.path, "--scratch-path", Self.scratch.path,
                       "--disable-automatic-resolution", "--allow-writing-to-package-directory"]
        let generate = try run(onPath, package + ["stringbridge-generate", "--target", "Cart"])
        #expect(generate.status == 0, "\(generate.output.suffix(2000))")
        let written = try String(contentsOf: copy.appendingPathComponent("Sources/Cart/CartStrings.swift"), encoding: .utf8)
        #expect(written == built)

        let french = try Self.breakTranslation(in: copy)
        let lint = try run(onPath, package + ["stringbridge-lint", "--target", "Cart"])
        #expect(lint.status != 0)
        #expect(lint.output.contains(french.path + ":3:45: error: unescaped apostrophe"), "\(lint.output.suffix(2000))")
        let fix = try run(onPath, package + ["stringbridge-lint", "--target", "Cart", "--fix"])
        #expect(fix.status == 0, "\(fix.output.suffix(2000))")
        #expect(try String(contentsOf: french, encoding: .utf8).contains("Votre panier d\\'achat"))
    }
}
