import Testing

@Suite("Help")
struct HelpTests {
    @Test("stringbridge --help lists the subcommands")
    func rootHelp() throws {
        let result = try stringbridge(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            OVERVIEW: Port localized strings between Android and Apple platforms.

            StringBridge reads Android res/values*/strings.xml files exactly as aapt2 compiles them and Apple
            .strings, .stringsdict and .xcstrings files exactly as Foundation and Xcode read them, and converts
            between the two so that the meaning survives and a round trip gives back what went in.

            USAGE: stringbridge <subcommand>

            OPTIONS:
              --version                 Show the version.
              -h, --help                Show help information.

            SUBCOMMANDS:
              convert                   Convert string resources between Android and Apple formats.
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

    @Test("stringbridge convert --help documents every option and the exit status")
    func convertHelp() throws {
        let result = try stringbridge(["convert", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            OVERVIEW: Convert string resources between Android and Apple formats.

            Android to Apple: give res folders (or a project folder; every values* folder is read, and the files
            of one folder form one table) and --to apple (DIR/<lang>.lproj/Localizable.strings, plus
            Localizable.stringsdict for plurals) or --to xcstrings (DIR/Localizable.xcstrings). Apple to
            Android: give .lproj folders, a project folder or an .xcstrings file and --to android; DIR is the
            res folder to write values*/strings.xml into.

            Specifiers are mapped (%1$s ⇄ %1$@, %d ⇄ %lld), plurals become .stringsdict or catalog plurals,
            string arrays become name[0], name[1] keys, styled text becomes HTML, and what the target cannot
            hold is kept (in a 'StringBridge:' comment line, or sb: attributes) so that converting back gives
            the same resources. Every feature that cannot be carried is reported.

            Files are written all or nothing, and a file whose content would not change is not touched. Exit
            status: 0 done, 1 errors (or, with --check, files that would change), 2 wrong command line.

            USAGE: stringbridge convert --to <format> --out <dir> [--source-language <tag>] [--table <name>] [--int-specifier <length>] [--strings-encoding <encoding>] [--dry-run] [--check] [--report <format>] <path> ...

            ARGUMENTS:
              <path>                    Resources to convert: res or project folders, .lproj folders, .xcstrings
                                        files.

            OPTIONS:
              --to <format>             The format to write. (values: apple, xcstrings, android)
              -o, --out <dir>           The folder to write into (the res folder for --to android).
              --source-language <tag>   The language of Android's values/ folder and of the Apple source.
                                        (default: en)
              --table <name>            The Apple table name. (default: Localizable)
              --int-specifier <length>  How Android's %d is written on Apple platforms. (values: d, ld, lld;
                                        default: lld)
              --strings-encoding <encoding>
                                        The encoding of new .strings files: UTF-8 unless given (an existing file
                                        keeps its own). (values: utf8, utf16)
              --dry-run                 Convert and report, but write nothing.
              --check                   Write nothing; list the files that would change and exit 1 if there are
                                        any (for CI).
              --report <format>         The report on standard output. (values: text, json; default: text)
              -h, --help                Show help information.

            """)
        #expect(try stringbridge(["help", "convert"]).standardOutput == result.standardOutput)
    }

    @Test("convert without --to or --out is a usage error naming the option")
    func convertRequiresOptions() throws {
        let missingOut = try stringbridge(["convert", "res", "--to", "apple"])
        #expect(missingOut.status == 2)
        #expect(missingOut.standardError.hasPrefix("Error: Missing expected option '--out <dir>'\n"))
        let missingTo = try stringbridge(["convert", "res", "--out", "build"])
        #expect(missingTo.status == 2)
        #expect(missingTo.standardError.hasPrefix("Error: Missing expected option '--to <format>'\n"))
    }
}
