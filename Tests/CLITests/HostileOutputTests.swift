import Foundation
import Testing
import TestSupport

/// What a pull request can put into the output folder (a manifest, symbolic links, special
/// files) and what the machine can refuse (file sizes, threads) never makes `convert` read or
/// print a file outside its folders, delete what it did not write, lose its manifest, or hang.
/// (docs/security.md, "Hostile input, round two".)
@Suite("stringbridge convert with a hostile output folder")
struct HostileOutputTests {
    static let canaryText = "TOP-SECRET-CANARY-4711"

    /// A work folder with the sample app's resources converted into `out`, and a canary file
    /// beside `out` that nothing may ever print.
    static func convertedSample(target: String = "apple") throws -> (work: TemporaryFolder, out: String, canary: String) {
        let work = try TemporaryFolder(prefix: "sb-hostile")
        try FileManager.default.copyItem(at: Fixtures.url("Sample/res"), to: work.url("res"))
        try FileManager.default.createDirectory(at: work.url("secret"), withIntermediateDirectories: true)
        try Self.canaryText.write(toFile: work.path("secret/canary.txt"), atomically: true, encoding: .utf8)
        let result = try stringbridge(["convert", "res", "--to", target, "--out", "out"], in: work.url)
        #expect(result.status == 0, "\(result.standardError)")
        return (work, "out", work.path("secret/canary.txt"))
    }

    /// Adds files to the manifest of `out`, each claiming to come from a source that is gone.
    static func addToManifest(_ paths: [String], in folder: URL, entries: [String] = ["string/app_name", "greeting"]) throws {
        let url = folder.appendingPathComponent(".stringbridge-convert.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var files = try #require(manifest["files"] as? [String: Any])
        for path in paths { files[path] = ["entries": entries, "sources": ["../gone/strings.xml"]] }
        manifest["files"] = files
        try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys]).write(to: url)
    }

    static let hostileEntries = ["../secret/canary.txt", "../../../../../../../../proc/self/environ", "/etc/hostname",
                                 "fr.lproj/../../secret/canary.txt", "./fr.lproj/Localizable.strings", "notes.txt",
                                 "fr.lproj/.hidden.strings", "Leak.xcstrings"]

    @Test("A manifest naming files outside --out, or files convert never writes, reads and prints none of them",
          arguments: [["--check", "--diff", "--prune"], ["--dry-run", "--diff", "--prune"], ["--prune"]])
    func manifestCannotNameOtherFiles(_ mode: [String]) throws {
        let (work, out, canary) = try Self.convertedSample()
        // A name of the layout that is a link out of the folder is refused too.
        try FileManager.default.createSymbolicLink(atPath: work.path("out/Leak.xcstrings"), withDestinationPath: canary)
        try "my notes".write(toFile: work.path("out/notes.txt"), atomically: true, encoding: .utf8)
        try Self.addToManifest(Self.hostileEntries, in: work.url(out))

        let result = try stringbridge(["convert", "res", "--to", "apple", "--out", out] + mode, in: work.url)
        let printed = result.standardOutput + result.standardError
        #expect(!printed.contains(Self.canaryText))
        #expect(!printed.contains("PATH="), "the environment was printed")
        #expect(result.status == 1)
        for entry in Self.hostileEntries {
            #expect(printed.contains("ignoring the entry \(entry): "), "\(entry): \(result.standardError)")
        }
        // Each at the manifest's line where the entry is, as path:line:col.
        let errors = result.standardError.split(separator: "\n").filter { $0.hasSuffix("[unsafe-manifest-entry]") }
        #expect(errors.count == Self.hostileEntries.count)
        #expect(errors.allSatisfy { $0.hasPrefix("out/.stringbridge-convert.json:") && $0.split(separator: ":")[1] != "0" })
        #expect(try String(contentsOfFile: canary, encoding: .utf8) == Self.canaryText)
        #expect(try String(contentsOfFile: work.path("out/notes.txt"), encoding: .utf8) == "my notes")
        #expect(FileManager.default.fileExists(atPath: "/etc/hostname"))
    }

    @Test("--prune never removes a hand-written file a manifest claims; a stale file convert wrote it removes")
    func pruneKeepsHandWrittenFiles() throws {
        let (work, out, _) = try Self.convertedSample()
        try FileManager.default.createDirectory(at: work.url("out/de.lproj"), withIntermediateDirectories: true)
        let handWritten = "/* Mine. */\n\"app_name\"=\"Notizen\";\n\"greeting\" = \"Hallo\";\n"
        try handWritten.write(toFile: work.path("out/de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        // A stale file as convert wrote it: fr's, whose source is gone.
        try FileManager.default.copyItem(atPath: work.path("out/fr.lproj/Localizable.strings"), toPath: work.path("out/fr.lproj/Old.strings"))
        try Self.addToManifest(["de.lproj/Localizable.strings", "fr.lproj/Old.strings"], in: work.url(out), entries: ["app_name", "greeting"])
        let converted = try String(contentsOfFile: work.path("out/fr.lproj/Localizable.strings"), encoding: .utf8)
        let keys = converted.split(separator: "\n").compactMap { $0.hasPrefix("\"") ? String($0.dropFirst().prefix { $0 != "\"" }) : nil }
        try Self.addToManifest(["fr.lproj/Old.strings"], in: work.url(out), entries: keys)

        let result = try stringbridge(["convert", "res", "--to", "apple", "--out", out, "--prune"], in: work.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try String(contentsOfFile: work.path("out/de.lproj/Localizable.strings"), encoding: .utf8) == handWritten)
        #expect(result.standardError.contains("out/de.lproj/Localizable.strings: warning: the manifest says an earlier conversion wrote this file, but it is not laid out as convert writes it"))
        #expect(!FileManager.default.fileExists(atPath: work.path("out/fr.lproj/Old.strings")), "\(result.standardError)")
    }

    @Test("An output file that is a symbolic link out of --out is neither read, diffed nor replaced",
          arguments: [["--check", "--diff"], ["--dry-run", "--diff"], []])
    func symbolicLinkToAFileOutside(_ mode: [String]) throws {
        let (work, out, canary) = try Self.convertedSample()
        try FileManager.default.removeItem(atPath: work.path("out/fr.lproj/Localizable.strings"))
        try FileManager.default.createSymbolicLink(atPath: work.path("out/fr.lproj/Localizable.strings"), withDestinationPath: canary)

        let result = try stringbridge(["convert", "res", "--to", "apple", "--out", out] + mode, in: work.url)
        #expect(!(result.standardOutput + result.standardError).contains(Self.canaryText))
        #expect(result.status == 1)
        #expect(result.standardError.contains("out/fr.lproj/Localizable.strings: error: refusing to read or replace this output file: it leads outside the output folder"))
        #expect(try String(contentsOfFile: canary, encoding: .utf8) == Self.canaryText)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: work.path("out/fr.lproj/Localizable.strings"))
        #expect(link == canary)
    }

    @Test("A failed write (a file-size limit) changes no file, keeps the manifest and leaves no temporary file")
    func failedWriteKeepsTheManifest() throws {
        let prlimit = "/usr/bin/prlimit"
        try #require(FileManager.default.isExecutableFile(atPath: prlimit))
        let (work, out, _) = try Self.convertedSample()
        let before = try KilledWriteTests.contents(of: work.url(out))
        let manifest = try Data(contentsOf: work.url("out/.stringbridge-convert.json"))
        var strings = try String(contentsOfFile: work.path("res/values-fr/strings.xml"), encoding: .utf8)
        strings = strings.replacingOccurrences(of: "</resources>", with: "<string name=\"added\">\(String(repeating: "x", count: 400))</string></resources>")
        try strings.write(toFile: work.path("res/values-fr/strings.xml"), atomically: true, encoding: .utf8)

        let result = try stringbridge(["convert", "res", "--to", "apple", "--out", out], in: work.url,
                                      prefix: [prlimit, "--fsize=300"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("exceed the file-size limit"), "\(result.standardError)")
        #expect(result.standardError.contains("no file was changed"))
        #expect(try KilledWriteTests.contents(of: work.url(out)) == before)
        #expect(try Data(contentsOf: work.url("out/.stringbridge-convert.json")) == manifest)
    }

    @Test("Temporary files are removed only when the process that made them is gone; the manifest never is")
    func onlyLeftOversAreRemoved() throws {
        let (work, out, _) = try Self.convertedSample()
        let gone = Self.processIDThatIsGone()
        let live = ProcessInfo.processInfo.processIdentifier
        let leftOvers = [".Localizable.strings.stringbridge-\(gone)-1A2B3C4D.new", ".Localizable.strings.stringbridge-\(gone)-0F0F0F0F.old",
                         ".Localizable.strings.stringbridge-1A2B3C4D", ".Localizable.strings.stringbridge-old-0123ABCD"]
        let kept = [".Localizable.strings.stringbridge-\(live)-1A2B3C4D.new", ".my.stringbridge-notes", ".stringbridge-convert.json.bak"]
        for name in leftOvers + kept { try "x".write(toFile: work.path("out/fr.lproj/\(name)"), atomically: false, encoding: .utf8) }
        var strings = try String(contentsOfFile: work.path("res/values-fr/strings.xml"), encoding: .utf8)
        strings = strings.replacingOccurrences(of: "</resources>", with: "<string name=\"added\">nouveau</string></resources>")
        try strings.write(toFile: work.path("res/values-fr/strings.xml"), atomically: true, encoding: .utf8)

        let result = try stringbridge(["convert", "res", "--to", "apple", "--out", out], in: work.url)
        #expect(result.status == 0, "\(result.standardError)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: work.path("out/fr.lproj")))
        #expect(names == Set(["Localizable.strings", "Localizable.stringsdict"] + kept))
        #expect(FileManager.default.fileExists(atPath: work.path("out/.stringbridge-convert.json")))
    }

    @Test("A run with nothing to write still removes what a killed run left beside the manifest")
    func leftOversBesideTheManifestAreRemoved() throws {
        // A run killed after its last rename but before it removed the manifest's second name
        // leaves every file as this run would write it: only the clean-up is left to do.
        let (work, out, _) = try Self.convertedSample()
        let gone = Self.processIDThatIsGone()
        let leftOver = "..stringbridge-convert.json.stringbridge-\(gone)-1A2B3C4D.old"
        try "x".write(toFile: work.path("out/\(leftOver)"), atomically: false, encoding: .utf8)

        let result = try stringbridge(["convert", "res", "--to", "apple", "--out", out], in: work.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("wrote 0 of"), "\(result.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: work.path("out/\(leftOver)")))
        #expect(FileManager.default.fileExists(atPath: work.path("out/.stringbridge-convert.json")))
    }

    /// A process ID no process has now.
    static func processIDThatIsGone() -> Int32 {
        var candidate: Int32 = 4_000_000
        while kill(candidate, 0) == 0 || errno != ESRCH { candidate -= 1 }
        return candidate
    }

    @Test("Files an Apple reader is given that are no regular files are refused at once: /dev/zero, a FIFO, a folder",
          arguments: ["Localizable.strings", "Localizable.stringsdict", "Localizable.xcstrings"])
    func specialFilesAreRefused(_ name: String) throws {
        let work = try TemporaryFolder(prefix: "sb-special")
        try FileManager.default.createDirectory(at: work.url("zero/en.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: work.url("fifo/en.lproj"), withIntermediateDirectories: true)
        let zero = name.hasSuffix(".xcstrings") ? "zero/\(name)" : "zero/en.lproj/\(name)"
        let fifo = name.hasSuffix(".xcstrings") ? "fifo/\(name)" : "fifo/en.lproj/\(name)"
        try FileManager.default.createSymbolicLink(atPath: work.path(zero), withDestinationPath: "/dev/zero")
        #expect(mkfifo(work.path(fifo), 0o644) == 0)
        for (path, kind) in [(zero, "a character device"), (fifo, "a FIFO")] {
            let result = try stringbridge(["dump", "--format", "text", path], in: work.url, timeLimit: 60)
            #expect(!result.timedOut, "\(path) hung")
            #expect(result.status == 1)
            #expect(result.standardError.contains("cannot read the file: it is \(kind), not a regular file [unreadable-file]"),
                    "\(result.standardError)")
        }
    }

    @Test("A FIFO in --out, as an output file or as the manifest, is refused and convert ends")
    func specialFilesInTheOutputFolder() throws {
        let (work, out, _) = try Self.convertedSample()
        try FileManager.default.removeItem(atPath: work.path("out/fr.lproj/Localizable.strings"))
        #expect(mkfifo(work.path("out/fr.lproj/Localizable.strings"), 0o644) == 0)
        try FileManager.default.removeItem(atPath: work.path("out/.stringbridge-convert.json"))
        #expect(mkfifo(work.path("out/.stringbridge-convert.json"), 0o644) == 0)

        let result = try stringbridge(["convert", "res", "--to", "apple", "--out", out, "--dry-run"], in: work.url, timeLimit: 60)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.standardError.contains("out/fr.lproj/Localizable.strings: error: refusing to read or replace this output file: it is a FIFO, not a regular file"))
        #expect(result.standardError.contains("out/.stringbridge-convert.json: warning: cannot read the manifest: it is a FIFO, not a regular file; it is ignored"))
    }

    /// Runs as the unprivileged user `nobody`, for the cases that need another user than the
    /// owner of the files (root is exempt from the limits and protections they are about).
    static let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    static let canRunAsNobody = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")

    @Test("When no thread can be started (a pids limit) every command still finishes",
          .enabled(if: canRunAsNobody, "needs root, setpriv and prlimit"),
          arguments: [["convert", "res", "--to", "apple", "--out", "threads-out"], ["convert", "res", "--to", "xcstrings", "--out", "threads-out", "--dry-run"],
                      ["dump", "res"], ["lint", "res"], ["lookup", "--resources", "res", "--language", "fr", "greeting", "Ana"]])
    func noThreads(_ arguments: [String]) throws {
        let work = try TemporaryFolder(prefix: "sb-threads")
        try FileManager.default.copyItem(at: Fixtures.url("Sample/res"), to: work.url("res"))
        #expect(chmod(work.path(""), 0o777) == 0)
        let result = try stringbridge(arguments, in: work.url, prefix: Self.asNobody + ["/usr/bin/prlimit", "--nproc=1"], timeLimit: 120)
        #expect(!result.timedOut, "\(arguments) hung")
        #expect(result.status == 0 || (arguments[0] == "lint" && result.status == 1), "\(result.standardError)")
    }

    @Test("A file that may be replaced but not hard-linked (not the user's own) is put back whole when a later rename fails",
          .enabled(if: canRunAsNobody && (try? String(contentsOfFile: "/proc/sys/fs/protected_hardlinks", encoding: .utf8))?.hasPrefix("1") == true,
                   "needs root, setpriv and fs.protected_hardlinks=1"))
    func backupWithoutHardLinks() throws {
        let (work, out, _) = try Self.convertedSample()
        // en.lproj is a shared writable folder whose files belong to another user; in fr.lproj
        // (sticky) that user's file cannot be replaced: its rename fails after en's landed.
        #expect(chmod(work.path(""), 0o755) == 0)
        #expect(chmod(work.path("out"), 0o777) == 0)
        #expect(chmod(work.path("out/en.lproj"), 0o777) == 0)
        #expect(chmod(work.path("out/fr.lproj"), 0o1777) == 0)
        for (file, from, to) in [("values/strings.xml", "Hello", "Howdy"), ("values-fr/strings.xml", "Bonjour", "Salut")] {
            let text = try String(contentsOfFile: work.path("res/\(file)"), encoding: .utf8)
            try text.replacingOccurrences(of: from, with: to).write(toFile: work.path("res/\(file)"), atomically: true, encoding: .utf8)
        }
        let before = try KilledWriteTests.contents(of: work.url(out))

        let result = try stringbridge(["convert", "res", "--to", "apple", "--out", out], in: work.url, prefix: Self.asNobody)
        #expect(result.status == 1)
        #expect(result.standardError.contains("out/fr.lproj/Localizable.strings: permission denied; no file was changed"), "\(result.standardError)")
        #expect(try KilledWriteTests.contents(of: work.url(out)) == before)
    }

    @Test("Ten runs at once into one folder all succeed, one after the other: the files and the manifest are one run's, whole")
    func concurrentRuns() throws {
        let work = try TemporaryFolder(prefix: "sb-concurrent")
        var references: [String: [String: Data]] = [:]
        for version in ["A", "B"] {
            try KilledWriteTests.writeResources(to: work.url("res-\(version)"), version: version)
            let result = try stringbridge(["convert", "res-\(version)", "--to", "apple", "--out", "reference-\(version)"], in: work.url)
            #expect(result.status == 0, "\(result.standardError)")
            references[version] = try KilledWriteTests.contents(of: work.url("reference-\(version)"))
        }
        let processes = try (0..<10).map { run -> Process in
            let process = Process()
            process.executableURL = Fixtures.binary
            process.arguments = ["convert", "res-\(run % 2 == 0 ? "A" : "B")", "--to", "apple", "--out", "out"]
            process.currentDirectoryURL = work.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let after = try KilledWriteTests.contents(of: work.url("out"))
        #expect(after == references["A"] || after == references["B"], "a mix of runs, or temporaries left: \(after.keys.sorted().prefix(5))")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: work.url("out/.stringbridge-convert.json"))) as? [String: Any]
        #expect((manifest?["files"] as? [String: Any])?.count == references["A"]?.count)
    }

    @Test("Android tables whose Apple names differ only in case are two files on macOS too: the later is renamed and reported")
    func tableNamesDifferingInCase() throws {
        let work = try TemporaryFolder(prefix: "sb-case")
        try FileManager.default.createDirectory(at: work.url("res/values"), withIntermediateDirectories: true)
        for (file, table, key) in [("plist.xml", "InfoPlist", "a"), ("other.xml", "infoplist", "b")] {
            try """
                <resources xmlns:sb="https://stringbridge.dev/xmlns" sb:table='{"name":"\(table)"}'>
                    <string name="\(key)">\(key.uppercased())</string>
                </resources>
                """.write(toFile: work.path("res/values/\(file)"), atomically: true, encoding: .utf8)
        }
        let result = try stringbridge(["convert", "res", "--to", "apple", "--out", "out"], in: work.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("[renamed-file]"))
        let files = try FileManager.default.contentsOfDirectory(atPath: work.path("out/en.lproj")).sorted()
        #expect(files.count == 2 && Set(files.map { $0.lowercased() }).count == 2, "\(files)")
    }

    @Test("Apple tables whose names differ only in the composition of their characters keep every value, both ways")
    func tableNamesDifferingInComposition() throws {
        let work = try TemporaryFolder(prefix: "sb-nfd")
        try FileManager.default.createDirectory(at: work.url("app/en.lproj"), withIntermediateDirectories: true)
        try "\"a\" = \"composed\";\n".write(toFile: work.path("app/en.lproj/Caf\u{E9}.strings"), atomically: true, encoding: .utf8)
        try "\"a\" = \"decomposed\";\n".write(toFile: work.path("app/en.lproj/Cafe\u{301}.strings"), atomically: true, encoding: .utf8)
        // One table to Swift's dictionaries and one file on macOS: the later is renamed.
        let result = try stringbridge(["convert", "app", "--to", "android", "--out", "res"], in: work.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("[renamed-file]"), "\(result.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: work.path("res/values"))
        #expect(files.count == 2, "\(files)")
        let values = try files.map { try String(contentsOfFile: work.path("res/values/\($0)"), encoding: .utf8) }.joined()
        #expect(values.contains(">composed<") && values.contains(">decomposed<"), "\(values)")

        // Back to Apple, every value is read (aapt2 would see no duplicate resource).
        let back = try stringbridge(["convert", "res", "--to", "apple", "--out", "back"], in: work.url)
        #expect(back.status == 0, "\(back.standardError)")
        let tables = try FileManager.default.contentsOfDirectory(atPath: work.path("back/en.lproj"))
        #expect(tables.count == 2 && Set(tables.map { $0.precomposedStringWithCanonicalMapping.lowercased() }).count == 2, "\(tables)")
        let strings = try tables.map { try String(contentsOfFile: work.path("back/en.lproj/\($0)"), encoding: .utf8) }.joined()
        #expect(strings.contains("\"composed\"") && strings.contains("\"decomposed\""), "\(strings)")
    }
}
