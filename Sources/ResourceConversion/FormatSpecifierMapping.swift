import LocalizedStrings

/// The Java (Android) ⇄ Apple format-specifier mapping, applied to the text of one string.
///
/// Android → Apple:
///
/// | Android | Apple | Note |
/// |---|---|---|
/// | `%s`, `%1$s` | `%@`, `%1$@` | Apple `%s` is a C string |
/// | `%d`, `%o`, `%x`, `%X` | `%lld`, `%llo`, `%llx`, `%llX` | with `--int-specifier` |
/// | `%f %e %g %a` (and upper case) | the same | |
/// | `%c` | `%C` | a UTF-16 character |
/// | `%%` | `%%` | |
/// | `%n` | a line feed | Foundation's `%n` consumes an argument and prints nothing |
/// | `%S` | `%@` | reported: upper-casing is lost |
/// | `%b`, `%h` | `%@` | reported: prints the argument's description |
/// | `%tY` and other date/time conversions | `%@` | reported: pass a formatted date |
/// | `%<s` | `%2$@` (the previous argument's position) | reported |
/// | flag `,` (grouping) | dropped | reported: Foundation groups numbers by locale and does not know `'` |
/// | flag `(` | dropped | reported |
///
/// Apple → Android restores the Java forms: `%@` → `%s`, integers of any length → `%d`
/// (`%x`, `%o` keep their letter), `%C` → `%c`; Apple-only `%s` (C string), `%S` and `%p`
/// are reported. Two or more unnumbered specifiers are numbered (`%@ %@` → `%1$s %2$s`),
/// which aapt2 requires and which reads the same arguments. A `%` followed by a space and a letter in running text (`50% off`, `100 %
/// des`) is prose, not a specifier, and stays as it is.
struct FormatSpecifierMapping: Sendable {
    let integerSpecifier: ConversionOptions.IntegerSpecifier

    /// The Apple text for Android text, with notes on what could not be carried exactly.
    func appleText(fromJava text: String) -> (text: String, notes: [String]) {
        guard text.containsPercentSign else { return (text, []) }
        if let simple = simpleAppleText(fromJava: text) { return (simple, []) }
        return parsedAppleText(fromJava: text)
    }

    /// ``appleText(fromJava:)`` of any text, parsed into a `FormatString`.
    func parsedAppleText(fromJava text: String) -> (text: String, notes: [String]) {
        let format = FormatString(text, dialect: .java)
        var notes: [String] = []
        var output = ""
        var previousArgument = 0
        for segment in format.segments {
            switch segment {
            case .lineSeparator:
                output += "\n"
            case .placeholder(let placeholder) where Self.isProse(placeholder):
                output += placeholder.text
            case .placeholder(var placeholder):
                let original = placeholder.text
                defer { previousArgument = placeholder.argumentIndex }
                if placeholder.reusesPreviousArgument {
                    placeholder.flags.removeAll { $0 == .previousArgument }
                    placeholder.position = previousArgument
                    notes.append("\(original) (the previous argument again) is written with its position")
                }
                if placeholder.has(.grouping) {
                    placeholder.flags.removeAll { $0 == .grouping }
                    notes.append("the ',' flag of \(original) is dropped: Foundation groups numbers by locale and has no grouping flag")
                }
                if placeholder.has(.parentheses) {
                    placeholder.flags.removeAll { $0 == .parentheses }
                    notes.append("the '(' flag of \(original) has no Apple equivalent and is dropped")
                }
                switch placeholder.conversion.character {
                case "s":
                    placeholder.conversion = .object
                case "S":
                    placeholder.conversion = .object
                    notes.append("\(original) upper-cases its argument; Apple has no such specifier, so %@ prints it as it is")
                case "b", "B", "h", "H":
                    placeholder.conversion = .object
                    notes.append("\(original) has no Apple equivalent; %@ prints the argument's description")
                case "t", "T":
                    placeholder.conversion = .object
                    notes.append("\(original) formats a date, which Apple format strings cannot; pass a formatted string to %@")
                case "d", "o", "x", "X":
                    placeholder.length = integerSpecifier.length
                case "c", "C":
                    placeholder.conversion = .uppercaseCharacter
                default:
                    break
                }
                output += placeholder.text
            case .malformed(let malformed):
                output += malformed.text
            case .literal(let literal) where !literal.containsPercentSign:
                // What `segment.text` gives for text without `%`, without walking it a byte at a time.
                output += literal
            default:
                output += segment.text
            }
        }
        return (output, notes)
    }

    /// Apple plural forms whose specifier for the count — argument 1, which `%#@count@` reads as
    /// an integer — takes an object (`%@`, from Java's `%s`), which on Apple would read the
    /// integer as an object and crash: such a specifier reads the integer instead (`%lld`,
    /// which prints the digits Java's `%s` prints for an `Integer`). Forms that print an
    /// integer from another argument are left as they are: there the count is not argument 1.
    /// Returns the forms and the specifiers changed.
    func countReadAsInteger(_ forms: [String]) -> (forms: [String], changed: [String]) {
        let formats = forms.map { FormatString($0, dialect: .apple) }
        let countElsewhere = formats.contains { format in
            format.placeholders.contains { $0.argumentIndex != 1 && $0.argumentKind(in: .apple) == .integer }
        }
        guard !countElsewhere else { return (forms, []) }
        var changed: [String] = []
        let mapped = formats.map { format in
            var format = format
            format.segments = format.segments.map { segment in
                guard case .placeholder(var placeholder) = segment, placeholder.argumentIndex == 1,
                      placeholder.conversion == .object else { return segment }
                changed.append(placeholder.text)
                placeholder.conversion = .decimal
                placeholder.length = integerSpecifier.length
                return .placeholder(placeholder)
            }
            return format.text
        }
        return (changed.isEmpty ? forms : mapped, changed)
    }

    /// The Android text for Apple text, with notes on what could not be carried exactly.
    func javaText(fromApple text: String) -> (text: String, notes: [String]) {
        guard text.containsPercentSign else { return (text, []) }
        let format = FormatString(text, dialect: .apple)
        // aapt2 rejects two or more unnumbered specifiers: number them, as they are read.
        let specifiers = format.placeholders.filter { !Self.isProse($0) }
        let numbers = specifiers.count > 1 && specifiers.allSatisfy { $0.position == nil && !$0.reusesPreviousArgument }
        var notes: [String] = []
        var output = ""
        for segment in format.segments {
            switch segment {
            case .placeholder(let placeholder) where Self.isProse(placeholder):
                output += placeholder.text
            case .placeholder(var placeholder):
                let original = placeholder.text
                if numbers { placeholder.position = placeholder.argumentIndex }
                placeholder.length = nil
                if placeholder.has(.thousandsGrouping) {
                    placeholder.flags = placeholder.flags.map { $0 == .thousandsGrouping ? .grouping : $0 }
                }
                switch placeholder.conversion.character {
                case "@": placeholder.conversion = .string
                case "d", "i", "u", "D", "U": placeholder.conversion = .decimal
                case "O": placeholder.conversion = .octal
                case "F": placeholder.conversion = .fixed
                case "c", "C": placeholder.conversion = .character
                case "s", "S":
                    placeholder.conversion = .string
                    notes.append("\(original) takes a C string on Apple platforms; Android's %s takes any object")
                case "p":
                    placeholder.conversion = .hexadecimal
                    notes.append("\(original) prints a pointer; Android has no pointers, %x prints a number in hexadecimal")
                default:
                    break
                }
                output += placeholder.text
            case .variable(let variable):
                output += variable.text
                notes.append("\(variable.text) is a stringsdict variable, which Android strings cannot hold")
            case .malformed(let malformed) where malformed.reason == .unknownConversion("n"):
                output += malformed.text
                notes.append("\(malformed.text) writes the count of characters printed so far through a pointer argument on Apple platforms (it crashes without one), and is a line break on Android; it is written as it is: fix the source")
            case .malformed(let malformed):
                output += malformed.text
            case .literal(let literal) where !literal.containsPercentSign:
                // What `segment.text` gives for text without `%`, without walking it a byte at a time.
                output += literal
            default:
                output += segment.text
            }
        }
        return (output, notes)
    }

    /// `% o` in `50% off`: a space flag, no position and a letter — running text, not a
    /// specifier anybody meant. Both platforms would read it as one; converting it would
    /// change the text.
    static func isProse(_ placeholder: FormatString.Placeholder) -> Bool {
        placeholder.has(.space) && placeholder.position == nil && placeholder.width == nil && placeholder.precision == nil
    }
}
