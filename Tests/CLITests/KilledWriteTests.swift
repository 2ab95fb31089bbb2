import Foundation
import Testing
import TestSupport

/// A `convert` killed at any moment leaves every output file whole, old or new, and the next
/// run removes what it left behind. The kill comes after a random delay within the time a whole
/// run takes, so the runs land before, during and after the renames; what is checked is the
/// state of the files, never a time.
@Suite("stringbridge convert killed mid-write")
struct KilledWriteTests {
    static let languages = ["de", "es", "fr", "it", "ja", "nl", "pl", "pt-rBR", "ru", "sv", "tr", "uk", "zh-rCN", "ko",
                            "ar", "cs", "da", "el", "fi", "he", "hi", "hu", "id", "nb", "ro", "sk", "th", "vi", "ca", "hr"]

    /// A `res` folder whose strings end in `version`, in every language.
    static func writeResources(to res: URL, version: String) throws {
        for folder in ["values"] + languages.map({ "values-\($0)" }) {
            let values = res.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
            var xml = "<resources>\n"
            for index in 0..<150 { xml += "    <string name=\"key_\(index)\">\(folder) text \(index) \(version)</string>\n" }
            xml += "    <plurals name=\"count\"><item quantity=\"one\">%d \(version)</item><item quantity=\"other\">%d \(version)s</item></plurals>\n"
            try (xml + "</resources>\n").write(to: values.appendingPathComponent("strings.xml"), atomically: true, encoding: .utf8)
        }
    }

    /// Every file under `folder`, by path relative to it, with its bytes; not the conversion
    /// manifest, whose source paths depend on where the folder is (it is checked on its own).
    static func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] where path != ".stringbridge-convert.json" {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[path] = try Data(contentsOf: url)
        }
        return result
    }

    @Test("Thirty runs killed at random moments leave every file whole, old or new; the next run cleans up")
    func killedRunsLeaveWholeFiles() throws {
        let work = try TemporaryFolder(prefix: "sb-killed")
        let out = work.url("out")
        var references: [String: [String: Data]] = [:]
        for version in ["A", "B"] {
            let res = work.url("res-\(version)")
            try Self.writeResources(to: res, version: version)
            let result = try stringbridge(["convert", res.path, "--to", "apple", "--out", work.path("reference-\(version)")])
            #expect(result.status == 0, "\(result.standardError)")
            references[version] = try Self.contents(of: work.url("reference-\(version)"))
        }
        let old = try #require(references["A"])
        let new = try #require(references["B"])
        #expect(old.count == new.count && old.count > Self.languages.count)
        try FileManager.default.copyItem(at: work.url("reference-A"), to: out)

        let started = Date()
        _ = try stringbridge(["convert", work.path("res-B"), "--to", "apple", "--out", work.path("timing"), "--dry-run"])
        let runTime = max(Date().timeIntervalSince(started), 0.05)

        var generator = SeededRandomNumberGenerator(defaultSeed: 0x5EED_0004)
        for run in 0..<30 {
            let (from, to) = run % 2 == 0 ? ("A", "B") : ("B", "A")
            let process = Process()
            process.executableURL = Fixtures.binary
            process.arguments = ["convert", work.path("res-\(to)"), "--to", "apple", "--out", out.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let delay = Double.random(in: 0...(runTime * 1.5), using: &generator)
            usleep(useconds_t(delay * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            // Every file is whole: exactly the old or the new version, none missing.
            let after = try Self.contents(of: out)
            let files = after.filter { !($0.key as NSString).lastPathComponent.hasPrefix(".") }
            #expect(Set(files.keys) == Set(old.keys), "run \(run), \(generator)")
            for (path, bytes) in files where bytes != references[from]?[path] && bytes != references[to]?[path] {
                Issue.record("run \(run): \(path) is neither the old nor the new file, \(generator)")
            }

            // The manifest, written in the same set, is whole too.
            if let manifest = FileManager.default.contents(atPath: out.appendingPathComponent(".stringbridge-convert.json").path) {
                #expect((try? JSONSerialization.jsonObject(with: manifest)) != nil, "run \(run): the manifest is not whole, \(generator)")
            }

            // The next run finishes the job and removes every temporary file of ours.
            let finish = try stringbridge(["convert", work.path("res-\(to)"), "--to", "apple", "--out", out.path])
            #expect(finish.status == 0, "\(finish.standardError)")
            let finished = try Self.contents(of: out)
            #expect(finished == references[to], "run \(run), \(generator)")
        }
    }

    /// strace, which stops or fails a run at an exact system call (`--inject`).
    static let strace = "/usr/bin/strace"

    /// Runs convert under strace with the injections given; returns its exit status and what
    /// strace recorded of `rename(2)` and `unlink(2)`.
    static func convertUnderStrace(_ arguments: [String], injections: [String], in folder: URL) throws -> (status: Int32, trace: String) {
        let trace = folder.appendingPathComponent("strace.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: strace)
        process.arguments = ["-f", "-qq", "-o", trace.path, "-e", "trace=rename,unlink"] + injections.flatMap { ["-e", $0] }
            + [Fixtures.binary.path, "convert"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: trace, encoding: .utf8)) ?? "")
    }

    @Test("Killed at the manifest's rename, or between a failed rename and its restore: files whole, the next run finishes the job",
          .enabled(if: FileManager.default.isExecutableFile(atPath: strace), "needs strace"),
          arguments: ["manifest", "restore"])
    func killedAtExactMoments(_ moment: String) throws {
        let work = try TemporaryFolder(prefix: "sb-killed-exact")
        try Self.writeResources(to: work.url("res-A"), version: "A")
        try Self.writeResources(to: work.url("res-B"), version: "B")
        // B has a key more, so that the manifest changes too.
        let added = work.url("res-B/values/strings.xml")
        try String(contentsOf: added, encoding: .utf8).replacingOccurrences(of: "</resources>", with: "    <string name=\"added\">New</string>\n</resources>")
            .write(to: added, atomically: true, encoding: .utf8)
        for version in ["A", "B"] {
            #expect(try stringbridge(["convert", work.path("res-\(version)"), "--to", "apple", "--out", work.path("reference-\(version)")]).status == 0)
        }
        let old = try Self.contents(of: work.url("reference-A"))
        let new = try Self.contents(of: work.url("reference-B"))
        let out = work.url("out")
        let arguments = [work.path("res-B"), "--to", "apple", "--out", out.path]

        // A run to count the renames: the manifest is renamed last.
        try FileManager.default.copyItem(at: work.url("reference-A"), to: out)
        let counted = try Self.convertUnderStrace(arguments, injections: [], in: work.url)
        #expect(counted.status == 0)
        let renames = counted.trace.split(separator: "\n").filter { $0.contains("rename(") }
        #expect(renames.last?.contains(".stringbridge-convert.json") == true, "\(renames.suffix(2))")
        try FileManager.default.removeItem(at: out)
        try FileManager.default.copyItem(at: work.url("reference-A"), to: out)
        let manifestBefore = try Data(contentsOf: out.appendingPathComponent(".stringbridge-convert.json"))

        let injections = moment == "manifest"
            ? ["inject=rename:signal=KILL:when=\(renames.count)"]
            // The third rename fails; the first unlink after it (of a temporary not renamed) is
            // where the restore of the first two begins.
            : ["inject=rename:error=EIO:when=3", "inject=unlink:signal=KILL:when=1"]
        let killed = try Self.convertUnderStrace(arguments, injections: injections, in: work.url)
        #expect(killed.status != 0)
        let after = try Self.contents(of: out).filter { !($0.key as NSString).lastPathComponent.hasPrefix(".") }
        #expect(Set(after.keys).isSubset(of: Set(old.keys).union(new.keys)))
        for (path, bytes) in after where bytes != old[path] && bytes != new[path] {
            Issue.record("\(moment): \(path) is neither the old nor the new file")
        }
        let changed = after.filter { $0.value == new[$0.key] && new[$0.key] != old[$0.key] }.count
        #expect(changed > 0, "the kill came before any file changed")
        // The manifest is the old one, whole: it is renamed last, and was not yet.
        #expect(try Data(contentsOf: out.appendingPathComponent(".stringbridge-convert.json")) == manifestBefore)

        let finish = try stringbridge(["convert"] + arguments)
        #expect(finish.status == 0, "\(finish.standardError)")
        #expect(try Self.contents(of: out) == new)
        let leftOvers = (FileManager.default.subpaths(atPath: out.path) ?? []).filter { $0.contains(".stringbridge-") && !$0.hasSuffix(".stringbridge-convert.json") }
        #expect(leftOvers.isEmpty, "\(leftOvers)")
    }
}
