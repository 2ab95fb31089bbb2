import Foundation
import Testing
import TestSupport

/// `stringbridge convert` as a user runs it: files written, the summary, exit codes, and
/// that a failed run leaves existing output untouched.
@Suite("stringbridge convert")
struct ConvertCommandTests {
    /// Every file under a folder, by relative path, with its bytes.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    @Test("Android → .lproj writes one folder per language and says what it did")
    func androidToLproj() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url
        let result = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "apple", "--out", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "Converted 4 locales, 12 strings, 4 plurals, 2 arrays, 0 errors, 0 warnings; wrote 8 of 8 files.\n")
        #expect(Set(Self.snapshot(out).keys) == [
            ".stringbridge-convert.json",
            "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict",
            "fr.lproj/Localizable.strings", "fr.lproj/Localizable.stringsdict",
            "pt-BR.lproj/Localizable.strings", "pt-BR.lproj/Localizable.stringsdict",
            "sr-Latn.lproj/Localizable.strings", "sr-Latn.lproj/Localizable.stringsdict",
        ])

        // Nothing changed: nothing is written, and --check passes.
        let again = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "apple", "--out", out.path])
        #expect(again.standardOutput.hasSuffix("wrote 0 of 8 files.\n"))
        let check = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "apple", "--out", out.path, "--check"])
        #expect(check.status == 0)
    }

    @Test("--check lists the files that would change and exits 1, writing nothing")
    func checkMode() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url
        let result = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "xcstrings", "--out", out.path, "--check"])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("would create: \(out.path)/Localizable.xcstrings (9 entries)\n"))
        #expect(Self.snapshot(out).isEmpty)
    }

    @Test("A broken locale is left out and keeps its output; every other locale is converted and written")
    func brokenLocaleKeepsItsOutput() throws {
        let temporary = try TemporaryFolder()
        let work = temporary.url
        let res = work.appendingPathComponent("res")
        try FileManager.default.copyItem(at: Fixtures.url("Sample/res"), to: res)
        let out = work.appendingPathComponent("apple")
        #expect(try stringbridge(["convert", res.path, "--to", "apple", "--out", out.path]).status == 0)
        let before = Self.snapshot(out)

        // A French string changes, the Brazilian file breaks, and a new German file is broken.
        let french = res.appendingPathComponent("values-fr/strings.xml")
        try String(contentsOf: french, encoding: .utf8).replacingOccurrences(of: "aucune note", with: "aucun carnet")
            .write(to: french, atomically: true, encoding: .utf8)
        let brazilian = res.appendingPathComponent("values-pt-rBR/strings.xml")
        try (String(contentsOf: brazilian, encoding: .utf8) + "trailing text\n").write(to: brazilian, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: res.appendingPathComponent("values-de"), withIntermediateDirectories: true)
        try "<resources>\n  <string name=\"a\">unclosed\n</resources>\n"
            .write(to: res.appendingPathComponent("values-de/strings.xml"), atomically: true, encoding: .utf8)

        // --strict: all or nothing.
        let strict = try stringbridge(["convert", res.path, "--to", "apple", "--out", out.path, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.standardOutput.contains("wrote nothing (--strict, and there are errors)"))
        #expect(Self.snapshot(out) == before)

        let result = try stringbridge(["convert", res.path, "--to", "apple", "--out", out.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("values-de/strings.xml:3:"), "\(result.standardError)")
        #expect(result.standardError.contains("values-pt-rBR/strings.xml:"), "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("wrote 1 of 6 files; left out because of errors (their outputs keep what they had): res/values-de, res/values-pt-rBR.\n"),
                "\(result.standardOutput)")
        let after = Self.snapshot(out)
        #expect(String(decoding: after["fr.lproj/Localizable.strings"] ?? Data(), as: UTF8.self).contains("aucun carnet"))
        for path in before.keys where path.hasPrefix("pt-BR.lproj/") || path.hasPrefix("en.lproj/") {
            #expect(after[path] == before[path], "\(path) changed")
        }
        #expect(!after.keys.contains { $0.hasPrefix("de.lproj") })
    }

    @Test("--check fails on stale outputs, not on a broken locale (unless --strict); a broken values/ holds back every locale")
    func checkAndBrokenDefaults() throws {
        let temporary = try TemporaryFolder()
        let res = temporary.url("res")
        try FileManager.default.copyItem(at: Fixtures.url("Sample/res"), to: res)
        let out = temporary.path("apple")
        #expect(try stringbridge(["convert", res.path, "--to", "apple", "--out", out]).status == 0)
        let before = Self.snapshot(URL(fileURLWithPath: out))
        let brazilian = res.appendingPathComponent("values-pt-rBR/strings.xml")
        try (String(contentsOf: brazilian, encoding: .utf8) + "trailing text\n").write(to: brazilian, atomically: true, encoding: .utf8)

        // Nothing would change (the broken locale's outputs keep what they had): CI passes.
        let check = try stringbridge(["convert", res.path, "--to", "apple", "--out", out, "--check"])
        #expect(check.status == 0, "\(check.standardOutput)")
        #expect(check.standardError.contains("values-pt-rBR/strings.xml:"))
        let strict = try stringbridge(["convert", res.path, "--to", "apple", "--out", out, "--check", "--strict"])
        #expect(strict.status == 1)

        // --dry-run counts the unchanged files; --verbose lists them.
        let dryRun = try stringbridge(["convert", res.path, "--to", "apple", "--out", out, "--dry-run"])
        #expect(dryRun.standardOutput.hasPrefix("unchanged: 6 files (--verbose lists them)\n"), "\(dryRun.standardOutput)")
        let verbose = try stringbridge(["convert", res.path, "--to", "apple", "--out", out, "--dry-run", "--verbose"])
        #expect(verbose.standardOutput.split(separator: "\n").filter { $0.hasPrefix("unchanged: ") }.count == 6)

        // A broken values/: every locale shows its strings from there, so nothing is written.
        let source = res.appendingPathComponent("values/strings.xml")
        try (String(contentsOf: source, encoding: .utf8) + "trailing text\n").write(to: source, atomically: true, encoding: .utf8)
        let held = try stringbridge(["convert", res.path, "--to", "apple", "--out", out])
        #expect(held.status == 1)
        #expect(held.standardOutput.contains("wrote nothing (the default values folder has an error, and every locale falls back to it)"),
                "\(held.standardOutput)")
        #expect(Self.snapshot(URL(fileURLWithPath: out)) == before)
    }

    @Test("Converting back writes into the project's own language folder: zh_HK.lproj, not a new zh-Hant-HK.lproj")
    func existingFolderNameWins() throws {
        let temporary = try TemporaryFolder()
        for (folder, text) in [("en.lproj", "Hello"), ("zh_HK.lproj", "你好")] {
            try FileManager.default.createDirectory(at: temporary.url("ios/\(folder)"), withIntermediateDirectories: true)
            try "\"greeting\" = \"\(text)\";\n".write(toFile: temporary.path("ios/\(folder)/Localizable.strings"), atomically: true, encoding: .utf8)
        }
        let before = Self.snapshot(temporary.url("ios"))
        #expect(try stringbridge(["convert", temporary.path("ios"), "--to", "android", "--out", temporary.path("res")]).status == 0)
        let back = try stringbridge(["convert", temporary.path("res"), "--to", "apple", "--out", temporary.path("ios")])
        #expect(back.status == 0, "\(back.standardError)")
        let after = Self.snapshot(temporary.url("ios")).filter { !$0.key.hasPrefix(".") }
        #expect(after == before, "\(after.keys.sorted())")
    }

    @Test("A file of the project in --out that cannot be read is reported at its error and left as it is")
    func unreadableFileBesideAnOutput() throws {
        let temporary = try TemporaryFolder()
        let res = temporary.path("res")
        #expect(try stringbridge(["convert", "Fixtures/Sample/res", "--to", "apple", "--out", temporary.path("apple")]).status == 0)
        #expect(try stringbridge(["convert", temporary.path("apple"), "--to", "android", "--out", res]).status == 0)
        let broken = "<resources><string name=\"x\">y</string>"
        try broken.write(toFile: res + "/values-fr/extra.xml", atomically: true, encoding: .utf8)
        let result = try stringbridge(["convert", temporary.path("apple"), "--to", "android", "--out", res])
        #expect(result.standardError.contains("\(res)/values-fr/extra.xml:1:"), "\(result.standardError)")
        #expect(result.standardError.contains("[unreadable-output-file]"))
        #expect(try String(contentsOfFile: res + "/values-fr/extra.xml", encoding: .utf8) == broken)
    }

    @Test("--strict writes nothing when only the output folder shows an error (a file it cannot update): no file, temporary or folder")
    func strictRunHeldBackByAnOutputFile() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url("apple")
        // Foundation rejects this file; the error shows only once the other files are planned
        // (and, when writing, staged).
        try FileManager.default.createDirectory(at: out.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        try "\"a\" = \"b\";\n\"broken".write(to: out.appendingPathComponent("fr.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let before = Self.snapshot(out)

        let strict = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "apple", "--out", out.path, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("[update-failed]"), "\(strict.standardError)")
        #expect(strict.standardOutput.contains("wrote nothing (--strict, and there are errors); 7 of 7 files would change"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["fr.lproj"])
        #expect(Self.snapshot(out) == before)

        // Without --strict the other files are written, and the broken one is left as it is.
        let result = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "apple", "--out", out.path])
        #expect(result.status == 1)
        let after = Self.snapshot(out)
        #expect(after["fr.lproj/Localizable.strings"] == before["fr.lproj/Localizable.strings"])
        #expect(after.keys.contains("en.lproj/Localizable.strings"))
        #expect(after.keys.allSatisfy { !$0.contains(".stringbridge-") || $0 == ".stringbridge-convert.json" }, "\(after.keys)")
    }

    @Test("Apple → Android: a broken .strings file leaves out its language, whose values folder stays as it was")
    func brokenAppleLocaleKeepsItsOutput() throws {
        let temporary = try TemporaryFolder()
        let ios = temporary.url("ios")
        try FileManager.default.copyItem(at: Fixtures.url("Conversion/Apple"), to: ios)
        let res = temporary.path("res")
        #expect(try stringbridge(["convert", ios.path, "--to", "android", "--out", res]).status == 0)
        let before = Self.snapshot(URL(fileURLWithPath: res))

        // English changes; the German file loses a ';', which Foundation rejects (the whole file).
        let english = ios.appendingPathComponent("en.lproj/Localizable.strings")
        try String(contentsOf: english, encoding: .utf8).replacingOccurrences(of: "Welcome, %@!", with: "Hi, %@!")
            .write(to: english, atomically: true, encoding: .utf8)
        let german = ios.appendingPathComponent("de.lproj/Localizable.strings")
        try String(contentsOf: german, encoding: .utf8).replacingOccurrences(of: "\"Willkommen, %@!\";", with: "\"Willkommen, %@!\"")
            .write(to: german, atomically: true, encoding: .utf8)

        let strict = try stringbridge(["convert", ios.path, "--to", "android", "--out", res, "--strict"])
        #expect(strict.status == 1)
        #expect(Self.snapshot(URL(fileURLWithPath: res)) == before, "--strict writes nothing")

        let result = try stringbridge(["convert", ios.path, "--to", "android", "--out", res])
        #expect(result.status == 1)
        #expect(result.standardError.contains("de.lproj/Localizable.strings:2:1: error:"), "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("left out because of errors (their outputs keep what they had): de.lproj/Localizable.\n"),
                "\(result.standardOutput)")
        let after = Self.snapshot(URL(fileURLWithPath: res))
        #expect(after["values-de/strings.xml"] == before["values-de/strings.xml"])
        #expect(String(decoding: after["values/strings.xml"] ?? Data(), as: UTF8.self).contains("<string name=\"welcome\">Hi, %s!</string>"))
    }

    @Test("A relative output folder of one name that does not exist yet is created (as users type it: --out res)")
    func relativeOutputFolder() throws {
        let temporary = try TemporaryFolder()
        for out in ["ios", "res/"] {
            let target = out == "ios" ? "apple" : "android"
            let source = out == "ios" ? Fixtures.url("Sample/res").path : temporary.path("ios")
            let result = try stringbridge(["convert", source, "--to", target, "--out", out], in: temporary.url)
            #expect(result.status == 0, "\(out): \(result.standardError.prefix(300))")
        }
        #expect(FileManager.default.fileExists(atPath: temporary.path("ios/fr.lproj/Localizable.strings")))
        #expect(FileManager.default.fileExists(atPath: temporary.path("res/values-fr/strings.xml")))
    }

    @Test("An output folder that cannot be written is an error, and no file is changed")
    func unwritableOutput() throws {
        let temporary = try TemporaryFolder()
        let work = temporary.url
        let blocker = work.appendingPathComponent("out")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let result = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "apple", "--out", blocker.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot write"), "\(result.standardError)")
        #expect(result.standardError.contains("no file was changed"))
        #expect(try Data(contentsOf: blocker) == Data("a file, not a folder".utf8))
    }

    @Test("--report json gives the summary, each file's status and the diagnostics")
    func jsonReport() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.url
        let result = try stringbridge(["convert", "Fixtures/Conversion/Android/res", "--to", "apple", "--out", out.path,
                                       "--report", "json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["locales": 2, "strings": 12, "plurals": 2, "arrays": 1, "errors": 0, "warnings": 0])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.count == 4)
        #expect(files.allSatisfy { $0["status"] as? String == "written" && $0["action"] as? String == "create" })
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { ($0["message"] as? String)?.contains("the 'zero' form is left out") == true })
    }

    @Test("Apple → Android and back gives the same Apple files")
    func appleRoundTripFromTheCommandLine() throws {
        let temporary = try TemporaryFolder()
        let work = temporary.url
        let res = work.appendingPathComponent("res").path
        let apple = work.appendingPathComponent("apple").path
        let toAndroid = try stringbridge(["convert", "Fixtures/Conversion/Apple", "--to", "android", "--out", res])
        #expect(toAndroid.status == 0, "\(toAndroid.standardError)")
        #expect(FileManager.default.fileExists(atPath: res + "/values/strings.xml"))
        #expect(FileManager.default.fileExists(atPath: res + "/values-de/strings.xml"))
        let back = try stringbridge(["convert", res, "--to", "apple", "--out", apple])
        #expect(back.status == 0, "\(back.standardError)")
        let original = try stringbridge(["dump", "Fixtures/Conversion/Apple/en.lproj", "--format", "text"])
        let roundTrip = try stringbridge(["dump", apple + "/en.lproj", "--format", "text"])
        #expect(Self.withoutPaths(roundTrip.standardOutput) == Self.withoutPaths(original.standardOutput))
    }

    @Test("--dry-run and --check say per file what would be added, changed, removed and kept; --diff shows it")
    func perFileChanges() throws {
        let temporary = try TemporaryFolder()
        let ios = temporary.url("ios/en.lproj")
        try FileManager.default.createDirectory(at: ios, withIntermediateDirectories: true)
        try "\"greeting\" = \"Hello\";\n\"farewell\" = \"Bye\";\n".write(to: ios.appendingPathComponent("Localizable.strings"),
                                                                        atomically: true, encoding: .utf8)
        let res = temporary.path("res")
        #expect(try stringbridge(["convert", temporary.path("ios"), "--to", "android", "--out", res]).status == 0)
        let strings = res + "/values/strings.xml"
        // The user adds a color; the source changes one string and loses another.
        let converted = try String(contentsOfFile: strings, encoding: .utf8)
        try converted.replacingOccurrences(of: "</resources>", with: "    <color name=\"accent\">#FF6600</color>\n</resources>")
            .write(toFile: strings, atomically: true, encoding: .utf8)
        try "\"greeting\" = \"Hi\";\n\"welcome\" = \"Welcome\";\n".write(to: ios.appendingPathComponent("Localizable.strings"),
                                                                         atomically: true, encoding: .utf8)
        let before = Self.snapshot(URL(fileURLWithPath: res))

        let dryRun = try stringbridge(["convert", temporary.path("ios"), "--to", "android", "--out", res, "--dry-run"])
        #expect(dryRun.status == 0)
        #expect(dryRun.standardOutput.hasPrefix(
            "would update: \(strings) (1 added, 1 changed, 1 removed (string/farewell), 1 kept)\n"), "\(dryRun.standardOutput)")
        let check = try stringbridge(["convert", temporary.path("ios"), "--to", "android", "--out", res, "--check", "--diff"])
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("""
            --- \(strings)
            +++ \(strings)
            """), "\(check.standardOutput)")
        #expect(check.standardOutput.contains("\n-    <string name=\"greeting\">Hello</string>\n-    <string name=\"farewell\">Bye</string>\n+    <string name=\"greeting\">Hi</string>\n"))
        #expect(check.standardOutput.contains("\n     <color name=\"accent\">#FF6600</color>\n"), "the color is context, not a change")
        #expect(Self.snapshot(URL(fileURLWithPath: res)) == before, "--check and --dry-run write nothing")

        let write = try stringbridge(["convert", temporary.path("ios"), "--to", "android", "--out", res])
        #expect(write.status == 0)
        #expect(write.standardOutput.hasPrefix("updated: \(strings) (1 added, 1 changed, 1 removed (string/farewell), 1 kept)\n"))
        let after = try String(contentsOfFile: strings, encoding: .utf8)
        #expect(after.contains("<color name=\"accent\">#FF6600</color>"))
        #expect(!after.contains("farewell"))
    }

    @Test("A converted locale whose source is gone is reported by --check and removed only with --prune")
    func staleLocales() throws {
        let temporary = try TemporaryFolder()
        let res = temporary.url("res")
        try FileManager.default.copyItem(at: Fixtures.url("Sample/res"), to: res)
        let out = temporary.path("apple")
        #expect(try stringbridge(["convert", res.path, "--to", "apple", "--out", out]).status == 0)
        try FileManager.default.removeItem(at: res.appendingPathComponent("values-fr"))
        // The user added a key of their own to the French strings.
        let frenchStrings = out + "/fr.lproj/Localizable.strings"
        try (String(contentsOfFile: frenchStrings, encoding: .utf8) + "\n\"ios_only\" = \"Seulement sur iOS\";\n")
            .write(toFile: frenchStrings, atomically: true, encoding: .utf8)

        let check = try stringbridge(["convert", res.path, "--to", "apple", "--out", out, "--check"])
        #expect(check.status == 1, "a stale locale is something to change")
        #expect(check.standardOutput.contains("stale: \(frenchStrings) (its sources are gone;"), "\(check.standardOutput)")
        let plain = try stringbridge(["convert", res.path, "--to", "apple", "--out", out])
        #expect(plain.status == 0)
        #expect(plain.standardError.contains("warning: an earlier conversion wrote this file, and its sources are gone"))
        #expect(FileManager.default.fileExists(atPath: out + "/fr.lproj/Localizable.stringsdict"))

        let prune = try stringbridge(["convert", res.path, "--to", "apple", "--out", out, "--prune"])
        #expect(prune.status == 0, "\(prune.standardError)")
        #expect(prune.standardOutput.contains("removed: \(out)/fr.lproj/Localizable.stringsdict (its sources are gone)"))
        #expect(!FileManager.default.fileExists(atPath: out + "/fr.lproj/Localizable.stringsdict"))
        // The French strings file keeps the user's key and nothing the conversion wrote.
        #expect(try String(contentsOfFile: frenchStrings, encoding: .utf8) == "\"ios_only\" = \"Seulement sur iOS\";\n")
        let again = try stringbridge(["convert", res.path, "--to", "apple", "--out", out, "--check"])
        #expect(again.status == 0, "\(again.standardOutput)")
    }

    /// Three names each used by a string and a plural: three `renamed-key` warnings of one kind.
    @Test("Repeated warnings are one line per kind with a count; --verbose prints each, --quiet none")
    func groupedDiagnostics() throws {
        let temporary = try TemporaryFolder()
        let values = temporary.url.appendingPathComponent("res/values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        let plurals = ["a", "b", "c"].map { #"<string name="\#($0)">S</string><plurals name="\#($0)"><item quantity="other">P</item></plurals>"# }
        try Data("<resources>\(plurals.joined())</resources>".utf8).write(to: values.appendingPathComponent("strings.xml"))
        let res = values.deletingLastPathComponent().path
        // The first plural starts after `<resources>` (11 characters) and the first string (27).
        let first = "\(res)/values/strings.xml:1:39: warning: 'a' names a string and a plurals resource, and Apple has one key per name: the plurals is keyed 'a (plurals)' [renamed-key]"
        let grouped = try stringbridge(["convert", res, "--to", "apple", "--out", temporary.url.appendingPathComponent("grouped").path])
        #expect(grouped.status == 0)
        #expect(grouped.standardError == first + " (+2 more renamed-key warnings; --verbose or --report json lists them)\n")
        let verbose = try stringbridge(["convert", res, "--to", "apple", "--out", temporary.url.appendingPathComponent("verbose").path, "--verbose"])
        #expect(verbose.standardError.split(separator: "\n").count == 3)
        #expect(verbose.standardError.hasPrefix(first + "\n"))
        let quiet = try stringbridge(["convert", res, "--to", "apple", "--out", temporary.url.appendingPathComponent("quiet").path, "-q"])
        #expect(quiet.status == 0)
        #expect(quiet.standardError.isEmpty)
        #expect(quiet.standardOutput.isEmpty)
    }

    /// A text dump's entry lines, without the file headers.
    static func withoutPaths(_ dump: String) -> [String] {
        dump.split(separator: "\n").filter { $0.hasPrefix("  ") }.map(String.init).sorted()
    }
}
