import AccessorGeneration
import AppleResources
import LocalizedStrings
import Testing

/// What each kind of development-language value becomes: the kind of accessor, and each
/// parameter's type and name, as the placeholders and variables say (each expectation names
/// the rule it follows).
@Suite("StringResourceReader")
struct StringResourceReaderTests {
    static func resources(_ entries: [Entry], format: ResourceFormat = .strings) -> [StringResource] {
        StringResourceReader().resources(of: [StringTable(path: "en.lproj/Localizable.strings", format: format,
                                                          locale: LanguageTag("en"), entries: entries)])
    }

    static func text(_ key: String, _ text: String, comment: String? = nil) -> Entry {
        Entry(key: key, value: .text(StyledText(text)), comment: comment)
    }

    static func types(_ resource: StringResource?) -> [ParameterType] {
        resource?.parameters.map(\.type) ?? []
    }

    @Test("A placeholder's conversion gives its parameter's type", arguments: [
        ("%@", [ParameterType.string]),                  // an object, printed through its description
        ("%s", [.string]),                              // a C string
        ("%d", [.int]), ("%lld", [.int]), ("%i", [.int]), ("%lu", [.int]), ("%x", [.int]), ("%o", [.int]),
        ("%f", [.double]), ("%.2f", [.double]), ("%e", [.double]), ("%g", [.double]), ("%a", [.double]),
        ("%C", [.character]), ("%c", [.character]),
        ("%p", [.any]),                                 // a pointer has no Swift value to pass
        ("%1$@ and %2$lld", [.string, .int]),
        ("%2$lld then %1$@", [.string, .int]),           // by argument number, not by position in the text
        ("%2$@ only", [.any, .string]),                 // argument 1 is passed but never printed
        ("%@ and %@", [.string, .string]),               // unnumbered: in order
        ("100%% sure", []),                              // %% prints a percent sign
    ])
    func placeholderTypes(_ format: String, _ expected: [ParameterType]) {
        let resource = Self.resources([Self.text("key", format)]).first
        #expect(Self.types(resource) == expected, "\(format)")
        #expect(resource?.kind == .string)
    }

    @Test("A string without placeholders has no parameters; its text and comment document it")
    func plainString() throws {
        let resource = try #require(Self.resources([Self.text("title", "Albums", comment: "The first screen's title")]).first)
        #expect(resource == StringResource(key: "title", kind: .string, text: ["\"Albums\""], comment: "The first screen's title"))
    }

    @Test("Catalog plural variations are a plural whose count, argument 1, is named count")
    func pluralVariations() throws {
        let plural = PluralForms([.init(category: .other, value: .text("%lld photos")), .init(category: .one, value: .text("%lld photo"))])
        let resource = try #require(Self.resources([Entry(key: "photos", value: .plural(plural))], format: .xcstrings).first)
        #expect(resource.kind == .plural)
        #expect(resource.parameters == [StringResource.Parameter(type: .int, name: "count")])
        // In CLDR's order, whatever the file's.
        #expect(resource.text == ["one: \"%lld photo\"", "other: \"%lld photos\""])
    }

    @Test("A format that is one plural variable is a plural named after the variable, typed by its forms")
    func wholeVariable() throws {
        let variable = PluralVariable(name: "days", valueType: "lld", forms: PluralForms([
            .init(category: .one, value: .text("%lld day left")), .init(category: .other, value: .text("%lld days left"))]))
        let entry = Entry(key: "days_left", value: .variableFormat(VariableFormat(format: "%#@days@", variables: [variable])))
        let resource = try #require(Self.resources([entry], format: .stringsdict).first)
        #expect(resource.kind == .plural)
        #expect(resource.parameters == [StringResource.Parameter(type: .int, name: "days")])
    }

    @Test("A floating-point count keeps the fraction digits its placeholder shows, which choose the form")
    func floatingPointCount() throws {
        // Converted from Android, the variable declares lld but the forms print %.1f: the forms win.
        let variable = PluralVariable(name: "count", valueType: "lld", forms: PluralForms([
            .init(category: .one, value: .text("%.1f kilometre")), .init(category: .other, value: .text("%.1f kilometres"))]))
        let entry = Entry(key: "km", value: .variableFormat(VariableFormat(format: "%#@count@", variables: [variable])))
        let resource = try #require(Self.resources([entry], format: .stringsdict).first)
        #expect(resource.parameters == [StringResource.Parameter(type: .double, name: "count", fractionDigits: 1)])
    }

    @Test("Several plural variables in one format: each variable names and types its own argument")
    func severalVariables() throws {
        let files = PluralVariable(name: "files", valueType: "lld", forms: PluralForms([
            .init(category: .one, value: .text("%lld file")), .init(category: .other, value: .text("%lld files"))]))
        let folders = PluralVariable(name: "folders", valueType: "lld", forms: PluralForms([
            .init(category: .one, value: .text("one folder")), .init(category: .other, value: .text("%lld folders"))]))
        let entry = Entry(key: "files_in_folders",
                          value: .variableFormat(VariableFormat(format: "%1$#@files@ in %2$#@folders@ of %3$@", variables: [files, folders])))
        let resource = try #require(Self.resources([entry], format: .stringsdict).first)
        #expect(resource.kind == .string)
        #expect(resource.parameters == [StringResource.Parameter(type: .int, name: "files"), StringResource.Parameter(type: .int, name: "folders"),
                                        StringResource.Parameter(type: .string)])
    }

    @Test("A variable nested in another's form reads the argument its position says")
    func nestedVariable() throws {
        let accounts = PluralVariable(name: "accounts", valueType: "lld", forms: PluralForms([
            .init(category: .one, value: .text("one account")), .init(category: .other, value: .text("%2$lld accounts"))]))
        let passwords = PluralVariable(name: "passwords", valueType: "lld", forms: PluralForms([
            .init(category: .one, value: .text("One password in %2$#@accounts@")),
            .init(category: .other, value: .text("%1$lld passwords in %2$#@accounts@"))]))
        let entry = Entry(key: "nested", value: .variableFormat(VariableFormat(format: "%1$#@passwords@", variables: [passwords, accounts])))
        let resource = try #require(Self.resources([entry], format: .stringsdict).first)
        #expect(resource.kind == .plural)
        #expect(resource.parameters.map(\.name) == ["passwords", "accounts"])
        #expect(Self.types(resource) == [.int, .int])
    }

    @Test("An unnumbered placeholder in a form reads the variable's own argument, wherever the variable sits")
    func formReadsTheVariablesArgument() throws {
        // As the runtime formats it: `%@` is argument 1, the variable argument 2, and the form's
        // first unnumbered specifier the variable's argument (StringFormatter+Variables).
        let variable = PluralVariable(name: "size", valueType: "f", forms: PluralForms([
            .init(category: .one, value: .text("%.1f megabyte")), .init(category: .other, value: .text("%.1f megabytes"))]))
        let entry = Entry(key: "download", value: .variableFormat(VariableFormat(format: "%@: %#@size@", variables: [variable])))
        let resource = try #require(Self.resources([entry], format: .stringsdict).first)
        #expect(resource.parameters == [StringResource.Parameter(type: .string), StringResource.Parameter(type: .double, name: "size")])
    }

    @Test("A catalog substitution's argNum and %arg: the argument it names, typed by its formatSpecifier")
    func catalogSubstitution() throws {
        let variable = PluralVariable(name: "megabytes", valueType: "f", argumentNumber: 2, forms: PluralForms([
            .init(category: .one, value: .text("%arg megabyte")), .init(category: .other, value: .text("%arg megabytes"))]))
        let entry = Entry(key: "progress", value: .variableFormat(VariableFormat(format: "%1$@: %#@megabytes@", variables: [variable])))
        let resource = try #require(Self.resources([entry], format: .xcstrings).first)
        #expect(resource.parameters == [StringResource.Parameter(type: .string), StringResource.Parameter(type: .double, name: "megabytes")])
        #expect(resource.text[1] == "megabytes: one \"%f megabyte\", other \"%f megabytes\"")
    }

    @Test("Keys name[0], name[1], … are the array name, in index order; a plain key of that name wins")
    func arrays() throws {
        let resources = Self.resources([Self.text("planets[1]", "Venus"), Self.text("planets[0]", "Mercury", comment: "Planets"),
                                        Self.text("empty[]", ""), Self.text("moons[0]", "Io"), Self.text("moons", "Moons")])
        #expect(resources.map(\.key) == ["empty", "moons", "planets"])
        #expect(resources[2] == StringResource(key: "planets", kind: .array, text: ["\"Mercury\"", "\"Venus\""], comment: "Planets"))
        #expect(resources[0].kind == .array && resources[0].text.isEmpty)
        #expect(resources[1].kind == .string)
    }

    @Test("A product variant is no key of its own; device variations give the phone's variant")
    func variants() throws {
        let devices = DeviceVariations([.init(device: "mac", value: .text("Click %@ to open")),
                                        .init(device: "iphone", value: .text("Tap to open"))])
        let resources = Self.resources([Self.text("title", "Title"), Self.text("title[product=tablet]", "Tablet title"),
                                        Entry(key: "hint", value: .device(devices))], format: .xcstrings)
        #expect(resources.map(\.key) == ["hint", "title"])
        #expect(resources[0].parameters.isEmpty && resources[0].text == ["\"Tap to open\""])
    }

    @Test("A later table's entry wins, as a .stringsdict entry does over a .strings entry")
    func overrideOrder() {
        let plural = PluralForms([.init(category: .other, value: .text("%lld tabs"))])
        let resources = StringResourceReader().resources(of: [
            StringTable(path: "en.lproj/Localizable.strings", format: .strings, locale: LanguageTag("en"), entries: [Self.text("tabs", "tabs")]),
            StringTable(path: "en.lproj/Localizable.stringsdict", format: .stringsdict, locale: LanguageTag("en"),
                        entries: [Entry(key: "tabs", value: .plural(plural))]),
        ])
        #expect(resources.map(\.kind) == [.plural])
    }

    @Test("The StringBridge line of a comment is not the translator's; a record supplies what a .stringsdict cannot hold")
    func commentsAndRecords() throws {
        let styled = Self.text("terms", "Tap <b>here</b>", comment: "Legal line\nStringBridge: {\"styled\":true}")
        // The record an Android plural with a comment and an <xliff:g id> leaves in a .stringsdict entry.
        let record = #"{"android":[{"key":"files","value":{"plural":[{"category":"other","value":{"text":"%1$d files in %2$s","protected":[[14,18,[["id","folder"]]]]}}]},"comment":"A plural"}],"check":"x"}"#
        let variable = PluralVariable(name: "count", valueType: "lld", forms: PluralForms([.init(category: .other, value: .text("%1$lld files in %2$@"))]))
        let details = StringsDictEntryDetails(otherKeys: [PropertyListMember(key: "StringBridge", node: PropertyListNode(value: .string(record)))])
        let plural = Entry(key: "files", value: .variableFormat(VariableFormat(format: "%#@count@", variables: [variable])),
                           details: FormatDetails(details))
        let resources = Self.resources([styled, plural], format: .stringsdict)
        #expect(resources.map(\.comment) == ["A plural", "Legal line"])
        #expect(resources[0].parameters == [StringResource.Parameter(type: .int, name: "count"), StringResource.Parameter(type: .string, name: "folder")])
    }
}
