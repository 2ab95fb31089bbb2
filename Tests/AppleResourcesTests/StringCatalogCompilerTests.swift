import AppleResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// What Xcode compiles a String Catalog localization into, judged by what Foundation reads from
/// the files written; and what Xcode's migration makes of `.strings` and `.stringsdict` entries.
@Suite("String Catalog ⇄ .strings and .stringsdict")
struct StringCatalogCompilerTests {
    /// A language's compiled files as Foundation reads them: the `.strings` dictionary and the
    /// `.stringsdict` dictionary, and the keys that could not be compiled.
    static func foundationTables(of table: StringTable) throws -> (strings: [String: Any], stringsdict: [String: Any], left: [String]) {
        var strings = StringTable(path: "x.strings", format: .strings, locale: table.locale)
        var dictionary = StringTable(path: "x.stringsdict", format: .stringsdict, locale: table.locale)
        var left: [String] = []
        for entry in table.entries {
            switch StringCatalogCompiler.compiled(entry) {
            case .strings(let compiled): strings.entries.append(compiled)
            case .stringsdict(let compiled): dictionary.entries.append(compiled)
            case .notRepresentable: left.append(entry.key)
            case .nothing: break
            }
        }
        let stringsData = Data(StringsFileWriter().data(for: strings).bytes)
        let dictionaryData = Data(StringsDictWriter().documentBytes(for: dictionary).bytes)
        return (strings.entries.isEmpty ? [:] : try FoundationOracle.propertyList(stringsData).get(),
                try FoundationOracle.propertyList(dictionaryData).get(), left)
    }

    static func catalog(_ language: String) throws -> StringTable {
        let tables = StringCatalogReader().read(fileAt: Fixtures.url("XLIFF/Catalog/Localizable.xcstrings").path).tables
        return try #require(tables.first { $0.locale?.identifier == language })
    }

    static func plural(_ valueType: String, _ forms: [String: String]) -> [String: String] {
        var dictionary = forms
        dictionary["NSStringFormatSpecTypeKey"] = "NSStringPluralRuleType"
        dictionary["NSStringFormatValueTypeKey"] = valueType
        return dictionary
    }

    @Test("Foundation reads the compiled English files as the catalog says")
    func english() throws {
        let (strings, dictionary, left) = try Self.foundationTables(of: Self.catalog("en"))
        // An implicit key (no English localization) compiles to nothing; "Don't translate" is compiled too.
        #expect(strings as? [String: String] == ["delete_title": "Delete", "greeting": "Hello, %@!", "logo_name": "Vote",
                                                 "machine_translated": "Machine", "state_new": "Brand new"])
        #expect(left == ["wifi_device_plural"])
        #expect(dictionary["bird_count"] as? NSDictionary == [
            "NSStringLocalizedFormatKey": "%#@count@", "count": Self.plural("lld", ["one": "%lld bird", "other": "%lld birds"]),
        ] as NSDictionary)
        // %arg is the specifier; the references are each their argument's own place, so they stay as they are.
        #expect(dictionary["flowers_in_gardens"] as? NSDictionary == [
            "NSStringLocalizedFormatKey": "%#@flowers@ in %#@gardens@",
            "flowers": Self.plural("lld", ["one": "%lld flower", "other": "%lld flowers"]),
            "gardens": Self.plural("lld", ["one": "%lld garden", "other": "%lld gardens"]),
        ] as NSDictionary)
        #expect(dictionary["device_tap"] as? NSDictionary == [
            "NSStringDeviceSpecificRuleType": ["iphone": "Tap to continue", "mac": "Click to continue", "other": "Tap to continue"],
        ] as NSDictionary)
    }

    @Test("A substitution whose argument is not its reference's place gets a positional reference and specifier")
    func positionalArgument() throws {
        let variable = PluralVariable(name: "apples", valueType: "lld", argumentNumber: 2,
                                      forms: PluralForms([PluralForms.Form(category: .one, value: .text(StyledText("%arg apple"))),
                                                          PluralForms.Form(category: .other, value: .text(StyledText("%arg apples")))]))
        let entry = Entry(key: "ate", value: .variableFormat(VariableFormat(format: "%1$@ ate %#@apples@", variables: [variable])))
        let table = StringTable(path: "c.xcstrings", format: .xcstrings, locale: LanguageTag("en"), entries: [entry])
        let (_, dictionary, _) = try Self.foundationTables(of: table)
        #expect(dictionary["ate"] as? NSDictionary == [
            "NSStringLocalizedFormatKey": "%1$@ ate %2$#@apples@",
            "apples": Self.plural("lld", ["one": "%2$lld apple", "other": "%2$lld apples"]),
        ] as NSDictionary)
    }

    @Test("A plural of a whole string compiles with its forms' value type, lld without one",
          arguments: [(["one": "%d file", "other": "%d files"], "d"), (["one": "One", "other": "%1$ld"], "ld"),
                      (["one": "One", "other": "Many"], "lld"), (["other": "%.1f km"], "f")])
    func pluralValueType(_ forms: [String: String], _ valueType: String) {
        let plural = PluralForms(forms.sorted { $0.key < $1.key }.map { PluralForms.Form(category: PluralCategory(rawValue: $0.key)!, value: .text(StyledText($0.value))) })
        #expect(StringCatalogCompiler.pluralValueType(of: plural) == valueType)
    }

    @Test("Migrating .lproj entries gives what Xcode's migration makes, and compiling them gives them back")
    func migration() throws {
        let project = AppleResourceTree.read([Fixtures.url("XLIFF/Project/App").path]).tables
        let strings = try #require(project.first { $0.path.hasSuffix("en.lproj/Localizable.strings") })
        let dictionary = try #require(project.first { $0.path.hasSuffix("en.lproj/Localizable.stringsdict") })
        func migrated(_ entry: Entry?) throws -> Entry {
            let result = StringCatalogMigrator.migrated(try #require(entry))
            #expect(result.notCarried == nil)
            return try #require(result.entry)
        }
        // "Cancel" = "Cancel" is a localization like any other, which compiles back.
        let cancel = try migrated(strings["Cancel"])
        #expect(cancel.details[StringCatalogEntryDetails.self]?.isImplicit == false && cancel.state == .translated)
        #expect(StringCatalogCompiler.compiled(cancel) == .strings(Entry(key: "Cancel", value: .text(StyledText("Cancel")), location: cancel.location)))
        let author = try migrated(strings["author"])
        #expect(author.state == .translated && author.comment == "A note's author; %@ is their name")
        #expect(author.details[StringCatalogEntryDetails.self]?.extractionState == "migrated")
        // One bare variable: plural variations, whose forms compile back with the same value type.
        guard case .plural(let forms) = try migrated(dictionary["files/count"]).value else { Issue.record("not a plural"); return }
        #expect(forms.forms.map(\.value.displayText) == ["%d file", "%d files"] && forms.forms.allSatisfy { $0.state == .translated })
        // Two variables: substitutions, each with its argument and value type, forms as they are.
        guard case .variableFormat(let format) = try migrated(dictionary["files_in_folders"]).value else { Issue.record("no substitutions"); return }
        #expect(format.format == "%1$#@files@ in %2$#@folders@")
        #expect(format.variables.map(\.argumentNumber) == [1, 2] && format.variables.map(\.valueType) == ["d", "d"])
        #expect(format.variables[1].forms.forms.map(\.value.displayText) == ["one folder", "%2$d folders"])
        // Every entry compiles back to what Foundation read from the .lproj files (a plural's
        // variable named as compiling names it).
        for entry in dictionary.entries {
            guard case .stringsdict(let back) = StringCatalogCompiler.compiled(try migrated(entry)) else { Issue.record("\(entry.key)"); continue }
            var expected = entry.withoutLocation
            if entry.key == "files/count", case .variableFormat(var format) = expected.value {
                format.format = "%#@count@"
                format.variables[0].name = "count"
                expected.value = .variableFormat(format)
            }
            #expect(back.withoutLocation == expected, "\(entry.key)")
        }
    }

    @Test("Localizations compile alike when they differ only in how a substitution names its argument")
    func compileAlike() {
        func entry(_ format: String, _ form: String) -> Entry {
            let variable = PluralVariable(name: "n", valueType: "lld", argumentNumber: 1,
                                          forms: PluralForms([PluralForms.Form(category: .other, value: .text(StyledText(form)))]))
            return Entry(key: "k", value: .variableFormat(VariableFormat(format: format, variables: [variable])))
        }
        #expect(StringCatalogCompiler.compileAlike(entry("Max %1$#@n@", "%1$lld items"), entry("Max %#@n@", "%arg items")))
        #expect(!StringCatalogCompiler.compileAlike(entry("Max %1$#@n@", "%1$lld items"), entry("Max %#@n@", "%arg things")))
    }
}
