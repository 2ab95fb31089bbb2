/// One entry of a command's argument table: a positional argument, an option that takes a
/// value, or a flag.
struct ArgumentSpec {
    enum Kind {
        /// A value given by position; `isRepeating` takes all remaining positional values.
        case positional(isRepeating: Bool, isOptional: Bool)
        /// `--name value`; `isRepeating` allows it several times.
        case option(valueName: String, isRepeating: Bool)
        /// `--name`, true when present.
        case flag
    }

    /// The long name without dashes (`format`), or the positional value's name (`path`).
    var name: String
    /// A one-letter short name, such as `o` for `-o`.
    var shortName: Character?
    var kind: Kind
    /// One sentence (or two) for `--help`.
    var help: String
    /// The value used when the option is absent, shown in help.
    var defaultValue: String?
    /// The only values accepted, shown in help.
    var allowedValues: [String]
    /// Whether an option must be given (usage shows it without brackets).
    var isRequired = false

    static func positional(_ name: String, help: String, repeating: Bool = false, optional: Bool = false) -> ArgumentSpec {
        ArgumentSpec(name: name, shortName: nil, kind: .positional(isRepeating: repeating, isOptional: optional),
                     help: help, defaultValue: nil, allowedValues: [])
    }

    static func option(_ name: String, short: Character? = nil, valueName: String, help: String,
                       default defaultValue: String? = nil, allowed: [String] = [], repeating: Bool = false,
                       required: Bool = false) -> ArgumentSpec {
        ArgumentSpec(name: name, shortName: short, kind: .option(valueName: valueName, isRepeating: repeating),
                     help: help, defaultValue: defaultValue, allowedValues: allowed, isRequired: required)
    }

    static func flag(_ name: String, short: Character? = nil, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, shortName: short, kind: .flag, help: help, defaultValue: nil, allowedValues: [])
    }

    /// How the argument appears in usage lines: `<path> ...`, `--format <format>`, `--dry-run`.
    var usageText: String {
        switch kind {
        case .positional(let isRepeating, _): "<\(name)>" + (isRepeating ? " ..." : "")
        case .option(let valueName, _): "--\(name) <\(valueName)>"
        case .flag: "--\(name)"
        }
    }

    var isPositional: Bool {
        if case .positional = kind { return true }
        return false
    }
}

/// The values given on the command line, by argument name.
struct ParsedArguments {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    mutating func append(_ value: String, for name: String) {
        values[name, default: []].append(value)
    }

    mutating func set(flag name: String) {
        flags.insert(name)
    }

    /// The last value of an option or positional argument, if given.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeating option or positional argument.
    func values(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
