import Foundation
import PackagePlugin

/// `swift package stringbridge-lint [--target <name>]… [--fix] [lint options]`: lints each
/// target's strings, as `stringbridge lint` does; `--fix` rewrites what is mechanical (which
/// asks for permission to write into the package).
@main
struct StringBridgeLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let tool = try context.tool(named: "stringbridge").url
        var failed: [String] = []
        var linted = 0
        for target in context.package.targets where names.isEmpty || names.contains(target.name) {
            guard let strings = try StringResourceFiles(in: target.directoryURL) else { continue }
            linted += 1
            do {
                try ToolRun.run(tool, strings.lintArguments + extractor.remainingArguments)
            } catch {
                failed.append(target.name)
            }
        }
        if linted == 0 {
            Diagnostics.error("no target\(names.isEmpty ? "" : " named " + names.joined(separator: ", ")) has string resources")
        } else if !failed.isEmpty {
            Diagnostics.error("stringbridge lint found errors in the strings of \(failed.joined(separator: ", "))")
        }
    }
}
