import Foundation
import PackagePlugin

/// `swift package stringbridge-generate [--target <name>]…`: writes each target's typed string
/// accessors into the target, for teams that commit generated code.
///
/// The file is `<enum-name>.swift` in the target's folder, the same bytes the StringBridgeAccessors
/// build plugin compiles (the same command, only `--out` differs). Use one or the other for a
/// target, not both: both would declare the accessors.
@main
struct StringBridgeGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let selection = try CommandPluginTargets(context, arguments: arguments)
        let tool = try context.tool(named: "stringbridge").url
        for (target, strings) in selection.targets {
            let output = target.directoryURL.appendingPathComponent(strings.generatedFileName)
            try ToolRun.run(tool, strings.generateArguments + ["--out", output.path] + selection.toolArguments)
        }
    }
}
