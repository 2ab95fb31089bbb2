import PackagePlugin

/// What a command plugin works on: the targets its `--target` options name (every target when
/// there is none) that have strings, and the arguments left for the tool.
struct CommandPluginTargets {
    /// Each target and its strings.
    var targets: [(target: Target, strings: StringResourceFiles)]
    /// The arguments that were not `--target` options.
    var toolArguments: [String]

    init(_ context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        targets = try context.package.targets.filter { names.isEmpty || names.contains($0.name) }.compactMap { target in
            try StringResourceFiles(in: target.directoryURL).map { (target, $0) }
        }
        toolArguments = extractor.remainingArguments
        if targets.isEmpty {
            Diagnostics.error("no target\(names.isEmpty ? "" : " named " + names.joined(separator: ", ")) has string resources")
        }
    }
}
