import OrderedJSON
import OutputFiles
import Foundation
import LocalizedStrings
import SystemSupport

/// Findings a team accepts for now, so that CI fails only on new ones. Android Lint's
/// `lint-baseline.xml` is read too (see ``AndroidLintBaseline``).
///
/// Entries match findings by rule, file, key, language and message — not by line, because
/// resource files get reordered and reformatted. Paths are stored relative to the
/// baseline file's folder, so the file can be committed. The file is JSON, one finding per
/// line so that diffs stay readable:
///
///     {"version":1,"findings":[
///     {"rule":"missing_translation","path":"app/src/main/res/values/strings.xml","key":"greeting","language":"fr","message":"…"}
///     ]}
public struct Baseline: Sendable {
    /// One accepted finding.
    public struct Entry: Hashable, Sendable, Comparable {
        /// The rule identifier.
        public var rule: String
        /// The file, relative to the baseline's folder.
        public var path: String
        /// The key, if the finding has one.
        public var key: String?
        /// The language, if the finding has one.
        public var language: String?
        /// The message.
        public var message: String

        /// Creates an entry.
        public init(rule: String, path: String, key: String?, language: String?, message: String) {
            self.rule = rule
            self.path = path
            self.key = key
            self.language = language
            self.message = message
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.key ?? "", lhs.language ?? "", lhs.message)
                < (rhs.path, rhs.rule, rhs.key ?? "", rhs.language ?? "", rhs.message)
        }
    }

    /// The entries, sorted; an entry may appear more than once.
    public var entries: [Entry]
    /// The folder paths are relative to.
    public var folder: String
    /// The issues of an Android Lint baseline, when the file is one (`lint-baseline.xml`).
    public var androidLint: AndroidLintBaseline?

    /// Creates a baseline.
    public init(entries: [Entry], folder: String) {
        self.entries = entries.sorted()
        self.folder = folder
    }

    /// The baseline of a set of findings, to be written at `path`.
    public init(findings: [Finding], path: String) {
        let folder = Self.folder(of: path)
        self.init(entries: findings.map { Self.entry(for: $0, folder: folder) }, folder: folder)
    }

    // MARK: - Matching

    /// What remains of findings after taking out those in the baseline.
    public struct Application: Sendable {
        /// The indices of the findings not in the baseline.
        public var remaining: [Int]
        /// How many findings the baseline matched.
        public var matched: Int
        /// Baseline entries that no finding matched: fixed since the baseline was written.
        public var fixed: [Entry]
    }

    /// Matches findings against the entries, each entry at most once.
    public func apply(to findings: [Finding]) -> Application {
        var available: [Entry: Int] = [:]
        for entry in entries { available[entry, default: 0] += 1 }
        var remaining: [Int] = []
        var matched = 0
        for (index, finding) in findings.enumerated() {
            let entry = Self.entry(for: finding, folder: folder)
            if let count = available[entry], count > 0 {
                available[entry] = count - 1
                matched += 1
            } else if let androidLint, androidLint.matches(finding) {
                matched += 1
            } else {
                remaining.append(index)
            }
        }
        var fixed: [Entry] = []
        for entry in entries where (available[entry] ?? 0) > 0 {
            available[entry]! -= 1
            fixed.append(entry)
        }
        return Application(remaining: remaining, matched: matched, fixed: fixed)
    }

    private static func entry(for finding: Finding, folder: String) -> Entry {
        Entry(rule: finding.ruleID, path: LintConfiguration.relativePath(finding.location.path, to: folder), key: finding.key,
              language: finding.language, message: finding.message)
    }

    private static func folder(of path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return FilePaths.parent(of: (absolute as NSString).standardizingPath)
    }

    // MARK: - File

    /// The file's text.
    public var text: String {
        var json = JSONText()
        json.raw("{\"version\":1,\"tool\":\"stringbridge lint\",\"findings\":[")
        for (index, entry) in entries.enumerated() {
            json.raw(index == 0 ? "\n" : ",\n")
            json.object { object in
                object.member("rule", string: entry.rule)
                object.member("path", string: entry.path)
                object.member("key") { if let key = entry.key { $0.string(key) } else { $0.null() } }
                object.member("language") { if let language = entry.language { $0.string(language) } else { $0.null() } }
                object.member("message", string: entry.message)
            }
        }
        json.raw(entries.isEmpty ? "]}\n" : "\n]}\n")
        return json.text
    }

    /// Reads a baseline file.
    public static func load(path: String) throws(ConfigurationError) -> Baseline {
        let data: [UInt8]
        switch FileBytes.contents(atPath: path) {
        case .success(let bytes): data = bytes
        case .failure(let failure):
            throw ConfigurationError(path: path, message: "cannot read the baseline (\(failure)); create it with --update-baseline")
        }
        if AndroidLintBaseline.isXML(data) {
            var baseline = Baseline(entries: [], folder: folder(of: path))
            baseline.androidLint = try AndroidLintBaseline.parse(data, path: path)
            return baseline
        }
        var parser = JSONParser(utf8: data)
        let document: JSONValue
        do {
            document = try parser.parse()
        } catch {
            throw ConfigurationError(path: path, message: "the baseline is not valid JSON (\(error.message)); write it again with --update-baseline")
        }
        guard case .array(let items)? = document["findings"] else {
            throw ConfigurationError(path: path, message: "the baseline has no \"findings\" array; write it again with --update-baseline")
        }
        var entries: [Entry] = []
        for item in items {
            guard let rule = item["rule"]?.string, let file = item["path"]?.string, let message = item["message"]?.string else {
                throw ConfigurationError(path: path, message: "a baseline finding needs \"rule\", \"path\" and \"message\"")
            }
            entries.append(Entry(rule: rule, path: file, key: item["key"]?.string, language: item["language"]?.string, message: message))
        }
        return Baseline(entries: entries, folder: folder(of: path))
    }

    /// Writes the baseline file atomically (a temporary file renamed into place).
    public func write(to path: String) throws {
        try FileOutput.write([OutputFile(path: path, bytes: Array(text.utf8))])
    }
}
