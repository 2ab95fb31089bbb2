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
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let tool = try context.tool(named: "stringbridge").url
        var generated = 0
        for target in context.package.targets where names.isEmpty || names.contains(target.name) {
            guard let strings = try StringResourceFiles(in: target.directoryURL) else { continue }
            let output = target.directoryURL.appendingPathComponent(strings.generatedFileName)
            try ToolRun.run(tool, strings.generateArguments + ["--out", output.path] + extractor.remainingArguments)
            generated += 1
        }
        if generated == 0 {
            Diagnostics.error("no target\(names.isEmpty ? "" : " named " + names.joined(separator: ", ")) has string resources")
        }
    }
}
