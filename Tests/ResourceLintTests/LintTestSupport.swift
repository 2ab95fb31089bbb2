import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import ResourceLint
import TestSupport

/// Reads a folder the way `stringbridge lint` reads a path (both readers), or two folders as
/// the Android and Apple sides of a parity run.
func lintInput(folder: String) -> LintInput {
    let android = AndroidResourceTree.read([folder])
    let apple = AppleResourceTree.read([folder])
    return LintInput(tables: android.tables + apple.tables, diagnostics: android.diagnostics + apple.diagnostics)
}

/// The Android tree under `android/` and the Apple tree under `apple/`, compared.
func parityInput(root: String) -> LintInput {
    let android = AndroidResourceTree.read([root + "/android"])
    let apple = AppleResourceTree.read([root + "/apple"])
    return LintInput(tables: android.tables + apple.tables, diagnostics: android.diagnostics + apple.diagnostics,
                     parity: ParityInput(android: android.tables, apple: apple.tables))
}

/// An example written to disk with its markers removed, and where the markers were.
struct WrittenExample {
    let folder: TemporaryFolder
    /// `path:line:column` of each marker, the path relative to the folder.
    let markers: [String]

    init(_ example: Example) throws {
        folder = try TemporaryFolder(prefix: "lint-example")
        var markers: [String] = []
        for file in example.files {
            var text = ""
            var line = 1
            var column = 1
            for character in file.content {
                if character == Example.marker {
                    markers.append("\(file.path):\(line):\(column)")
                    continue
                }
                text.append(character)
                if character == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += character.unicodeScalars.count
                }
            }
            let url = folder.url(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        self.markers = markers.sorted()
    }

    /// A finding's location relative to the folder.
    func relative(_ location: LocalizedStrings.SourceLocation) -> String {
        let root = folder.url.path
        var path = location.path
        if path.hasPrefix(root + "/") { path.removeFirst(root.count + 1) }
        return "\(path):\(location.line):\(location.column)"
    }
}

/// Lints an example with only `rule` enabled (at its default severity) plus the example's configuration.
func lint(_ example: Example, with rule: any LintRule.Type) throws -> (written: WrittenExample, result: LintResult) {
    let description: RuleDescription = rule.description
    let written = try WrittenExample(example)
    let root = written.folder.url.path
    var configuration = LintConfiguration(baseFolder: root)
    if let json = example.configuration {
        configuration = try LintConfiguration.parse(Array("{\"lint\": \(json)}".utf8), path: "example.json", baseFolder: root,
                                                    rules: allRules.map { $0.description })
    }
    configuration.ruleLevels[description.identifier] = RuleLevel(rawValue: description.defaultSeverity.rawValue)
    let input = example.isParity ? parityInput(root: root) : lintInput(folder: root)
    let rules: [any LintRule.Type] = [rule]
    let result = Linter(configuration: configuration, rules: rules).lint(input)
    return (written, result)
}
