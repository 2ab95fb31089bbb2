import Testing

@Suite("stringbridge lookup")
struct LookupCommandTests {
    static let android = "Fixtures/Runtime/Notes/res"
    static let lproj = "Fixtures/Runtime/Notes/Apple"
    static let catalog = "Fixtures/Runtime/Notes/Catalog/Localizable.xcstrings"

    @Test("A string is printed as the resource holds it, from each kind of resources", arguments: [android, lproj, catalog])
    func unformattedString(_ resources: String) throws {
        let result = try stringbridge(["lookup", "--resources", resources, "--language", "pt-BR", "empty_state"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "Você ainda não tem nenhuma nota.\n")
        #expect(result.standardError.isEmpty)
        let unformatted = try stringbridge(["lookup", "--resources", resources, "--language", "fr", "shared_by"])
        #expect(unformatted.standardOutput.contains("%1$"))
    }

    @Test("Arguments are formatted, numbers as numbers")
    func formattedString() throws {
        let result = try stringbridge(["lookup", "--resources", Self.lproj, "--language", "de", "--language", "fr",
                                       "shared_by", "Ann", "1234"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "Partagé par Ann (il y a 1\u{202F}234 minutes)\n")
    }

    @Test("--count chooses the plural form by the supplying language's rules and is the first argument")
    func countChoosesPluralForm() throws {
        let russian = try stringbridge(["lookup", "--resources", Self.android, "--language", "ru", "--count", "22", "notes_count"])
        #expect(russian.standardOutput == "22 заметки\n")
        let decimal = try stringbridge(["lookup", "--resources", "Fixtures/Runtime/Variables", "--count", "1.0", "distance"])
        #expect(decimal.standardOutput == "1.0 kilometres\n")
        let integer = try stringbridge(["lookup", "--resources", "Fixtures/Runtime/Variables", "--count", "1", "distance"])
        #expect(integer.standardOutput == "1.0 kilometre\n")
    }

    @Test("--explain prints the languages, the chain, who answered and the plural form")
    func explain() throws {
        let result = try stringbridge(["lookup", "--resources", Self.android, "--language", "pt-BR", "--explain",
                                       "--count", "1000000", "notes_count"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            1000000 de notas
            languages:   pt-BR (--language)
            chain:       values-pt-rBR (pt-BR) → values (en)
            answered by: values-pt-rBR (pt-BR)
            plural form: many

            """)
        let fallback = try stringbridge(["lookup", "--resources", Self.lproj, "--language", "sr-Latn", "--explain", "terms"])
        #expect(fallback.standardOutput == """
            By continuing you accept the terms.
            languages:   sr-Latn (--language)
            chain:       sr-Latn → en
            answered by: en

            """)
    }

    @Test("--explain says which localization had no form for the count and was passed over")
    func explainPassedOver() throws {
        let result = try stringbridge(["lookup", "--resources", "Fixtures/Apple/PluralsWithoutOther", "--language", "be",
                                       "--explain", "--count", "1.5", "files_count"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            1.5 files
            languages:   be (--language)
            chain:       be → en
            answered by: en
            plural form: other
            passed over: be: no 'other' form for this count, so the next localization answers (Android falls back to 'other' and has no text without it)

            """)
    }

    /// `Fixtures/Runtime/Recipes` (SameTextTests derives each expected text from aapt2's values
    /// and Android's rules): a reference values/ defines, resolved in values-de through
    /// values-de-rAT; a String Catalog's device variants; und as a language of its own.
    @Test("lookup gives the same text from the Android res, the converted .lproj folders and the converted catalog",
          arguments: ["Fixtures/Runtime/Recipes/res", "Fixtures/Runtime/Recipes/Apple", "Fixtures/Runtime/Recipes/Catalog/Localizable.xcstrings"])
    func sameTextFromEveryForm(_ resources: String) throws {
        let cases: [([String], String)] = [
            (["--language", "de-AT", "empty_comments"], "Keine Kommentare\n"),
            (["--language", "de-AT", "sort_orders"], "Neueste zuerst\nÄlteste zuerst\nA–Z\n"),
            (["--language", "pt-BR", "untranslated_note"], "Only in English\n"),
            (["--language", "de", "--device", "mac", "open_hint"], "Klicken zum Öffnen\n"),
            (["--language", "de", "open_hint"], "Tippen zum Öffnen\n"),
            (["--language", "fr", "--device", "applewatch", "open_hint"], "Tap to open\n"),
            (["--language", "und", "save"], "ਸੰਭਾਲੋ\n"),
            (["--language", "ru", "save"], "Save\n"),
        ]
        for (arguments, expected) in cases {
            let result = try stringbridge(["lookup", "--resources", resources] + arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.standardOutput == expected, "\(arguments)")
        }
    }

    @Test("Without --language the environment decides, as gettext reads it")
    func languageFromEnvironment() throws {
        let result = try stringbridge(["lookup", "--resources", Self.lproj, "--explain", "greeting", "Ann"],
                                      environment: ["LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "fr_FR.UTF-8"])
        #expect(result.standardOutput.hasPrefix("Bonjour, Ann\u{A0}!\nlanguages:   fr-FR (LANG)\n"))
        let posix = try stringbridge(["lookup", "--resources", Self.lproj, "greeting", "Ann"],
                                     environment: ["LANGUAGE": "fr", "LC_ALL": "C", "LC_MESSAGES": "", "LANG": ""])
        #expect(posix.standardOutput == "Hello, Ann!\n")
    }

    @Test("An array prints one item per line; a pseudo-locale pseudo-localizes")
    func arraysAndPseudoLocales() throws {
        let array = try stringbridge(["lookup", "--resources", Self.lproj, "--language", "fr", "planets"])
        #expect(array.standardOutput == "Mercure\nVénus\nTerre\n")
        let pseudo = try stringbridge(["lookup", "--resources", Self.android, "--language", "en-XA", "welcome_title"])
        #expect(pseudo.standardOutput == "[Ŵéĺçóɱé ţó Ñóţéš one two]\n")
    }

    @Test("A missing key prints the key, says so on stderr and exits 1")
    func missingKey() throws {
        let result = try stringbridge(["lookup", "--resources", Self.android, "--language", "fr", "no_such_key"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "no_such_key\n")
        #expect(result.standardError == "error: no localization has the key 'no_such_key' in table Localizable; searched values-fr (fr), values (en)\n")
    }

    @Test("Errors in a file that was read are printed, and the status speaks of the key: found, 0")
    func loadingErrors() throws {
        let result = try stringbridge(["lookup", "--resources", "Fixtures/Runtime/Broken/Apple", "--language", "fr", "footer"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "Footer\n")
        #expect(result.standardError.hasPrefix("Fixtures/Runtime/Broken/Apple/fr.lproj/Localizable.strings:3:1: error: missing ';'"))
    }

    /// `Fixtures/Runtime/Broken/res`: values-fr has an aapt2 error in another string, and
    /// values-b+be+x+old is a folder aapt2 rejects, which no French lookup reads.
    @Test("Only the files the lookup read are reported; --verbose reports all, --quiet errors only")
    func diagnosticsOfTheLookup() throws {
        let resources = "Fixtures/Runtime/Broken/res"
        let apostrophe = "Fixtures/Runtime/Broken/res/values-fr/strings.xml:4:26: error: unescaped apostrophe in string; write \\' or put the text in double quotes [unescaped-apostrophe]\n"
        let folder = "Fixtures/Runtime/Broken/res/values-b+be+x+old: warning: invalid configuration 'values-b+be+x+old': 'b+be+x+old' is not a locale aapt2 accepts (b+language[+Script][+REGION][+variant]); its strings are not used [skipped-resource-folder]\n"
        let leftOut = "Fixtures/Runtime/Broken/res/values-fr/strings.xml:4:26: warning: values-fr is left out, as convert leaves it out: a file of it has an error aapt2 rejects; lookups fall back as if it had no strings [skipped-resource-folder]\n"
        let lookup = try stringbridge(["lookup", "--resources", resources, "--language", "fr", "title"])
        #expect(lookup.status == 0)
        // values-fr is left out, as convert leaves it out: the text of values/.
        #expect(lookup.standardOutput == "Title\n")
        #expect(lookup.standardError == apostrophe + leftOut, "\(lookup.standardError)")
        let verbose = try stringbridge(["lookup", "--resources", resources, "--language", "fr", "--verbose", "title"])
        #expect(verbose.standardError == folder + apostrophe + leftOut, "\(verbose.standardError)")
        let quiet = try stringbridge(["lookup", "--resources", resources, "--language", "fr", "--quiet", "title"])
        #expect(quiet.standardError == apostrophe)
        let english = try stringbridge(["lookup", "--resources", resources, "--language", "en", "title"])
        #expect(english.standardError.isEmpty)
        let both = try stringbridge(["lookup", "--resources", resources, "--quiet", "--verbose", "title"])
        #expect(both.status == 2)
        #expect(both.standardError.hasPrefix("error: --quiet and --verbose cannot be used together\n"))
    }

    @Test("Wrong command lines exit 2 with the usage")
    func usageErrors() throws {
        let noResources = try stringbridge(["lookup", "greeting"])
        #expect(noResources.status == 2)
        #expect(noResources.standardError.hasPrefix("error: missing expected option '--resources <path>'\nUsage: stringbridge lookup --resources <path>"))
        let badLanguage = try stringbridge(["lookup", "--resources", Self.android, "--language", "not a tag", "greeting"])
        #expect(badLanguage.status == 2)
        let badCount = try stringbridge(["lookup", "--resources", Self.android, "--count", "many", "notes_count"])
        #expect(badCount.status == 2)
        #expect(badCount.standardError.hasPrefix("error: the value 'many' is invalid for '--count <number>'"))
        let noKey = try stringbridge(["lookup", "--resources", Self.android])
        #expect(noKey.status == 2)
    }

    @Test("Resources that do not exist exit 1 with what was expected")
    func missingResources() throws {
        let result = try stringbridge(["lookup", "--resources", "Fixtures/NoSuchFolder", "greeting"])
        #expect(result.status == 1)
        #expect(result.standardError == "error: Fixtures/NoSuchFolder: no such file or folder; give an Android res folder, a folder of .lproj folders or an .xcstrings file\n")
    }
}
