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
              lookup                    Look up a string as an app using the Localization library would.
              plural                    Print the CLDR plural category of numbers in a language.

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

    @Test("stringbridge lookup --help documents every option")
    func lookupHelp() throws {
        let result = try stringbridge(["lookup", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            OVERVIEW: Look up a string as an app using the Localization library would.

            Reads an Android res folder, a folder of .lproj folders and String Catalogs, or one .xcstrings file,
            chooses the languages (--language, else LANGUAGE, LC_ALL, LC_MESSAGES and LANG), falls back key by
            key through the CLDR locale chain to the development language, and prints the string. Without
            --count and arguments the string is printed as the resource holds it, unformatted; an array prints
            one item per line. With --count N the plural form is chosen by the CLDR rules of the language that
            supplied it and N is the first format argument, as in getQuantityString(id, n, n); further arguments
            follow it. en-XA and ar-XB give pseudo-localized strings. Exit status: 0 when the key was found, 1
            when it is missing or a file that was read has errors, 2 for a wrong command line.

            USAGE: stringbridge lookup --resources <path> [--language <tag> ...] [--table <name>] [--development-language <tag>] [--count <number>] [--explain] <key> [<argument> ...]

            ARGUMENTS:
              <key>                     The key: an Android resource name or an Apple key.
              <argument>                Format arguments; integers and decimal numbers are passed as numbers.

            OPTIONS:
              --resources <path>        An Android res folder, a folder of .lproj folders and .xcstrings files,
                                        or an .xcstrings file.
              --language <tag>          A preferred language such as pt-BR or en-XA; repeat for more, most
                                        preferred first.
              --table <name>            The table (Apple file name without extension). (default: Localizable)
              --development-language <tag>
                                        The language of Base.lproj and values/; by default the catalog's source
                                        language, else en.
              --count <number>          Choose the plural form for this number (written digits count: 1.0 is not
                                        1) and pass it as the first format argument.
              --explain                 Also print the languages, the locale chain, which localization answered
                                        and the plural form.
              -h, --help                Show help information.

            """)
        #expect(try stringbridge(["help", "lookup"]).standardOutput == result.standardOutput)
    }

    @Test("stringbridge plural --help documents every option")
    func pluralHelp() throws {
        let result = try stringbridge(["plural", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            OVERVIEW: Print the CLDR plural category of numbers in a language.

            Prints one category (zero, one, two, few, many or other) per number, one per line, from the CLDR
            rules the Localization library uses. Numbers count as written: 1 is 'one' in English but 1.0 is
            'other'; 1.2c3 is a compact 1.2K. Exit status: 0, or 2 for a wrong command line.

            USAGE: stringbridge plural --language <tag> [--type <type>] <number> ...

            ARGUMENTS:
              <number>                  Numbers as shown to the reader, such as 1, 1.0, -2.50 or 1.2c3.

            OPTIONS:
              --language <tag>          The language, such as ru or pt-PT.
              --type <type>             Cardinal rules count things (1 file); ordinal rules rank them (1st).
                                        (values: cardinal, ordinal; default: cardinal)
              -h, --help                Show help information.

            """)
        #expect(try stringbridge(["help", "plural"]).standardOutput == result.standardOutput)
    }
}
