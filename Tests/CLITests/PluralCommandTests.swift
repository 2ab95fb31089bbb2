import Testing

@Suite("stringbridge plural")
struct PluralCommandTests {
    @Test("One category per number, one per line; written fraction digits count")
    func categories() throws {
        let english = try stringbridge(["plural", "--language", "en", "1", "1.0", "0", "2"])
        #expect(english.status == 0)
        #expect(english.standardOutput == "one\nother\nother\nother\n")
        let russian = try stringbridge(["plural", "--language", "ru", "1", "2", "5", "21", "1.5"])
        #expect(russian.standardOutput == "one\nfew\nmany\none\nother\n")
        let french = try stringbridge(["plural", "--language", "fr", "0", "1.5", "1000000", "1c6", "-1"])
        #expect(french.standardOutput == "one\none\nmany\nmany\none\n")
    }

    @Test("Ordinal rules rank")
    func ordinals() throws {
        let result = try stringbridge(["plural", "--language", "en", "--type", "ordinal", "1", "2", "3", "4", "11", "22"])
        #expect(result.standardOutput == "one\ntwo\nfew\nother\nother\ntwo\n")
    }

    @Test("A language without CLDR rules has only other; POSIX spellings are accepted")
    func unknownLanguageAndPOSIXSpelling() throws {
        #expect(try stringbridge(["plural", "--language", "tlh", "1"]).standardOutput == "other\n")
        #expect(try stringbridge(["plural", "--language", "pt_PT", "0"]).standardOutput == "other\n")
    }

    @Test("A missing language, a bad tag or a word instead of a number exits 2")
    func usageErrors() throws {
        #expect(try stringbridge(["plural", "1"]).status == 2)
        #expect(try stringbridge(["plural", "--language", "en"]).status == 2)
        #expect(try stringbridge(["plural", "--language", "e n", "1"]).status == 2)
        let word = try stringbridge(["plural", "--language", "en", "1", "one"])
        #expect(word.status == 2)
        #expect(word.standardOutput.isEmpty)
        #expect(word.standardError.hasPrefix("error: the value 'one' is invalid for '<number>'; use a number such as 5, 1.0 or 1.2c3\n"))
    }
}
