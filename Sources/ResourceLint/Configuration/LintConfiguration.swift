import OrderedJSON
import Foundation
import LocalizedStrings
import SystemSupport

/// What a team configures for `stringbridge lint`: rule levels, paths and keys to ignore,
/// the source language and how much of each language must be translated.
///
/// The file is JSON, `.stringbridge.json`, found in the current folder or the nearest one
/// above it; the lint settings sit under `"lint"`:
///
///     {
///       "lint": {
///         "sourceLanguage": "en",
///         "rules": { "missing_translation": "error", "typography": "warning", "ellipsis": "off" },
///         "ignore": { "paths": ["Fixtures/Invalid", "**/values-und"], "keys": ["debug_*", "re:^test_"] },
///         "coverage": { "*": 100, "fr": 90, "pt-BR": 60 },
///         "androidMinSdk": 24
///       }
///     }
///
/// A rule group's name (`typography`) sets every rule of the group; a rule's own entry wins.
/// `--config` also reads Android Lint's `lint.xml` (see ``AndroidLintConfiguration``).
/// Coverage is the percentage of the source language's translatable keys a language must
/// have; below it, each missing key is reported (the default, 100, reports every one).
public struct LintConfiguration: Sendable {
    /// The language of Android's `values/` (unless its `tools:locale` says otherwise) and of
    /// the Apple source table (a catalog's own `sourceLanguage` wins).
    public var sourceLanguage: LanguageTag
    /// Levels by rule identifier or rule group name.
    public var ruleLevels: [String: RuleLevel]
    /// Files whose findings are not reported and whose entries are not compared.
    public var ignoredPaths: [PathPattern]
    /// Files whose findings of one rule are not reported, by rule identifier (Android Lint's
    /// `<issue id="…"><ignore path="…"/></issue>`).
    public var ruleIgnoredPaths: [String: [PathPattern]] = [:]
    /// What the configuration file asks that StringBridge does not apply, one line each.
    public var unsupported: [String] = []
    /// Keys whose findings are not reported.
    public var ignoredKeys: [KeyPattern]
    /// Required coverage in percent, by BCP 47 language; `*` for the others.
    public var coverage: [String: Double]
    /// The oldest Android API level the app supports (`minSdk`), when configured: plural
    /// forms are judged by the CLDR releases of the Android versions from there on.
    public var androidMinSdk: Int?
    /// The folder path patterns are relative to: the configuration file's folder.
    public var baseFolder: String
    /// The file the configuration was read from, if any.
    public var path: String?

    /// The configuration used without a file: every default, nothing ignored.
    public init(sourceLanguage: LanguageTag = LanguageTag(language: "en"), ruleLevels: [String: RuleLevel] = [:],
                ignoredPaths: [PathPattern] = [], ignoredKeys: [KeyPattern] = [], coverage: [String: Double] = [:],
                baseFolder: String = FileManager.default.currentDirectoryPath, path: String? = nil) {
        self.sourceLanguage = sourceLanguage
        self.ruleLevels = ruleLevels
        self.ignoredPaths = ignoredPaths
        self.ignoredKeys = ignoredKeys
        self.coverage = coverage
        self.baseFolder = baseFolder
        self.path = path
    }

    /// The file name searched for.
    public static let fileName = ".stringbridge.json"

    // MARK: - Levels

    /// The severity a rule reports with, or `nil` when it does not run.
    public func severity(of rule: RuleDescription) -> Severity? {
        if let level = ruleLevels[rule.identifier] { return level.severity }
        if let level = ruleLevels[rule.kind.rawValue] { return level.severity }
        return rule.isEnabledByDefault ? rule.defaultSeverity : nil
    }

    /// The coverage in percent a language must reach (100 unless configured).
    public func requiredCoverage(for language: String) -> Double {
        if let exact = coverage[language] { return exact }
        if let tag = LanguageTag(language), let base = coverage[tag.language] { return base }
        return coverage["*"] ?? 100
    }

    // MARK: - Ignoring

    /// Whether findings in a file are ignored.
    public func ignores(path: String) -> Bool {
        guard !ignoredPaths.isEmpty else { return false }
        let relative = Self.relativePath(path, to: baseFolder)
        return ignoredPaths.contains { $0.matches(relative) }
    }

    /// Whether a rule's findings in a file are ignored (the file itself being linted).
    public func ignores(path: String, rule: String) -> Bool {
        guard let patterns = ruleIgnoredPaths[rule] else { return false }
        let relative = Self.relativePath(path, to: baseFolder)
        return patterns.contains { $0.matches(relative) }
    }

    /// Whether findings about a key are ignored.
    public func ignores(key: String) -> Bool {
        ignoredKeys.contains { $0.matches(key) }
    }

    /// A path relative to `folder` when it lies inside it; otherwise the path as it is.
    static func relativePath(_ path: String, to folder: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardPath = (absolute as NSString).standardizingPath
        let standardFolder = (folder as NSString).standardizingPath
        if standardPath.hasPrefix(standardFolder + "/") {
            return String(standardPath.dropFirst(standardFolder.count + 1))
        }
        return path
    }

    // MARK: - Reading

    /// The nearest `.stringbridge.json` in `folder` or above it.
    public static func find(from folder: String = FileManager.default.currentDirectoryPath) -> String? {
        var current = (folder as NSString).standardizingPath
        while true {
            let candidate = (current as NSString).appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = FilePaths.parent(of: current)
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// Reads a configuration file.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - rules: The rules that exist, to reject names that are not theirs.
    public static func load(path: String, rules: [RuleDescription]) throws(ConfigurationError) -> LintConfiguration {
        let data: [UInt8]
        switch FileBytes.contents(atPath: path) {
        case .success(let bytes): data = bytes
        case .failure(let failure): throw ConfigurationError(path: path, message: "cannot read the configuration file: \(failure)")
        }
        let folder = FilePaths.parent(of: (path as NSString).isAbsolutePath ? path : FileManager.default.currentDirectoryPath + "/" + path)
        if AndroidLintConfiguration.isXML(data) {
            return try AndroidLintConfiguration.parse(data, path: path, baseFolder: folder, rules: rules)
        }
        return try parse(data, path: path, baseFolder: folder, rules: rules)
    }

    /// Parses a configuration file's text.
    public static func parse(_ bytes: [UInt8], path: String, baseFolder: String,
                             rules: [RuleDescription]) throws(ConfigurationError) -> LintConfiguration {
        var parser = JSONParser(utf8: bytes)
        let document: JSONValue
        do {
            document = try parser.parse()
        } catch {
            throw ConfigurationError(path: path, line: Self.line(ofByte: error.offset, in: bytes),
                                     message: "not valid JSON: \(error.message)")
        }
        guard let top = document.members else {
            throw ConfigurationError(path: path, line: 1, message: "the configuration must be a JSON object with a \"lint\" member")
        }
        var configuration = LintConfiguration(baseFolder: baseFolder, path: path)
        guard let lint = top.first(where: { $0.key == "lint" }) else { return configuration }
        guard let members = lint.value.members else {
            throw ConfigurationError(path: path, line: lint.line, message: "\"lint\" must be an object")
        }
        let ruleNames = Set(rules.map(\.identifier))
        let groupNames = Set(RuleKind.allCases.map(\.rawValue))
        for member in members {
            switch member.key {
            case "sourceLanguage":
                guard let text = member.value.string, let tag = LanguageTag(text) else {
                    throw ConfigurationError(path: path, line: member.line, message: "\"sourceLanguage\" must be a BCP 47 language such as \"en\"")
                }
                configuration.sourceLanguage = tag
            case "rules":
                guard let entries = member.value.members else {
                    throw ConfigurationError(path: path, line: member.line, message: "\"rules\" must map rule identifiers to error, warning, info or off")
                }
                for entry in entries {
                    guard ruleNames.contains(entry.key) || groupNames.contains(entry.key) else {
                        let suggestion = Self.closest(entry.key, in: ruleNames.union(groupNames)).map { "; did you mean '\($0)'?" } ?? ""
                        throw ConfigurationError(path: path, line: entry.line,
                                                 message: "unknown rule '\(entry.key)'\(suggestion) (stringbridge lint --list-rules shows them)")
                    }
                    guard let text = entry.value.string, let level = RuleLevel(rawValue: text) else {
                        throw ConfigurationError(path: path, line: entry.line,
                                                 message: "the level of '\(entry.key)' must be one of: error, warning, info, off")
                    }
                    configuration.ruleLevels[entry.key] = level
                }
            case "ignore":
                guard let entries = member.value.members else {
                    throw ConfigurationError(path: path, line: member.line, message: "\"ignore\" must be an object with \"paths\" and \"keys\"")
                }
                for entry in entries {
                    let patterns = try strings(entry, path: path)
                    switch entry.key {
                    case "paths": configuration.ignoredPaths += patterns.map(PathPattern.init)
                    case "keys":
                        for pattern in patterns {
                            guard let keyPattern = KeyPattern(pattern) else {
                                throw ConfigurationError(path: path, line: entry.line, message: "'\(pattern)' is not a valid regular expression")
                            }
                            configuration.ignoredKeys.append(keyPattern)
                        }
                    default:
                        throw ConfigurationError(path: path, line: entry.line, message: "unknown member '\(entry.key)' in \"ignore\"; use \"paths\" or \"keys\"")
                    }
                }
            case "coverage":
                guard let entries = member.value.members else {
                    throw ConfigurationError(path: path, line: member.line, message: "\"coverage\" must map languages (or \"*\") to a percentage")
                }
                for entry in entries {
                    guard entry.key == "*" || LanguageTag(entry.key) != nil else {
                        throw ConfigurationError(path: path, line: entry.line, message: "'\(entry.key)' is not a BCP 47 language (or \"*\")")
                    }
                    guard case .number(let text) = entry.value, let percent = Double(text), (0...100).contains(percent) else {
                        throw ConfigurationError(path: path, line: entry.line, message: "the coverage of '\(entry.key)' must be a number from 0 to 100")
                    }
                    configuration.coverage[LanguageTag(entry.key)?.identifier ?? entry.key] = percent
                }
            case "androidMinSdk":
                guard case .number(let text) = member.value, let level = Int(text), level >= 1 else {
                    throw ConfigurationError(path: path, line: member.line, message: "\"androidMinSdk\" must be an API level such as 24")
                }
                configuration.androidMinSdk = level
            default:
                throw ConfigurationError(path: path, line: member.line,
                                         message: "unknown member '\(member.key)' in \"lint\"; use sourceLanguage, rules, ignore, coverage or androidMinSdk")
            }
        }
        return configuration
    }

    private static func strings(_ member: JSONMember, path: String) throws(ConfigurationError) -> [String] {
        guard case .array(let values) = member.value else {
            throw ConfigurationError(path: path, line: member.line, message: "\"\(member.key)\" must be an array of strings")
        }
        var result: [String] = []
        for value in values {
            guard let text = value.string else {
                throw ConfigurationError(path: path, line: member.line, message: "\"\(member.key)\" must be an array of strings")
            }
            result.append(text)
        }
        return result
    }

    private static func line(ofByte offset: Int, in bytes: [UInt8]) -> Int {
        bytes.prefix(max(0, min(offset, bytes.count))).reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// The name nearest to `name` by edit distance, when it is close.
    static func closest(_ name: String, in names: Set<String>) -> String? {
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var previous = Array(0...b.count)
            for (i, x) in a.enumerated() {
                var current = [i + 1]
                for (j, y) in b.enumerated() {
                    current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
                }
                previous = current
            }
            return previous[b.count]
        }
        let scored = names.map { ($0, distance(Array(name), Array($0))) }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        guard let best = scored.first, best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }
}
