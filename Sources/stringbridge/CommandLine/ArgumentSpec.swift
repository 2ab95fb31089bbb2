/// One entry of a command's argument table: a positional argument, an option that takes a
/// value, or a flag. Values are checked with the entry's ``ExpressibleByArgument`` type.
struct ArgumentSpec: Sendable {
    enum Kind: Sendable {
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
    /// The text of the value used when the option is absent, shown in help.
    var defaultValue: String?
    /// The only values accepted, shown in help; empty when the values are open-ended.
    var allowedValues: [String]
    /// What a valid value looks like, for the error about an invalid one.
    var valueDescription: String
    /// Whether an option must be given (usage shows it without brackets).
    var isRequired = false
    /// Whether a text is a value of the entry's type.
    var accepts: @Sendable (String) -> Bool

    /// A value given by position.
    static func positional<Value: ExpressibleByArgument>(_ name: String, help: String, as type: Value.Type = String.self,
                                                         repeating: Bool = false, optional: Bool = false) -> ArgumentSpec {
        ArgumentSpec(name: name, shortName: nil, kind: .positional(isRepeating: repeating, isOptional: optional), help: help,
                     defaultValue: nil, allowedValues: Value.allValueStrings, valueDescription: Value.valueDescription,
                     accepts: { Value(argument: $0) != nil })
    }

    /// An option that takes a value of a type, with a default written here and only here.
    static func option<Value: ExpressibleByArgument>(_ name: String, short: Character? = nil, valueName: String, help: String,
                                                     as type: Value.Type, default defaultValue: Value? = nil,
                                                     repeating: Bool = false, required: Bool = false) -> ArgumentSpec {
        ArgumentSpec(name: name, shortName: short, kind: .option(valueName: valueName, isRepeating: repeating), help: help,
                     defaultValue: defaultValue?.argumentText, allowedValues: Value.allValueStrings,
                     valueDescription: Value.valueDescription, isRequired: required, accepts: { Value(argument: $0) != nil })
    }

    /// An option whose type is its default's.
    static func option<Value: ExpressibleByArgument>(_ name: String, short: Character? = nil, valueName: String, help: String,
                                                     default defaultValue: Value) -> ArgumentSpec {
        option(name, short: short, valueName: valueName, help: help, as: Value.self, default: defaultValue)
    }

    /// An option that takes any text.
    static func option(_ name: String, short: Character? = nil, valueName: String, help: String,
                       repeating: Bool = false, required: Bool = false) -> ArgumentSpec {
        option(name, short: short, valueName: valueName, help: help, as: String.self, repeating: repeating, required: required)
    }

    /// A flag, true when present.
    static func flag(_ name: String, short: Character? = nil, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, shortName: short, kind: .flag, help: help, defaultValue: nil, allowedValues: [],
                     valueDescription: "", accepts: { _ in true })
    }

    /// How the argument appears in usage lines: `<path> ...`, `--format <format>`, `--dry-run`.
    var usageText: String {
        switch kind {
        case .positional(let isRepeating, _): "<\(name)>" + (isRepeating ? " ..." : "")
        case .option(let valueName, _): "--\(name) <\(valueName)>"
        case .flag: "--\(name)"
        }
    }

    /// How a value's place is named in errors: `--format <format>` or `<path>`.
    var valueLabel: String {
        switch kind {
        case .positional: "<\(name)>"
        case .option(let valueName, _): "--\(name) <\(valueName)>"
        case .flag: "--\(name)"
        }
    }

    var isPositional: Bool {
        if case .positional = kind { return true }
        return false
    }
}

/// The values given on the command line, by argument name, with the defaults of the options
/// that were not given; read back typed.
struct ParsedArguments: Sendable {
    private(set) var texts: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    mutating func append(_ text: String, for name: String) {
        texts[name, default: []].append(text)
    }

    mutating func set(flag name: String) {
        flags.insert(name)
    }

    /// The last value of an option or positional argument, if given or defaulted.
    func value<Value: ExpressibleByArgument>(_ name: String, as type: Value.Type = Value.self) -> Value? {
        texts[name]?.last.flatMap(Value.init(argument:))
    }

    /// The value of an option that has a default or is required, or of a positional argument
    /// that must be given: the parser made sure it is there.
    func required<Value: ExpressibleByArgument>(_ name: String, as type: Value.Type = Value.self) throws -> Value {
        guard let value = value(name, as: type) else { throw ValidationError("missing value for '\(name)'") }
        return value
    }

    /// Every value of a repeating option or positional argument.
    func values<Value: ExpressibleByArgument>(_ name: String, as type: Value.Type = Value.self) -> [Value] {
        (texts[name] ?? []).compactMap(Value.init(argument:))
    }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
