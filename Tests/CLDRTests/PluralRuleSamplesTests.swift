import Foundation
import CLDR
import LocalizedStrings
import TestSupport
import Testing

/// Runs every `@integer` and `@decimal` sample of CLDR's plural data through the generated
/// rules: `Fixtures/CLDR/plural-samples.json`, written by `Scripts/generate-plural-rules.py`
/// from the same XML as `PluralRules+CLDR.swift`.
@Suite("CLDR plural samples")
struct PluralRuleSamplesTests {
    @Test("Every CLDR locale is in the fixture")
    func fixtureIsComplete() throws {
        let fixture = try #require(PluralSampleFixture.shared)
        #expect(fixture.file.cldrVersion == PluralRules.cldrVersion)
        #expect(fixture.file.cardinal.count == 218)
        #expect(fixture.file.ordinal.count == 102)
        #expect(PluralSampleFixture.cases.count == 320)
    }

    @Test("Every sample gets the category CLDR lists it under", arguments: PluralSampleFixture.cases)
    func samplesGetTheirCategory(_ locale: PluralSampleFixture.LocaleSamples) throws {
        let rules = PluralRules(for: locale.tag, type: locale.type)
        #expect(rules.ruleLocale == locale.identifier, "the locale resolves to its own rules")
        #expect(rules.categories == locale.samples.keys.sorted(), "the rules can choose exactly these categories")
        for (category, numbers) in locale.samples.sorted(by: { $0.key < $1.key }) {
            for number in numbers {
                let operands = try #require(PluralOperands(number), "\(number) parses")
                #expect(rules.category(for: operands) == category, "\(number) (\(operands))")
            }
        }
    }
}

/// `Fixtures/CLDR/plural-samples.json`, decoded once.
struct PluralSampleFixture {
    /// The file's layout: type → locale → category → samples.
    struct File: Decodable {
        let cldrVersion: String
        let cardinal: [String: [String: CategorySamples]]
        let ordinal: [String: [String: CategorySamples]]
    }

    /// The samples of one category, integers and decimals as CLDR writes them.
    struct CategorySamples: Decodable {
        let integer: [String]?
        let decimal: [String]?
    }

    /// The samples of one locale for one rule type; a test argument.
    struct LocaleSamples: Sendable, CustomTestStringConvertible {
        let type: PluralRuleType
        /// The CLDR locale id in BCP 47 form (`pt-PT`, `root`).
        let identifier: String
        let samples: [PluralCategory: [String]]

        /// The tag to ask for; `root` is not a language subtag, so it is asked as `und`.
        var tag: LanguageTag {
            LanguageTag(identifier == "root" ? "und" : identifier)!
        }

        var testDescription: String { "\(type) \(identifier)" }
    }

    let file: File

    static let shared: PluralSampleFixture? = {
        guard let data = try? Data(contentsOf: Fixtures.url("CLDR/plural-samples.json")),
              let file = try? JSONDecoder().decode(File.self, from: data) else {
            return nil
        }
        return PluralSampleFixture(file: file)
    }()

    /// One case per locale and rule type, sorted; empty when the fixture cannot be read
    /// (`fixtureIsComplete` then fails).
    static let cases: [LocaleSamples] = {
        guard let file = shared?.file else { return [] }
        let types: [(PluralRuleType, [String: [String: CategorySamples]])] =
            [(.cardinal, file.cardinal), (.ordinal, file.ordinal)]
        return types.flatMap { type, locales in
            locales.keys.sorted().map { identifier in
                var samples: [PluralCategory: [String]] = [:]
                for (name, values) in locales[identifier]! {
                    samples[PluralCategory(rawValue: name)!] = (values.integer ?? []) + (values.decimal ?? [])
                }
                return LocaleSamples(type: type, identifier: identifier, samples: samples)
            }
        }
    }()
}
