/// Android Lint's `lint.xml` read as a ``LintConfiguration``, so that a team keeps the
/// configuration it has:
///
///     <lint>
///         <issue id="MissingTranslation" severity="ignore" />
///         <issue id="StringFormatInvalid" severity="error" />
///         <issue id="TypographyEllipsis"><ignore path="src/main/res/values-fr/strings.xml" /></issue>
///         <issue id="all"><ignore path="build/**" /></issue>
///     </lint>
///
/// An issue id sets every rule that reports it (`StringFormatCount`: `missing_placeholder` and
/// `extra_placeholder`; see `lint --list-rules`); `all` sets every rule. Severities map as
/// `fatal` and `error` → error, `warning` → warning, `informational` → info, `ignore` → off.
/// An `<ignore path>` of an issue leaves out that issue's findings in matching files (paths
/// relative to the file's folder, with Android Lint's globs); under `all` it leaves the files
/// out entirely. `<ignore regexp>` (on messages, which are Android Lint's own) is not
/// applied; the configuration says so in ``unsupported``.
enum AndroidLintConfiguration {
    /// Whether a configuration file is XML (Android Lint's) rather than JSON.
    static func isXML(_ bytes: [UInt8]) -> Bool {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }

    /// The rules Android Lint's issue id stands for.
    static func rules(forIssue id: String, in rules: [RuleDescription]) -> [RuleDescription] {
        id == "all" ? rules : rules.filter { $0.androidLintID == id }
    }

    /// Parses a `lint.xml`.
    static func parse(_ bytes: [UInt8], path: String, baseFolder: String,
                      rules: [RuleDescription]) throws(ConfigurationError) -> LintConfiguration {
        let document = XMLElementList(bytes: bytes)
        if let error = document.error {
            throw ConfigurationError(path: path, line: error.line, message: "not a readable lint.xml: \(error.message)")
        }
        guard let root = document.elements.first, root.name == "lint" else {
            throw ConfigurationError(path: path, message: "an Android Lint configuration's root element is <lint>")
        }
        var configuration = LintConfiguration(baseFolder: baseFolder, path: path)
        var issue: [RuleDescription] = []
        var isAll = false
        for element in document.elements.dropFirst() {
            switch (element.depth, element.name) {
            case (2, "issue"):
                guard let id = element.attributes["id"] else {
                    throw ConfigurationError(path: path, line: element.line, message: "<issue> needs an id")
                }
                isAll = id == "all"
                issue = Self.rules(forIssue: id, in: rules)
                if let severity = element.attributes["severity"] {
                    guard let level = level(of: severity) else {
                        throw ConfigurationError(path: path, line: element.line,
                                                 message: "unknown severity '\(severity)'; use fatal, error, warning, informational or ignore")
                    }
                    for rule in issue { configuration.ruleLevels[rule.identifier] = level }
                }
            case (3, "ignore"):
                if let pattern = element.attributes["path"] {
                    if isAll {
                        configuration.ignoredPaths.append(PathPattern(pattern))
                    } else {
                        for rule in issue { configuration.ruleIgnoredPaths[rule.identifier, default: []].append(PathPattern(pattern)) }
                    }
                } else if element.attributes["regexp"] != nil {
                    configuration.unsupported.append("line \(element.line): <ignore regexp> matches Android Lint's messages, which are not StringBridge's; it is not applied")
                }
            default:
                continue
            }
        }
        return configuration
    }

    /// A `severity` of `lint.xml` as a level.
    static func level(of severity: String) -> RuleLevel? {
        switch severity {
        case "fatal", "error": .error
        case "warning": .warning
        case "informational", "info", "information": .info
        case "ignore", "hidden": .off
        default: nil
        }
    }
}
