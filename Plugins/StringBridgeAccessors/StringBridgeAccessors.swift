import Foundation
import PackagePlugin

/// The build-tool plugin that generates a target's typed string accessors at build time.
///
/// It runs `stringbridge generate swift` on the target's strings (an Android `res` folder,
/// `.lproj` folders or a String Catalog, see ``StringResourceFiles``) into the plugin's work
/// folder, and SwiftPM compiles the file with the target. Every string file is an input, so
/// that a change to one regenerates the accessors. A build command, not a prebuild command:
/// the tool is built from source, which only a build command can run.
@main
struct StringBridgeAccessors: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let strings = try StringResourceFiles(in: target.directoryURL) else {
            Diagnostics.warning("\(target.name) has no string resources for StringBridgeAccessors to generate accessors for")
            return []
        }
        return [generateCommand(strings, name: target.name, workDirectory: context.pluginWorkDirectoryURL,
                                tool: try context.tool(named: "stringbridge").url)]
    }

    func generateCommand(_ strings: StringResourceFiles, name: String, workDirectory: URL, tool: URL) -> Command {
        let output = workDirectory.appendingPathComponent(strings.generatedFileName)
        return .buildCommand(displayName: "Generating \(strings.generatedFileName) from the strings of \(name)", executable: tool,
                             arguments: strings.generateArguments + ["--out", output.path, "--quiet"],
                             inputFiles: strings.files + (strings.configurationFile.map { [$0] } ?? []), outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StringBridgeAccessors: XcodeBuildToolPlugin {
    /// In an Xcode project the strings are the target's own `.xcstrings`, `.lproj` and `values`
    /// files, configured by a `.stringbridge.json` beside the project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        guard let strings = try StringResourceFiles(files: target.inputFiles.map(\.url), configurationFolder: context.xcodeProject.directoryURL) else {
            return []
        }
        return [generateCommand(strings, name: target.displayName, workDirectory: context.pluginWorkDirectoryURL,
                                tool: try context.tool(named: "stringbridge").url)]
    }
}
#endif
