/// Turns a command's words into ``ParsedArguments`` according to its argument table.
struct CommandLineParser {
    let specs: [ArgumentSpec]

    /// Parses `words` (without the command name). `--` ends option parsing: every word after
    /// it is a positional value, even one that starts with `-`.
    func parse(_ words: [String]) throws(ValidationError) -> ParsedArguments {
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
                throw ValidationError("unknown option '\(name)'" + suggestion(for: name))
            }
            switch spec.kind {
            case .flag:
                if inlineValue != nil { throw ValidationError("the flag '--\(spec.name)' takes no value") }
                parsed.set(flag: spec.name)
            case .option(_, let isRepeating):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < words.count else { throw ValidationError("missing value for '\(spec.valueLabel)'") }
                    value = words[index]
                    index += 1
                }
                try check(value, for: spec)
                if !isRepeating && parsed.value(spec.name, as: String.self) != nil {
                    throw ValidationError("the option '--\(spec.name)' is given more than once")
                }
                parsed.append(value, for: spec.name)
            case .positional:
                break
            }
        }
        try assignPositionals(positionals, to: &parsed)
        for spec in specs where spec.isRequired && parsed.value(spec.name, as: String.self) == nil {
            throw ValidationError("missing expected option '\(spec.usageText)'")
        }
        for spec in specs {
            if case .option = spec.kind, parsed.value(spec.name, as: String.self) == nil, let defaultValue = spec.defaultValue {
                parsed.append(defaultValue, for: spec.name)
            }
        }
        return parsed
    }

    private func check(_ value: String, for spec: ArgumentSpec) throws(ValidationError) {
        guard !spec.accepts(value) else { return }
        throw ValidationError("the value '\(value)' is invalid for '\(spec.valueLabel)'; use \(spec.valueDescription)")
    }

    private func spec(named word: String) -> ArgumentSpec? {
        if word.hasPrefix("--") {
            let name = String(word.dropFirst(2))
            return specs.first { !$0.isPositional && $0.name == name }
        }
        guard word.count == 2, let letter = word.last else { return nil }
        return specs.first { !$0.isPositional && $0.shortName == letter }
    }

    /// `; did you mean '--source-language'?` when an option's name is close to the misspelt one.
    private func suggestion(for word: String) -> String {
        let names = specs.filter { !$0.isPositional }.map { "--" + $0.name } + ["--help"]
        return Spelling.closest(to: word, among: names).map { "; did you mean '\($0)'?" } ?? ""
    }

    private func assignPositionals(_ values: [String], to parsed: inout ParsedArguments) throws(ValidationError) {
        var remaining = values[...]
        for spec in specs {
            guard case .positional(let isRepeating, let isOptional) = spec.kind else { continue }
            if isRepeating {
                if remaining.isEmpty && !isOptional { throw ValidationError("missing expected argument '<\(spec.name)>'") }
                for value in remaining {
                    try check(value, for: spec)
                    parsed.append(value, for: spec.name)
                }
                remaining = []
            } else if let value = remaining.popFirst() {
                try check(value, for: spec)
                parsed.append(value, for: spec.name)
            } else if !isOptional {
                throw ValidationError("missing expected argument '<\(spec.name)>'")
            }
        }
        if let extra = remaining.first {
            throw ValidationError("unexpected argument '\(extra)'")
        }
    }
}

/// Finds what a user probably meant to type.
enum Spelling {
    /// The candidate within two edits of `word` (the nearest, the first of equals), if any.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word, $0)) }.filter { $0.1 <= 2 && $0.1 < max(word.count, 1) }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// The Levenshtein distance between two words.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs), right = Array(rhs)
        var previous = Array(0...right.count)
        for (i, l) in left.enumerated() {
            var current = [i + 1]
            for (j, r) in right.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (l == r ? 0 : 1)))
            }
            previous = current
        }
        return previous[right.count]
    }
}
