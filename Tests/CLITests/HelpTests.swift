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
              convert                   Convert string resources between Android, Apple and XLIFF formats.
              demo                      Walk through the screens of a ported sample app in a language.
              dump                      Print what the platform will show for string resource files.
              generate                  Generate typed Swift accessors for string resources.
              lint                      Check string resources for broken and drifting translations.
              lookup                    Look up a string as an app using the Localization library would.
              plural                    Print the CLDR plural category of numbers in a language.

              See 'stringbridge help <subcommand>' for detailed help.

            """)
    }

    @Test("stringbridge dump --help documents every option")
    func dumpHelp() throws {
        try expectHelp("dump", """
            OVERVIEW: Print what the platform will show for string resource files.

            Reads files or whole trees and prints every string, plural and array as the platform reads it:
            escapes resolved, markup turned into spans. Android: strings.xml files, values* folders, res
            folders, and Kotlin Multiplatform's composeResources and moko-resources folders, each by its
            toolchain's rules (--android-dialect); Apple: .strings, .stringsdict and .xcstrings files, .lproj
            folders, and the XLIFF files translators exchange them in (.xliff files, .xcloc Localization
            Catalogs: the tables of the files they translate); a project folder is searched for both.
            Diagnostics name the file, line and column. Exit status: 0 without errors, 1 with errors, 2 for a
            wrong command line.

            USAGE: stringbridge dump [--format <format>] [--android-dialect <dialect>] [--follow-symlinks] [--quiet] [--verbose] <path> ...

            ARGUMENTS:
              <path>                    Files or folders to read.

            OPTIONS:
              --format <format>         json: one stable JSON document for scripts; text: a listing for people;
                                        android, strings, stringsdict, xcstrings: the file StringBridge's writer
                                        emits for what was read (one table; for xcstrings, the languages of one
                                        catalog). (values: json, text, android, strings, stringsdict, xcstrings;
                                        default: json)
              --android-dialect <dialect>
                                        Read (and write) every Android-style values file by these rules: aapt2
                                        (res/), compose (Compose Multiplatform composeResources/) or moko
                                        (moko-resources/). By default a file's place decides: a composeResources
                                        or moko-resources folder above it, else aapt2. (values: aapt2, compose,
                                        moko)
              --follow-symlinks         Follow symbolic links that lead out of the folders named too. By default
                                        a link is followed only while its target stays inside the folder named;
                                        one that leads out is skipped with a warning (symlink-outside-tree).
              -q, --quiet               Print only errors (what the platform rejects).
              -v, --verbose             Print every diagnostic on its own line; by default repeated warnings and
                                        notes take one line per kind, with a count.
              -h, --help                Show help information.

            """)
    }

    @Test("stringbridge convert --help documents every option and the exit status")
    func convertHelp() throws {
        try expectHelp("convert", """
            OVERVIEW: Convert string resources between Android, Apple and XLIFF formats.

            Android to Apple: give res folders (the files of one values* folder form one table) and --to apple
            (DIR/<lang>.lproj/Localizable.strings, plus Localizable.stringsdict for plurals) or --to xcstrings
            (DIR/Localizable.xcstrings); given a project folder, each res folder in it (a module's, a flavor's
            overlay) is a bundle of its own, DIR/<path>/res/<lang>.lproj/…. Apple to Android: give .lproj
            folders, a project folder or an .xcstrings file and --to android; DIR is the res folder to write
            values*/strings.xml into (a bundle converted from a project's res folder goes back to
            DIR/<path>/res). Kotlin Multiplatform: a composeResources folder (Compose Multiplatform) or a
            moko-resources folder is read by its toolchain's rules, and written back in them and in its layout
            (moko: base/strings.xml, <lang>/plurals.xml) when DIR is one (--android-dialect decides otherwise).

            Apple to Apple: a String Catalog --to apple gives the .strings and .stringsdict files Xcode compiles
            it into (DIR/<lang>.lproj/<Table>.*, beside where the catalog is); .lproj folders --to xcstrings
            give one catalog per table, as Xcode's migration makes it. XLIFF: --to xliff writes
            DIR/<lang>.xcloc/ for each --language (every language but the development one without it), as
            xcodebuild -exportLocalizations does (Android resources are exported in their Apple form); an .xcloc
            folder or .xliff file is an input of every command, and --to apple writes each file's translations
            where its original says in DIR (the project), as Xcode imports them.

            Specifiers are mapped (%1$s ⇄ %1$@, %d ⇄ %lld), plurals become .stringsdict or catalog plurals,
            string arrays become name[0], name[1] keys, styled text becomes HTML, and what the target cannot
            hold is kept (in a 'StringBridge:' comment line, sb: attributes, or for a String Catalog in
            DIR/.stringbridge-convert.json, out of translators' sight) so that converting back gives the same
            resources. Every feature that cannot be carried is reported.

            Files that exist are updated in place: the converted entries replace those of the same name where
            they stand and new ones are added, entries an earlier conversion wrote whose source is gone are
            removed, and everything else in the file (other resource types, platform-only entries, comments) is
            kept as it is; DIR/.stringbridge-convert.json records what conversions wrote. An input with an error
            the platform rejects is left out with its locale, whose outputs keep what they had, and everything
            else is converted (--strict: nothing is written on any error; an error in values/, which every
            locale falls back to, holds back everything too). Files are written all or nothing, and a file whose
            content would not change is not touched.

            A locale's folder that lacks keys another folder of its Android fallback chain has gets them in its
            Apple table with the text Android shows there (@string references resolved in that chain), since
            Apple platforms would show the key (--keep-gaps: not); they are marked, and converting back leaves
            them out. Repeated warnings and notes are printed one line per kind with a count (--verbose prints
            each).

            Exit status: 0 done, 1 errors (with --check: files that would change; input errors only with
            --strict), 2 wrong command line.

            USAGE: stringbridge convert --to <format> --out <dir> [--language <tag> ...] [--source-language <tag>] [--table <name>] [--int-specifier <length>] [--strings-encoding <encoding>] [--reencode] [--dry-run] [--check] [--diff] [--keep-gaps] [--prune] [--strict] [--report <format>] [--android-dialect <dialect>] [--follow-symlinks] [--quiet] [--verbose] <path> ...

            ARGUMENTS:
              <path>                    Resources to convert: res or project folders, .lproj folders, .xcstrings
                                        files, .xliff files, .xcloc folders.

            OPTIONS:
              --to <format>             The format to write. (values: apple, xcstrings, android, xliff)
              -o, --out <dir>           The folder to write into (the res folder for --to android, the project
                                        for XLIFF translations).
              --language <tag>          With --to xliff: a language to export (repeat for more; all but the
                                        development language by default).
              --source-language <tag>   The language of Android's values/ folder and of the Apple source.
                                        (default: en)
              --table <name>            The Apple table name. (default: Localizable)
              --int-specifier <length>  How Android's %d is written on Apple platforms. (values: d, ld, lld;
                                        default: lld)
              --strings-encoding <encoding>
                                        The encoding of new .strings files: UTF-8 unless given (an existing file
                                        keeps its own). (values: utf8, utf16)
              --reencode                Write existing .strings files in --strings-encoding too (UTF-8 unless
                                        given), not in their own.
              --dry-run                 Convert and report what would happen to every file, but write nothing.
              --check                   Write nothing; list the files that would change and exit 1 if there are
                                        any (for CI).
              --diff                    With --check or --dry-run: print each change as a unified diff.
              --keep-gaps               Android to Apple: leave out of each locale's table the keys its folder
                                        lacks (Apple platforms then show the key, not the text Android shows
                                        there).
              --prune                   Remove what an earlier conversion wrote from sources that are gone (a
                                        file left with nothing else is deleted).
              --strict                  Write nothing when there is any error (by default only the outputs of
                                        the input with the error are left alone).
              --report <format>         The report on standard output. (values: text, json; default: text)
              --android-dialect <dialect>
                                        Read (and write) every Android-style values file by these rules: aapt2
                                        (res/), compose (Compose Multiplatform composeResources/) or moko
                                        (moko-resources/). By default a file's place decides: a composeResources
                                        or moko-resources folder above it, else aapt2. (values: aapt2, compose,
                                        moko)
              --follow-symlinks         Follow symbolic links that lead out of the folders named too. By default
                                        a link is followed only while its target stays inside the folder named;
                                        one that leads out is skipped with a warning (symlink-outside-tree).
              -q, --quiet               Print only errors (what the platform rejects).
              -v, --verbose             Print every diagnostic on its own line; by default repeated warnings and
                                        notes take one line per kind, with a count.
              -h, --help                Show help information.

            """)
    }

    @Test("help of an unknown command is a usage error with a suggestion")
    func helpOfUnknownCommand() throws {
        let result = try stringbridge(["help", "plurl"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: unknown subcommand 'plurl'; did you mean 'plural'?\n"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("-h after -- is an argument, not a request for help")
    func helpFlagAfterDoubleDash() throws {
        let result = try stringbridge(["plural", "--language", "en", "--", "-h"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: the value '-h' is invalid for '<number>'"))
        #expect(try stringbridge(["plural", "--language", "en", "--", "-1"]).standardOutput == "one\n")
    }

    @Test("stringbridge lint --help documents every option, the configuration and the exit status")
    func lintHelp() throws {
        try expectHelp("lint", """
            OVERVIEW: Check string resources for broken and drifting translations.

            Reads Android res folders (Kotlin Multiplatform composeResources and moko-resources folders by their
            toolchains' rules), .lproj folders, String Catalogs and XLIFF files or .xcloc Localization Catalogs
            (a project folder is searched for all of them) and reports what the platforms reject and what breaks
            or drifts in translations: parse errors, placeholders, plural forms, missing and extra keys, locale
            folder names, markup. With --android and --apple it also compares the two apps key by key, through
            the converter's mapping.

            The text format prints errors first, then warnings, then one line per language for the missing
            translations (--verbose lists each one, as the other formats do); -q prints errors only.

            Settings come from --config or the nearest .stringbridge.json above the current folder; 'lint
            --list-rules' shows every rule. Findings in a --baseline file are not reported. --config and
            --baseline also read Android Lint's lint.xml and lint-baseline.xml. --fix rewrites only what is
            mechanical and keeps the meaning: it escapes apostrophes, numbers unnumbered placeholders and
            removes stray byte-order marks.

            Exit status: 0 when no finding is at or above --fail-on, 1 when one is, 2 for a wrong command line
            or configuration, 3 for an internal error.

            USAGE: stringbridge lint [--android <path>] [--apple <path>] [--format <format>] [--html <file>] [--config <file>] [--baseline <file>] [--update-baseline] [--fail-on <severity>] [--fix] [--verbose] [--quiet] [--list-rules] [--stamp <file>] [--android-dialect <dialect>] [--follow-symlinks] [<path> ...]

            ARGUMENTS:
              <path>                    Files or folders to lint.

            OPTIONS:
              --android <path>          An Android res (or project) folder to lint and compare with --apple.
              --apple <path>            The Apple resources (.lproj folders, a catalog, a project folder) of the
                                        same app.
              --format <format>         text: compiler-style lines for Xcode and editors; json: one document for
                                        scripts; sarif: SARIF 2.1.0; github: workflow annotations and a step
                                        summary; checkstyle: Checkstyle XML; html: a page with coverage and
                                        findings. (values: text, json, sarif, github, checkstyle, html; default:
                                        text)
              --html <file>             Also write the HTML page to this file.
              --config <file>           The configuration file (default: the nearest .stringbridge.json).
              --baseline <file>         Leave out the findings recorded in this file; list those fixed since.
              --update-baseline         Record every current finding in the --baseline file (written atomically)
                                        and exit 0.
              --fail-on <severity>      The least severity that makes the exit status 1. (values: info, warning,
                                        error; default: error)
              --fix                     Fix what is mechanical and meaning-preserving, then report what is left.
              --verbose                 In the text format, list every missing translation instead of one line
                                        per language.
              -q, --quiet               In the text format, print errors only, and no summary.
              --list-rules              Print every rule with its identifier, severity and Android Lint issue,
                                        and exit.
              --stamp <file>            When nothing reaches --fail-on, write this Swift file (a comment with
                                        the summary): the output a build system needs to know that lint ran, as
                                        the StringBridgeLint plugin does.
              --android-dialect <dialect>
                                        Read (and write) every Android-style values file by these rules: aapt2
                                        (res/), compose (Compose Multiplatform composeResources/) or moko
                                        (moko-resources/). By default a file's place decides: a composeResources
                                        or moko-resources folder above it, else aapt2. (values: aapt2, compose,
                                        moko)
              --follow-symlinks         Follow symbolic links that lead out of the folders named too. By default
                                        a link is followed only while its target stays inside the folder named;
                                        one that leads out is skipped with a warning (symlink-outside-tree).
              -h, --help                Show help information.

            """)
    }

    @Test("stringbridge generate --help documents every option and the exit status")
    func generateHelp() throws {
        try expectHelp("generate", """
            OVERVIEW: Generate typed Swift accessors for string resources.

            Writes one Swift file with a member per string, plural and array of a table, so that a misspelt key
            or a wrong argument is a compile error. The resources are an Android res folder (or a Kotlin
            Multiplatform composeResources or moko-resources folder, read by its toolchain's rules), .lproj
            folders or a String Catalog; the same resources in any of the three forms give the same file, byte
            for byte. A string without placeholders is a property, one with placeholders a function whose
            parameters are typed from the development language's placeholders (%@ and %s: String, %d and %lld:
            Int, %f: Double, %c: Character), labelled with the .stringsdict variable, String Catalog
            substitution or <xliff:g id> that names them; a plural takes its count and every other argument,
            also for several plural variables in one format. Every member reads the Localization library, on
            Linux and Apple platforms.

            With --members static (the default) the file declares an enum whose members read
            <enum-name>.localizer, which the app sets once (or the expression --localizer gives); with --members
            instance it extends a type the app declares with instance members that read its localizer property,
            for apps that hold several localizers. Keys that are not Swift identifiers are mapped
            (settings_title: settingsTitle, structured: Settings.title); keys that would collide get a suffix
            from their hash, so that no other name changes. The file is sorted and has no date.

            A translation that reads an argument as another type than the development language is reported
            (lint's placeholder_type_mismatch), and the accessor takes the development language's type. An error
            in the development language's files stops generation and nothing is written.

            Exit status: 0 done, 1 errors (or, with --check, a file that would change), 2 wrong command line.

            USAGE: stringbridge generate --out <file> [--enum-name <name>] [--access <level>] [--style <style>] [--members <kind>] [--table <name>] [--localizer <expression>] [--source-language <tag>] [--check] [--android-dialect <dialect>] [--follow-symlinks] [--quiet] [--verbose] <language> <resources> ...

            ARGUMENTS:
              <language>                The language to generate. (values: swift)
              <resources>               An Android res folder, .lproj folders (or the folder that holds them),
                                        or a String Catalog.

            OPTIONS:
              -o, --out <file>          The Swift file to write.
              --enum-name <name>        The enum to declare, or with --members instance the type to extend.
                                        (default: L10n)
              --access <level>          The access level of the type and its members. (values: public, internal,
                                        package; default: internal)
              --style <style>           flat: one member per key (settingsTitle); structured: a nested type per
                                        . or _ segment (Settings.title). (values: flat, structured; default:
                                        flat)
              --members <kind>          static: an enum's static members; instance: members of an extension of
                                        --enum-name, a type with a localizer property. (values: static,
                                        instance; default: static)
              --table <name>            The Apple table (an Android res folder's files are Localizable).
                                        (default: Localizable)
              --localizer <expression>  The Swift expression that gives the Localizer the members read (by
                                        default the enum's own localizer, which the app sets once, or the
                                        extended type's localizer property).
              --source-language <tag>   The development language, whose placeholders type the parameters
                                        (default: a String Catalog's sourceLanguage, else en).
              --check                   Write nothing; exit 1 when the file differs from what would be generated
                                        (for CI).
              --android-dialect <dialect>
                                        Read (and write) every Android-style values file by these rules: aapt2
                                        (res/), compose (Compose Multiplatform composeResources/) or moko
                                        (moko-resources/). By default a file's place decides: a composeResources
                                        or moko-resources folder above it, else aapt2. (values: aapt2, compose,
                                        moko)
              --follow-symlinks         Follow symbolic links that lead out of the folders named too. By default
                                        a link is followed only while its target stays inside the folder named;
                                        one that leads out is skipped with a warning (symlink-outside-tree).
              -q, --quiet               Print only errors (what the platform rejects).
              -v, --verbose             Print every diagnostic on its own line; by default repeated warnings and
                                        notes take one line per kind, with a count.
              -h, --help                Show help information.

            """)
    }

    @Test("convert without --to or --out is a usage error naming the option")
    func convertRequiresOptions() throws {
        let missingOut = try stringbridge(["convert", "res", "--to", "apple"])
        #expect(missingOut.status == 2)
        #expect(missingOut.standardError.hasPrefix("error: missing expected option '--out <dir>'\n"))
        let missingTo = try stringbridge(["convert", "res", "--out", "build"])
        #expect(missingTo.status == 2)
        #expect(missingTo.standardError.hasPrefix("error: missing expected option '--to <format>'\n"))
    }

    @Test("stringbridge lookup --help documents every option")
    func lookupHelp() throws {
        try expectHelp("lookup", """
            OVERVIEW: Look up a string as an app using the Localization library would.

            Reads an Android res folder (or a Compose Multiplatform composeResources or a moko-resources
            folder), a folder of .lproj folders and String Catalogs, one .xcstrings file, or an XLIFF file or
            .xcloc Localization Catalog, chooses the languages (--language, else LANGUAGE, LC_ALL, LC_MESSAGES
            and LANG), falls back key by key through the CLDR locale chain to the development language (an
            Android res folder as Android does: through the folders of the user's language and values, never
            another language's folder), and prints the string. Without --count and arguments the string is
            printed as the resource holds it, unformatted; an array prints one item per line. With --count N the
            plural form is chosen by the CLDR rules of the language that supplied it and N is the first format
            argument, as in getQuantityString(id, n, n), and further arguments follow it; a localization with
            neither the count's form nor 'other' is passed over. --device chooses a String Catalog's device
            variant (an iPhone's by default, which Android shows too). en-XA and ar-XB give pseudo-localized
            strings. Diagnostics are those of the files the lookup read (--verbose: all). Exit status: 0 when
            the key was found, 1 when it is missing, 2 for a wrong command line.

            USAGE: stringbridge lookup --resources <path> [--language <tag> ...] [--table <name>] [--development-language <tag>] [--device <name>] [--count <number>] [--explain] [--android-dialect <dialect>] [--follow-symlinks] [--quiet] [--verbose] <key> [<argument> ...]

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
              --device <name>           The Apple device whose String Catalog device variants to show; by
                                        default an iPhone, whose text Android shows too. (values: iphone, ipod,
                                        ipad, mac, applevision, applewatch, appletv)
              --count <number>          Choose the plural form for this number (written digits count: 1.0 is not
                                        1) and pass it as the first format argument.
              --explain                 Also print the languages, the locale chain, which localization answered
                                        and the plural form.
              --android-dialect <dialect>
                                        Read (and write) every Android-style values file by these rules: aapt2
                                        (res/), compose (Compose Multiplatform composeResources/) or moko
                                        (moko-resources/). By default a file's place decides: a composeResources
                                        or moko-resources folder above it, else aapt2. (values: aapt2, compose,
                                        moko)
              --follow-symlinks         Follow symbolic links that lead out of the folders named too. By default
                                        a link is followed only while its target stays inside the folder named;
                                        one that leads out is skipped with a warning (symlink-outside-tree).
              -q, --quiet               Print only errors (what the platform rejects).
              -v, --verbose             Print every diagnostic on its own line; by default repeated warnings and
                                        notes take one line per kind, with a count.
              -h, --help                Show help information.

            """)
    }

    @Test("stringbridge plural --help documents every option")
    func pluralHelp() throws {
        try expectHelp("plural", """
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
    }

    @Test("stringbridge demo --help documents the apps, every option and the exit status")
    func demoHelp() throws {
        try expectHelp("demo", """
            OVERVIEW: Walk through the screens of a ported sample app in a language.

            rental: RentalROI, the Android rental-property calculator: for a sample property, the property
            screen, the interest rate's edit screen before and after an invalid text is saved, the first rows
            and the last row of the amortization schedule, and one month's details.

            vote: Vote, the iOS voting app (VotePro, with SimpleVote's and VoteLite's sample votes): the launch
            screen, the vote screen, the alert of a vote without a choice, the results as counts and as
            percentages, the settings, the create screen with its buttons enabled and disabled, and the vote
            screen showing the user's own vote.

            todo: Todo, an iOS todo list in the style of TodoMVC: the sample list, one of its todos added again
            and a blank one ignored, todos toggled and deleted one by one even when two have the same text, each
            filter with its empty-list text, and the count of todos left.

            daysleft: DaysLeft, an iOS countdown to a date: for a sample countdown to Christmas on a fixed day,
            the main screen with the days left and gone, the same counting weekdays only, the settings screen,
            and the settings rejected with a message when the start is after the end.

            Every label is read through the Localization library. --resources chooses which form of the app's
            strings is read: the Android res folder, the .lproj folders or the String Catalog; one of them is
            the app's source and the others are what 'stringbridge convert' made of it, and all three print the
            same screens. Exit status: 0 done, 1 when the resources cannot be found or have errors, 2 wrong
            command line.

            USAGE: stringbridge demo [--language <tag> ...] [--resources <source>] [--resources-path <dir>] <app>

            ARGUMENTS:
              <app>                     The ported app to show. (values: rental, vote, todo, daysleft)

            OPTIONS:
              --language <tag>          A preferred language such as fr or pt-BR; repeat for more, most
                                        preferred first. Without it, LANGUAGE, LC_ALL, LC_MESSAGES and LANG
                                        decide.
              --resources <source>      Which form of the strings to read: the Android res folder, the .lproj
                                        folders, or the String Catalog. (values: android, apple, xcstrings;
                                        default: android)
              --resources-path <dir>    The folder that holds res, apple and catalog; by default the app's own,
                                        installed with the tool.
              -h, --help                Show help information.

            """)
    }

    /// Checks that `stringbridge <command> --help` succeeds and prints the text, and that
    /// `stringbridge help <command>` prints the same.
    func expectHelp(_ command: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try stringbridge([command, "--help"])
        #expect(result.status == 0, sourceLocation: sourceLocation)
        #expect(result.standardOutput == expected, sourceLocation: sourceLocation)
        #expect(try stringbridge(["help", command]).standardOutput == expected, sourceLocation: sourceLocation)
    }
}
