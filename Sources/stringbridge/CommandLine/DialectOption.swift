import AndroidResources

extension AndroidDialect: ExpressibleByArgument {}

/// `--android-dialect`, taken by every command that reads Android-style values files.
enum DialectOption {
    /// The option, for a command's argument table.
    static let arguments: [ArgumentSpec] = [
        .option("android-dialect", valueName: "dialect",
                help: "Read (and write) every Android-style values file by these rules: aapt2 (res/), compose (Compose Multiplatform composeResources/) or moko (moko-resources/). By default a file's place decides: a composeResources or moko-resources folder above it, else aapt2.",
                as: AndroidDialect.self),
    ]

    /// The dialect asked for, or `nil` for the one each file's place gives.
    static func dialect(_ arguments: ParsedArguments) -> AndroidDialect? {
        arguments.value("android-dialect", as: AndroidDialect.self)
    }
}
