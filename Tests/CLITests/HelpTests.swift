import Testing

@Suite("Help")
struct HelpTests {
    @Test("stringbridge --help lists the subcommands")
    func rootHelp() throws {
        let result = try stringbridge(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            OVERVIEW: Port localized strings between Android and Apple platforms.

            StringBridge reads Android res/values*/strings.xml files exactly as aapt2 compiles them.

            USAGE: stringbridge <subcommand>

            OPTIONS:
              --version                 Show the version.
              -h, --help                Show help information.

            SUBCOMMANDS:
              dump                      Print what the platform will show for string resource files.

              See 'stringbridge help <subcommand>' for detailed help.

            """)
    }

    @Test("stringbridge dump --help documents every option")
    func dumpHelp() throws {
        let result = try stringbridge(["dump", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            OVERVIEW: Print what the platform will show for string resource files.

            Reads files or whole trees and prints every string, plural and array as the platform reads it:
            escapes resolved, markup turned into spans. Android: strings.xml files, values* folders, res
            folders; Apple: .strings, .stringsdict and .xcstrings files, .lproj folders; a project folder is
            searched for both. Diagnostics name the file, line and column. Exit status: 0 without errors, 1 with
            errors, 2 for a wrong command line.

            USAGE: stringbridge dump [--format <format>] <path> ...

            ARGUMENTS:
              <path>                    Files or folders to read.

            OPTIONS:
              --format <format>         json: one stable JSON document for scripts; text: a listing for people;
                                        android, strings, stringsdict, xcstrings: the file StringBridge's writer
                                        emits for what was read (one table; for xcstrings, the languages of one
                                        catalog). (values: json, text, android, strings, stringsdict, xcstrings;
                                        default: json)
              -h, --help                Show help information.

            """)
        #expect(try stringbridge(["help", "dump"]).standardOutput == result.standardOutput)
    }
}
