import CLDR
import Localization
import LocalizedStrings

extension StringBridge {
    /// `stringbridge plural`: prints the CLDR plural category of numbers in a language.
    struct Plural: Command {
        static let configuration = CommandConfiguration(
            commandName: "plural",
            abstract: "Print the CLDR plural category of numbers in a language.",
            discussion: """
            Prints one category (zero, one, two, few, many or other) per number, one per line, \
            from the CLDR rules the Localization library uses. Numbers count as written: 1 is \
            'one' in English but 1.0 is 'other'; 1.2c3 is a compact 1.2K. Exit status: 0, or 2 \
            for a wrong command line.
            """)

        static let arguments: [ArgumentSpec] = [
            .positional("number", help: "Numbers as shown to the reader, such as 1, 1.0, -2.50 or 1.2c3.", repeating: true),
            .option("language", valueName: "tag", help: "The language, such as ru or pt-PT.", required: true),
            .option("type", valueName: "type", help: "Cardinal rules count things (1 file); ordinal rules rank them (1st).",
                    default: "cardinal", allowed: ["cardinal", "ordinal"]),
        ]

        var numbers: [String]
        var language: String
        var type: PluralRuleType

        init(_ arguments: ParsedArguments) throws {
            numbers = arguments.values("number")
            language = arguments.value("language") ?? ""
            type = arguments.value("type") == "ordinal" ? .ordinal : .cardinal
        }

        func validate() throws {
            guard Lookup.languageTag(language) != nil else {
                throw ValidationError("The value '\(language)' is not a language tag such as ru or pt-PT")
            }
            if let number = numbers.first(where: { PluralOperands($0) == nil }) {
                throw ValidationError("The value '\(number)' is not a number; write digits with an optional sign, fraction and compact exponent, such as -2.50 or 1.2c3")
            }
        }

        func run() throws -> ExitStatus {
            let rules = PluralRules(for: Lookup.languageTag(language)!, type: type)
            Output.standard(numbers.map { rules.category(forNumber: $0)!.rawValue + "\n" }.joined())
            return .success
        }
    }
}
