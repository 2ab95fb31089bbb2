import Foundation
import PackagePlugin

/// `swift package stringbridge-lint [--target <name>]… [--fix] [lint options]`: lints each
/// target's strings, as `stringbridge lint` does; `--fix` rewrites what is mechanical (which
/// asks for permission to write into the package).
@main
struct StringBridgeLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let selection = try CommandPluginTargets(context, arguments: arguments)
        let tool = try context.tool(named: "stringbridge").url
        var failed: [String] = []
        for (target, strings) in selection.targets {
            do {
                try ToolRun.run(tool, strings.lintArguments + selection.toolArguments)
            } catch {
                failed.append(target.name)
            }
        }
        if !failed.isEmpty {
            Diagnostics.error("stringbridge lint found errors in the strings of \(failed.joined(separator: ", "))")
        }
    }
}
