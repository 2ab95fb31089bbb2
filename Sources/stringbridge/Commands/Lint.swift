import AndroidResources
import OutputFiles
import Foundation
import LocalizedStrings
import ResourceLint
import StringBridgeKit
import SystemSupport

extension StringBridge {
    /// `stringbridge lint`: finds broken and drifting translations, for editors and CI.
    struct Lint: Command {
        static let configuration = CommandConfiguration(
            commandName: "lint",
            abstract: "Check string resources for broken and drifting translations.",
            discussion: """
            Reads Android res folders (Kotlin Multiplatform composeResources and moko-resources folders by their \
            toolchains' rules), .lproj folders, String Catalogs and XLIFF files or .xcloc Localization \
            Catalogs (a project folder is searched for all of them) and reports what the platforms reject and what breaks or drifts in translations: parse \
            errors, placeholders, plural forms, missing and extra keys, locale folder names, markup. With \
            --android and --apple it also compares the two apps key by key, through the converter's mapping.

            The text format prints errors first, then warnings, then one line per language for the missing \
            translations (--verbose lists each one, as the other formats do); -q prints errors only.

            Settings come from --config or the nearest .stringbridge.json above the current folder; 'lint \
            --list-rules' shows every rule. Findings in a --baseline file are not reported. --config and \
            --baseline also read Android Lint's lint.xml and lint-baseline.xml. --fix rewrites only \
            what is mechanical and keeps the meaning: it escapes apostrophes, numbers unnumbered placeholders and \
            removes stray byte-order marks.

            Exit status: 0 when no finding is at or above --fail-on, 1 when one is, 2 for a wrong command line \
            or configuration, 3 for an internal error.
            """)

        static let arguments: [ArgumentSpec] = [
            .positional("path", help: "Files or folders to lint.", repeating: true, optional: true),
            .option("android", valueName: "path", help: "An Android res (or project) folder to lint and compare with --apple."),
            .option("apple", valueName: "path", help: "The Apple resources (.lproj folders, a catalog, a project folder) of the same app."),
            .option("format", valueName: "format",
                    help: "text: compiler-style lines for Xcode and editors; json: one document for scripts; sarif: SARIF 2.1.0; github: workflow annotations and a step summary; checkstyle: Checkstyle XML; html: a page with coverage and findings.",
                    default: LintFormat.text),
            .option("html", valueName: "file", help: "Also write the HTML page to this file."),
            .option("config", valueName: "file", help: "The configuration file (default: the nearest .stringbridge.json)."),
            .option("baseline", valueName: "file", help: "Leave out the findings recorded in this file; list those fixed since."),
            .flag("update-baseline", help: "Record every current finding in the --baseline file (written atomically) and exit 0."),
            .option("fail-on", valueName: "severity", help: "The least severity that makes the exit status 1.",
                    default: Severity.error),
            .flag("fix", help: "Fix what is mechanical and meaning-preserving, then report what is left."),
            .flag("verbose", help: "In the text format, list every missing translation instead of one line per language."),
            .flag("quiet", short: "q", help: "In the text format, print errors only, and no summary."),
            .flag("list-rules", help: "Print every rule with its identifier, severity and Android Lint issue, and exit."),
            .option("stamp", valueName: "file",
                    help: "When nothing reaches --fail-on, write this Swift file (a comment with the summary): the output a build system needs to know that lint ran, as the StringBridgeLint plugin does."),
        ] + DialectOption.arguments + SymlinkOption.arguments

        var paths: [String]
        var android: String?
        var apple: String?
        var format: LintFormat
        var htmlPath: String?
        var configPath: String?
        var baselinePath: String?
        var updateBaseline: Bool
        var failOn: Severity
        var fix: Bool
        var verbose: Bool
        var quiet: Bool
        var listRules: Bool
        var stampPath: String?
        var dialect: AndroidDialect?

        init(_ arguments: ParsedArguments) throws {
            paths = arguments.values("path")
            android = arguments.value("android")
            apple = arguments.value("apple")
            format = try arguments.required("format")
            htmlPath = arguments.value("html")
            configPath = arguments.value("config")
            baselinePath = arguments.value("baseline")
            updateBaseline = arguments.flag("update-baseline")
            failOn = try arguments.required("fail-on")
            fix = arguments.flag("fix")
            verbose = arguments.flag("verbose")
            quiet = arguments.flag("quiet")
            listRules = arguments.flag("list-rules")
            stampPath = arguments.value("stamp")
            dialect = DialectOption.dialect(arguments)
            SymlinkOption.apply(arguments)
        }

        func validate() throws {
            if listRules { return }
            guard !paths.isEmpty || android != nil || apple != nil else {
                throw ValidationError("missing expected argument '<path>' (or --android and --apple)")
            }
            if updateBaseline && baselinePath == nil {
                throw ValidationError("--update-baseline needs --baseline <file> to say where to write")
            }
            if updateBaseline, let baselinePath, case .success(let data) = FileBytes.contents(atPath: baselinePath),
               AndroidLintBaseline.isXMLFile(data) {
                throw ValidationError("--update-baseline writes StringBridge's own baseline, not Android Lint's '\(baselinePath)'; give it another file (such as .stringbridge-baseline.json)")
            }
            for path in paths + [android, apple].compactMap({ $0 }) where !FileManager.default.fileExists(atPath: path) {
                throw ValidationError("no such file or folder '\(path)'")
            }
        }

        func run() throws -> ExitStatus {
            if listRules {
                Output.standard(RuleList.text())
                return .success
            }
            do {
                return try lint()
            } catch let error as ConfigurationError {
                Output.error("error: \(error)\n")
                return .usage
            } catch {
                Output.error("error: \(error)\n")
                return .internalError
            }
        }

        private func lint() throws -> ExitStatus {
            let configuration = try loadConfiguration()
            for line in configuration.unsupported { Output.error("\(configuration.path ?? "configuration"): note: \(line)\n") }
            let progress = Progress(enabled: isatty(STDERR_FILENO) == 1)
            let baseline = try baselinePath.flatMap { path throws(ConfigurationError) -> Baseline? in
                do throws(ConfigurationError) {
                    return updateBaseline && !FileManager.default.fileExists(atPath: path) ? nil : try Baseline.load(path: path)
                } catch where updateBaseline {
                    // Replacing a baseline that cannot be read is what its error advises.
                    Output.error("\(path): note: the baseline cannot be read, so --update-baseline replaces it: \(error.message)\n")
                    return nil
                }
            }
            progress.show("Reading \(paths.count + (android == nil ? 0 : 1) + (apple == nil ? 0 : 1)) path(s)…")
            let linter = Linter(configuration: configuration)
            var result = linter.lint(ResourceDiscovery.lintInput(paths: paths, android: android, apple: apple, dialect: dialect))
            var fixedCount = 0
            if fix {
                progress.show("Fixing…")
                let plan = Fixer.plan(result)
                try FileEdit.write(plan.files)
                for (path, reason) in plan.skipped { Output.error("\(path): note: not fixed: \(reason)\n") }
                fixedCount = plan.fixedFindings
                if !plan.files.isEmpty {
                    progress.show("Linting the fixed files…")
                    result = linter.lint(ResourceDiscovery.lintInput(paths: paths, android: android, apple: apple, dialect: dialect))
                }
            }
            progress.clear()

            if updateBaseline, let baselinePath {
                let written = Baseline(findings: result.findings, path: baselinePath)
                try written.write(to: baselinePath)
                Output.error("Wrote \(written.entries.count) finding(s) to the baseline \(baselinePath)\n")
                return .success
            }
            var report = LintReport(result: result, fixedCount: fixedCount, toolVersion: StringBridge.version)
            if let baseline {
                let application = baseline.apply(to: result.findings)
                report = LintReport(result: result, findings: application.remaining.map { result.findings[$0] },
                                    baselined: application.matched, fixedBaselineEntries: application.fixed,
                                    fixedCount: fixedCount, toolVersion: StringBridge.version)
            }
            printReport(report)
            if let htmlPath {
                try FileOutput.write([OutputFile(path: htmlPath, bytes: Array(HTMLReporter.render(report).utf8))])
            }
            if format == .github, let summaryPath = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty {
                appendStepSummary(GitHubReporter.stepSummary(report), to: summaryPath)
            }
            if !quiet { Output.error(report.summary + "\n") }
            if report.hasFinding(atLeast: failOn) { return .failure }
            if let stampPath {
                let stamp = "// Written by `stringbridge lint`, which passed: \(report.summary)\n"
                try FileOutput.write([OutputFile(path: stampPath, bytes: Array(stamp.utf8))])
            }
            return .success
        }

        private func printReport(_ report: LintReport) {
            let text: String
            switch format {
            case .text:
                // Printed part by part as it is rendered: a report of every missing translation
                // of a large app would otherwise be held whole before its first line is printed.
                TextReporter.forEachPart(of: report, options: TextReporter.Options(verbose: verbose, errorsOnly: quiet)) {
                    Output.standard(bytes: $0)
                }
                return
            case .json:
                // Printed part by part as it is written, for the same reason.
                JSONReporter.forEachPart(of: report) { Output.standard(bytes: $0) }
                return
            case .sarif:
                SARIFReporter.forEachPart(of: report) { Output.standard(bytes: $0) }
                return
            case .github: text = GitHubReporter.render(report)
            case .checkstyle: text = CheckstyleReporter.render(report)
            case .html: text = HTMLReporter.render(report)
            }
            Output.standard(bytes: Array(text.utf8))
        }

        private func loadConfiguration() throws(ConfigurationError) -> LintConfiguration {
            let rules = allRules.map { $0.description }
            if let configPath {
                guard FileManager.default.fileExists(atPath: configPath) else {
                    throw ConfigurationError(path: configPath, message: "no such configuration file")
                }
                return try LintConfiguration.load(path: configPath, rules: rules)
            }
            guard let found = LintConfiguration.find() else { return LintConfiguration() }
            return try LintConfiguration.load(path: found, rules: rules)
        }

        /// GitHub collects the step summary from the file it names; earlier steps may have written to it.
        private func appendStepSummary(_ text: String, to path: String) {
            guard let handle = FileHandle(forWritingAtPath: path) ?? {
                _ = FileManager.default.createFile(atPath: path, contents: nil)
                return FileHandle(forWritingAtPath: path)
            }() else { return }
            handle.seekToEndOfFile()
            handle.write(Data(text.utf8))
            handle.closeFile()
        }
    }
}

/// The rules as a table for `lint --list-rules`.
enum RuleList {
    static func text() -> String {
        var text = ""
        for kind in RuleKind.allCases {
            let rules = allRules.map { $0.description }.filter { $0.kind == kind }
            guard !rules.isEmpty else { continue }
            text += "\(kind.title):\n"
            for rule in rules {
                var notes = [rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "off (\(rule.defaultSeverity.rawValue) when on)"]
                if let lintID = rule.androidLintID { notes.append("Android Lint \(lintID)") }
                if rule.isFixable { notes.append("--fix") }
                text += HelpFormatter.row(rule.identifier, "\(rule.summary) [\(notes.joined(separator: "; "))]")
            }
            text += "\n"
        }
        return text
    }
}

/// `lint --format`: the report on standard output.
enum LintFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, sarif, github, checkstyle, html
}

extension Severity: ExpressibleByArgument {}
