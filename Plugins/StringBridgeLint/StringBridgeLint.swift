import Foundation
import PackagePlugin

/// The build-tool plugin that fails the build when a target's strings have errors.
///
/// It runs `stringbridge lint` on the target's strings (see ``StringResourceFiles``), whose
/// findings are compiler-style lines (`file:line:col: error: …`, warnings as warnings), which
/// Xcode and editors show at their places. An error fails the build (`--fail-on error`); the
/// target's `.stringbridge.json` configures the rules. The command writes a Swift file that holds
/// only a comment when it passes (`--stamp`): SwiftPM runs a build command for its outputs, and
/// a Swift file is an output it compiles and does not copy into the resources.
@main
struct StringBridgeLint: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let strings = try StringResourceFiles(in: target.directoryURL) else { return [] }
        return [lintCommand(strings, name: target.name, workDirectory: context.pluginWorkDirectoryURL,
                            tool: try context.tool(named: "stringbridge").url)]
    }

    func lintCommand(_ strings: StringResourceFiles, name: String, workDirectory: URL, tool: URL) -> Command {
        let stamp = workDirectory.appendingPathComponent("\(name)StringsLinted.swift")
        return .buildCommand(displayName: "Linting the strings of \(name)", executable: tool,
                             arguments: strings.lintArguments + ["--fail-on", "error", "--stamp", stamp.path],
                             inputFiles: strings.files + (strings.configurationFile.map { [$0] } ?? []), outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StringBridgeLint: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        guard let strings = try StringResourceFiles(files: target.inputFiles.map(\.url), configurationFolder: context.xcodeProject.directoryURL) else {
            return []
        }
        return [lintCommand(strings, name: target.displayName, workDirectory: context.pluginWorkDirectoryURL,
                            tool: try context.tool(named: "stringbridge").url)]
    }
}
#endif
