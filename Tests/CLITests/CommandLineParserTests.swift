import LocalizedStrings
@testable import stringbridge
import StringBridgeKit
import Testing

/// The parser in process: typed values, defaults, `--`, and the messages of usage errors.
@Suite("CommandLineParser")
struct CommandLineParserTests {
    static let specs: [ArgumentSpec] = [
        .positional("path", help: "Paths.", repeating: true),
        .option("to", valueName: "format", help: "Target.", as: ConversionRequest.Target.self, required: true),
        .option("source-language", valueName: "tag", help: "Language.", default: LanguageTag(language: "en")),
        .option("language", valueName: "tag", help: "Languages.", as: LanguageTag.self, repeating: true),
        .flag("check", help: "Check."),
    ]

    static func parse(_ words: [String]) throws(ValidationError) -> ParsedArguments {
        try CommandLineParser(specs: specs).parse(words)
    }

    @Test("Values are read back typed, and a default written once in the table fills an absent option")
    func typedValuesAndDefaults() throws {
        let parsed = try Self.parse(["res", "--to", "xcstrings", "--language", "pt_BR", "--language", "fr", "--check"])
        #expect(try parsed.required("to", as: ConversionRequest.Target.self) == .stringCatalog)
        #expect(try parsed.required("source-language", as: LanguageTag.self) == LanguageTag(language: "en"))
        #expect(parsed.values("language", as: LanguageTag.self) == [LanguageTag("pt-BR")!, LanguageTag("fr")!])
        #expect(parsed.values("path", as: String.self) == ["res"])
        #expect(parsed.flag("check"))
    }

    @Test("Every option naming a language reads BCP 47 and POSIX spellings alike")
    func languagesInEitherSpelling() throws {
        let parsed = try Self.parse(["--to", "apple", "--source-language", "zh_Hant_TW", "x"])
        #expect(try parsed.required("source-language", as: LanguageTag.self) == LanguageTag("zh-Hant-TW")!)
    }

    @Test("-- ends the options: what follows is positional, even when it starts with a dash")
    func doubleDashEndsOptions() throws {
        let parsed = try Self.parse(["--to", "apple", "--", "--check", "-h"])
        #expect(parsed.values("path", as: String.self) == ["--check", "-h"])
        #expect(!parsed.flag("check"))
    }

    @Test("A value outside the type's values is refused, naming the values", arguments: [
        (["--to", "aple", "x"], "the value 'aple' is invalid for '--to <format>'; use one of: apple, xcstrings, android, xliff"),
        (["--to", "apple", "--language", "not a tag", "x"],
         "the value 'not a tag' is invalid for '--language <tag>'; use a language tag such as pt-BR or zh-Hant-TW"),
        (["--to", "apple", "--to", "android", "x"], "the option '--to' is given more than once"),
        (["x"], "missing expected option '--to <format>'"),
        (["--to", "apple"], "missing expected argument '<path>'"),
        (["--to"], "missing value for '--to <format>'"),
        (["--to", "apple", "--check=yes", "x"], "the flag '--check' takes no value"),
    ])
    func invalidValues(_ words: [String], _ message: String) {
        #expect(throws: ValidationError(message)) { try Self.parse(words) }
    }

    @Test("A misspelt option gets a suggestion; one far from every option does not")
    func didYouMean() {
        #expect(throws: ValidationError("unknown option '--sourc-language'; did you mean '--source-language'?")) {
            try Self.parse(["--sourc-language", "fr"])
        }
        #expect(throws: ValidationError("unknown option '--frobnicate'")) { try Self.parse(["--frobnicate"]) }
    }

    @Test("Edit distance counts insertions, deletions and substitutions")
    func editDistance() {
        #expect(Spelling.distance("plurl", "plural") == 1)
        #expect(Spelling.distance("kitten", "sitting") == 3)
        #expect(Spelling.distance("", "abc") == 3)
        #expect(Spelling.closest(to: "dmup", among: ["dump", "demo"]) == "dump")
    }

    @Test("A table name must be one plain file name")
    func tableNames() {
        #expect(TableName(argument: "InfoPlist")?.name == "InfoPlist")
        #expect(TableName(argument: "../x") == nil)
        #expect(TableName(argument: "") == nil)
    }
}
