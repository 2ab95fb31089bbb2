import CLDR
import LocalizedStrings
import Testing

/// Hand-checked plural rules, the cases `reference/runtime.md` §4 "Rules that need care" lists,
/// as CLDR 41 (the installed `unicode-cldr-core`) defines them.
@Suite("PluralRules")
struct PluralRulesTests {
    private func rules(_ tag: String, _ type: PluralRuleType = .cardinal) throws -> PluralRules {
        PluralRules(for: try #require(LanguageTag(tag)), type: type)
    }

    private func categories(_ tag: String, _ numbers: [String],
                            _ type: PluralRuleType = .cardinal) throws -> [PluralCategory?] {
        let rules = try rules(tag, type)
        return numbers.map { rules.category(forNumber: $0) }
    }

    @Test("The rules come from CLDR 41")
    func cldrVersion() {
        #expect(PluralRules.cldrVersion == "41")
    }

    // MARK: - Rules that need care (runtime.md §4)

    @Test("French and Portuguese one is i = 0,1: 0 and 1.5 are one")
    func frenchOneIncludesZeroAndFractions() throws {
        for tag in ["fr", "pt"] {
            #expect(try categories(tag, ["0", "1", "1.5", "0.5", "2", "2.5"])
                    == [.one, .one, .one, .one, .other, .other], "\(tag)")
        }
    }

    @Test("Exact millions are many in fr, es, pt, it and pt-PT")
    func exactMillionsAreMany() throws {
        for tag in ["fr", "es", "pt", "it", "pt-PT"] {
            let rules = try rules(tag)
            #expect(rules.category(for: 1_000_000) == .many, "\(tag)")
            #expect(rules.category(for: 3_000_000) == .many, "\(tag)")
            #expect(rules.category(forNumber: "1c6") == .many, "\(tag)")
            #expect(rules.category(forNumber: "1.1c6") == .many, "\(tag)")
            #expect(rules.category(for: 1_000_001) == .other, "\(tag)")
            #expect(rules.category(for: 100_000) == .other, "\(tag)")
            #expect(rules.category(forNumber: "1000000.0") == .other, "\(tag)")
            #expect(rules.category(forNumber: "1c3") == .other, "\(tag)")
        }
    }

    @Test("Catalan has no many in CLDR 41, unlike the CLDR 42 set runtime.md lists")
    func catalanHasNoManyInCLDR41() throws {
        let rules = try rules("ca")
        #expect(rules.categories == [.one, .other])
        #expect(rules.category(for: 1_000_000) == .other)
    }

    @Test("Russian: one, few and many for integers, other only for decimals")
    func russian() throws {
        #expect(try categories("ru", ["1", "2", "5", "21", "11", "12", "22", "25", "111", "0", "1.5", "1.0"])
                == [.one, .few, .many, .one, .many, .many, .few, .many, .many, .many, .other, .other])
        #expect(try rules("uk").categories == [.one, .few, .many, .other])
    }

    @Test("Arabic uses all six categories")
    func arabic() throws {
        let rules = try rules("ar")
        #expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111].map(rules.category(for:))
                == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many])
        #expect(rules.categories == PluralCategory.allCases)
    }

    @Test("Latvian zero covers 10 to 20, 30, 40 and 0")
    func latvianZero() throws {
        let rules = try rules("lv")
        for count in [0, 10, 11, 15, 19, 20, 30, 100, 111] {
            #expect(rules.category(for: count) == .zero, "\(count)")
        }
        #expect([1, 21, 101, 2, 22, 9].map(rules.category(for:)) == [.one, .one, .one, .other, .other, .other])
        #expect(rules.category(forNumber: "0.1") == .one)
        #expect(rules.category(forNumber: "0.11") == .zero)
    }

    @Test("Hebrew in CLDR 41 still has many for 20, 30, …; CLDR 42 dropped it")
    func hebrewBeforeCLDR42() throws {
        let rules = try rules("he")
        #expect(rules.categories == [.one, .two, .many, .other])
        #expect([1, 2, 3, 10, 20, 30, 100, 101].map(rules.category(for:))
                == [.one, .two, .other, .other, .many, .many, .many, .other])
        // CLDR 42 makes 0.5 `one` (`i = 0 and v != 0`); CLDR 41 says `other`.
        #expect(rules.category(forNumber: "0.5") == .other)
        #expect(rules.category(forNumber: "1.0") == .other)
    }

    @Test("Danish and Icelandic read t; Croatian reads f and v")
    func fractionOperands() throws {
        #expect(try categories("da", ["1", "0.1", "1.5", "0.0", "2.0"]) == [.one, .one, .one, .other, .other])
        #expect(try categories("is", ["1", "21", "11", "0.1", "10.1", "2.0"]) == [.one, .one, .other, .one, .one, .other])
        #expect(try categories("hr", ["1", "0.1", "1.2", "0.5", "11", "22"]) == [.one, .one, .few, .other, .other, .few])
    }

    @Test("In English 1 is one but 1.0 is other")
    func englishVisibleFraction() throws {
        #expect(try categories("en", ["1", "1.0", "0", "2", "-1"]) == [.one, .other, .other, .other, .one])
        let rules = try rules("en")
        #expect(rules.category(for: PluralOperands(1.0, fractionDigits: 0)) == .one)
        #expect(rules.category(for: PluralOperands(1.0, fractionDigits: 1)) == .other)
    }

    @Test("English ordinals: 1st, 2nd, 3rd, 4th, 11th, 21st, 112th")
    func englishOrdinals() throws {
        let rules = try rules("en", .ordinal)
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(rules.category(for:))
                == [.one, .two, .few, .other, .other, .other, .other, .one, .two, .few, .one, .other, .other])
    }

    @Test("pt-PT has its own rules; pt-BR uses pt")
    func portugalAndBrazil() throws {
        let portugal = try rules("pt-PT")
        let brazil = try rules("pt-BR")
        #expect(portugal.ruleLocale == "pt-PT")
        #expect(brazil.ruleLocale == "pt")
        #expect(portugal.category(for: 0) == .other)
        #expect(brazil.category(for: 0) == .one)
        #expect(portugal.category(forNumber: "1.5") == .other)
        #expect(brazil.category(forNumber: "1.5") == .one)
        #expect(portugal.category(for: 1) == .one && brazil.category(for: 1) == .one)
    }

    // MARK: - Finding the rules

    @Test("Resolves the most specific CLDR locale, then aliases, then root",
          arguments: [("pt-PT", "pt-PT"), ("pt-Latn-PT", "pt-PT"), ("pt-BR", "pt"), ("sr-Latn", "sr"),
                      ("sr-Cyrl-RS", "sr"), ("zh-Hant-TW", "zh"), ("en-GB", "en"), ("es-419", "es"),
                      ("iw", "iw"), ("he-IL", "he"), ("in", "in"), ("no", "no"), ("nb", "nb"),
                      ("de-CH-1996", "de"), ("ja-JP-u-ca-japanese", "ja"), ("und", "root"), ("qaa", "root"),
                      ("tlh", "root")])
    func resolvesLocale(_ tag: String, _ ruleLocale: String) throws {
        #expect(try rules(tag).ruleLocale == ruleLocale)
    }

    @Test("Deprecated codes get the rules of their replacements")
    func deprecatedCodes() throws {
        #expect(try rules("iw").category(for: 20) == rules("he").category(for: 20))
        #expect(try rules("in").categories == [.other])
        #expect(try rules("no").categories == rules("nb").categories)
        // CLDR 41 lists `jw` for cardinals only; ordinals fall back through the alias table.
        #expect(try rules("jw", .ordinal).ruleLocale == "root")
        #expect(try rules("mo", .ordinal).ruleLocale == "mo")
        #expect(try rules("tl", .ordinal).ruleLocale == "tl")
    }

    @Test("An unknown language gets root, where everything is other")
    func unknownLanguage() throws {
        let rules = try rules("tlh")
        #expect(rules.categories == [.other])
        #expect([0, 1, 2].map(rules.category(for:)) == [.other, .other, .other])
        #expect(try self.rules("nn", .ordinal).ruleLocale == "root")
    }

    @Test("Remembers what it was asked for")
    func remembersRequest() throws {
        let rules = try rules("pt-BR", .ordinal)
        #expect(rules.locale == LanguageTag("pt-BR"))
        #expect(rules.type == .ordinal)
    }

    // MARK: - Edge cases

    @Test("Text that is not a number has no category")
    func notANumber() throws {
        #expect(try rules("en").category(forNumber: "one") == nil)
        #expect(try rules("en").category(forNumber: "1,5") == nil)
    }

    @Test("A number that is not finite is other, even where 0 is zero")
    func nonFiniteIsOther() throws {
        let arabic = try rules("ar")
        #expect(arabic.category(for: PluralOperands(Double.nan, fractionDigits: 0)) == .other)
        #expect(arabic.category(for: PluralOperands(-Double.infinity, fractionDigits: 0)) == .other)
    }

    @Test("The sign is ignored and huge counts keep their last digits")
    func negativeAndHugeCounts() throws {
        let russian = try rules("ru")
        #expect(russian.category(for: -21) == .one)
        #expect(russian.category(for: -3) == .few)
        #expect(russian.category(for: Int.min) == .many)  // …808
        #expect(russian.category(for: Int.max) == .many)  // …807
        #expect(russian.category(forNumber: "10000000000000000000001") == .one)
        #expect(try rules("fr").category(forNumber: "1000000000000000000000") == .many)
        #expect(try rules("he").category(forNumber: "1000000000000000000000") == .many)
        // Beyond a double's range, but still a finite number with an exponent.
        #expect(try rules("fr").category(forNumber: "1c400") == .many)
    }
}
