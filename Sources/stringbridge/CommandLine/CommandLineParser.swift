/// Turns a command's words into ``ParsedArguments`` according to its argument table.
struct CommandLineParser {
    let specs: [ArgumentSpec]

    /// Parses `words` (without the command name). `--` ends option parsing.
    func parse(_ words: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var inlineValue: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            guard let spec = spec(named: name) else {
                if word.count > 1, word.dropFirst().allSatisfy({ $0.isNumber || $0 == "." }) {
                    positionals.append(word) // a negative number such as -1.5
                    continue
                }
                throw ValidationError("Unknown option '\(name)'")
            }
            switch spec.kind {
            case .flag:
                if inlineValue != nil { throw ValidationError("The flag '--\(spec.name)' takes no value") }
                parsed.set(flag: spec.name)
            case .option(let valueName, let isRepeating):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < words.count else {
                        throw ValidationError("Missing value for '--\(spec.name) <\(valueName)>'")
                    }
                    value = words[index]
                    index += 1
                }
                if !spec.allowedValues.isEmpty && !spec.allowedValues.contains(value) {
                    throw ValidationError("The value '\(value)' is invalid for '--\(spec.name) <\(valueName)>'; use one of: \(spec.allowedValues.joined(separator: ", "))")
                }
                if !isRepeating && parsed.value(spec.name) != nil {
                    throw ValidationError("The option '--\(spec.name)' is given more than once")
                }
                parsed.append(value, for: spec.name)
            case .positional:
                break
            }
        }
        try assignPositionals(positionals, to: &parsed)
        for spec in specs where spec.isRequired && parsed.value(spec.name) == nil {
            throw ValidationError("Missing expected option '\(spec.usageText)'")
        }
        for spec in specs {
            if case .option = spec.kind, parsed.value(spec.name) == nil, let defaultValue = spec.defaultValue {
                parsed.append(defaultValue, for: spec.name)
            }
        }
        return parsed
    }

    private func spec(named word: String) -> ArgumentSpec? {
        if word.hasPrefix("--") {
            let name = String(word.dropFirst(2))
            return specs.first { !$0.isPositional && $0.name == name }
        }
        guard word.count == 2, let letter = word.last else { return nil }
        return specs.first { !$0.isPositional && $0.shortName == letter }
    }

    private func assignPositionals(_ values: [String], to parsed: inout ParsedArguments) throws {
        var remaining = values[...]
        for spec in specs {
            guard case .positional(let isRepeating, let isOptional) = spec.kind else { continue }
            if isRepeating {
                if remaining.isEmpty && !isOptional { throw ValidationError("Missing expected argument '<\(spec.name)>'") }
                for value in remaining { parsed.append(value, for: spec.name) }
                remaining = []
            } else if let value = remaining.popFirst() {
                parsed.append(value, for: spec.name)
            } else if !isOptional {
                throw ValidationError("Missing expected argument '<\(spec.name)>'")
            }
        }
        if let extra = remaining.first {
            throw ValidationError("Unexpected argument '\(extra)'")
        }
    }
}
