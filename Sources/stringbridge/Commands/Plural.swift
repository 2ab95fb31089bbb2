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
            .positional("number", help: "Numbers as shown to the reader, such as 1, 1.0, -2.50 or 1.2c3.",
                        as: PluralCount.self, repeating: true),
            .option("language", valueName: "tag", help: "The language, such as ru or pt-PT.", as: LanguageTag.self, required: true),
            .option("type", valueName: "type", help: "Cardinal rules count things (1 file); ordinal rules rank them (1st).",
                    default: PluralRuleType.cardinal),
        ]

        var numbers: [PluralCount]
        var language: LanguageTag
        var type: PluralRuleType

        init(_ arguments: ParsedArguments) throws {
            numbers = arguments.values("number")
            language = try arguments.required("language")
            type = try arguments.required("type")
        }

        func run() throws -> ExitStatus {
            let rules = PluralRules(for: language, type: type)
            Output.standard(numbers.map { rules.category(for: $0.operands).rawValue + "\n" }.joined())
            return .success
        }
    }
}
