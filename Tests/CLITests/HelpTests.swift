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

            Reads files or whole trees (strings.xml files, values* folders, res folders or project folders) and
            prints every string, plural and array as the platform compiles it: escapes resolved, markup turned
            into spans. Diagnostics name the file, line and column. Exit status: 0 without errors, 1 with
            errors, 2 for a wrong command line.

            USAGE: stringbridge dump [--format <format>] <path> ...

            ARGUMENTS:
              <path>                    Files or folders to read.

            OPTIONS:
              --format <format>         json: one stable JSON document for scripts; text: a listing for people;
                                        android: the canonical strings.xml the writer emits for one file.
                                        (values: json, text, android; default: json)
              -h, --help                Show help information.

            """)
        #expect(try stringbridge(["help", "dump"]).standardOutput == result.standardOutput)
    }
}
