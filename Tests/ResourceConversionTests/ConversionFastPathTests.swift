import AndroidResources
import ConversionMetadata
import LocalizedStrings
@testable import ResourceConversion
import Testing
import TestSupport

/// The conversion decides early, for most entries, that they need no work; each such fast
/// path must give exactly what the slow path gives. These tests run both over made-up entries
/// at the edges and over every entry of the Android fixtures and corpus.
@Suite("Fast paths of the Android → Apple conversion")
struct ConversionFastPathTests {
    /// Every entry of the Android fixtures and, when it is present, of the Android corpus.
    static let androidEntries: [Entry] = {
        let folders = [Fixtures.url("Android").path, Fixtures.url("Sample").path] + RoundTripTests.androidCorpusFolders
        return folders.flatMap { AndroidResourceTree.read([$0]).tables.flatMap(\.entries) }
    }()

    /// Every text of those entries: strings, plural forms and array items.
    static let androidTexts: [StyledText] = androidEntries.flatMap { entry -> [StyledText] in
        switch entry.value {
        case .text(let text): [text]
        case .plural(let forms): forms.forms.compactMap { if case .text(let text) = $0.value { text } else { nil } }
        case .array(let items): items.compactMap { if case .text(let text) = $0 { text } else { nil } }
        default: []
        }
    }

    /// Texts at the edges of the byte scan: empty, short (stored inline), long, non-ASCII,
    /// with `%` first, last and past the first machine words.
    static let madeUpTexts: [String] = {
        let long = String(repeating: "abcdefgh", count: 9)
        return ["", "%", "a", "a%", "%a", "%%", "100% sure", "%1$s", "é%", "日本語", "😀%😀", "fifteen bytes%%", long,
                long + "%", "%" + long, long + "%" + long, String(repeating: "é", count: 40) + "%d", "no percent at all here, but long enough"]
    }()

    @Test("containsPercentSign says what utf8.contains(%) says")
    func percentSignScan() {
        for text in Self.madeUpTexts + Self.androidTexts.map(\.text) {
            #expect(text.containsPercentSign == text.utf8.contains(UInt8(ascii: "%")), "\(text)")
        }
    }

    @Test("A text the mapping gives back unchanged is what mapping it gives, formatted or not")
    func unchangedTexts() {
        let mapping = AndroidToAppleMapping(context: ConversionContext(options: ConversionOptions()), target: .lproj)
        let styled = StyledText("Bold", spans: [Span(name: "b", first: 0, last: 3)])
        let protected = StyledText("Keep %1$s", protectedRanges: [ProtectedRange(start: 5, end: 9)])
        var checked = 0
        for text in Self.madeUpTexts.map { StyledText($0) } + [styled, protected] + Self.androidTexts {
            for html in [false, true] where AndroidToAppleMapping.isUnchanged(text, html: html) {
                for formatted in [true, false] {
                    var notes: [String] = []
                    #expect(mapping.text(text, formatted: formatted, html: html) { message, _ in notes.append(message) } == text.text)
                    #expect(notes.isEmpty)
                }
                checked += 1
            }
        }
        #expect(checked > 0)
        #expect(!AndroidToAppleMapping.isUnchanged(styled, html: false) && !AndroidToAppleMapping.isUnchanged(protected, html: false))
        #expect(!AndroidToAppleMapping.isUnchanged(StyledText("plain"), html: true))
    }

    @Test("Holding an entry as an .lproj folder does, in place, gives what asLprojHolds gives")
    func lprojHolding() {
        let forms = PluralForms([PluralForms.Form(category: .one, value: .text("one"), state: .translated),
                                 PluralForms.Form(category: .other, value: .text("other"))])
        let madeUp = [
            Entry(key: "plain", value: .text("Hello")),
            Entry(key: "untranslatable", value: .text("Hello"), isTranslatable: false),
            Entry(key: "state", value: .text("Hello"), comment: "c", state: .translated),
            Entry(key: "plural", value: .plural(forms), comment: "c", state: .new),
            Entry(key: "format", value: .variableFormat(VariableFormat(format: "%#@n@", variables: [
                PluralVariable(name: "n", valueType: "lld", forms: forms),
            ])), comment: "kept out of a .stringsdict"),
            Entry(key: "device", value: .device(DeviceVariations([DeviceVariations.Form(device: "iphone", value: .text("Tap"), state: .new)]))),
        ]
        for entry in madeUp + Self.androidEntries {
            var held = entry
            held.holdAsLproj()
            #expect(held == entry.asLprojHolds, "\(entry.key)")
        }
    }

    @Test("An entry whose stripping takes only its location is the entry without its location, stripped")
    func strippingOnlyLocation() {
        let location = SourceLocation(path: "res/values/strings.xml", line: 3, column: 5)
        let record = "Note\nStringBridge: {\"styled\":true}"
        var withKey = Entry(key: "a", value: .text("x"), location: location)
        StringBridgeNamespace.add(StringBridgeNamespace.keyAttribute, value: "a.b", to: &withKey)
        let madeUp = [
            Entry(key: "plain", value: .text("x"), location: location),
            Entry(key: "commented", value: .text("x"), comment: "Ends with a brace}", location: location),
            Entry(key: "record", value: .text("x"), comment: record, location: location),
            Entry(key: "no location", value: .text("x"), comment: record),
            withKey,
        ]
        var kept = 0
        for entry in madeUp + Self.androidEntries where KeptMetadata.strippingTakesOnlyLocation(entry) {
            #expect(KeptMetadata.strippedAndroid(entry) == entry.withoutLocation, "\(entry.key)")
            kept += 1
        }
        #expect(kept > 0)
        #expect(!KeptMetadata.strippingTakesOnlyLocation(madeUp[2]) && !KeptMetadata.strippingTakesOnlyLocation(withKey))
    }

    @Test("An entry with details that converting back never gives is not given back")
    func detailsNeverComeBack() {
        let context = ConversionContext(options: ConversionOptions())
        let (mapping, reverse) = (AndroidToAppleMapping(context: context, target: .lproj), AppleToAndroidMapping(context: context))
        var fuzzy = Entry(key: "fuzzy", value: .text("Hello"))
        fuzzy.androidDetails.attributes = [Attribute(name: "fuzzy", value: "true")]
        var item = Entry(key: "item", value: .text("Hello"))
        item.androidDetails.element = .item
        var keyed = Entry(key: "keyed", value: .text("Hello"))
        StringBridgeNamespace.add(StringBridgeNamespace.keyAttribute, value: "keyed.name", to: &keyed)
        #expect(!AndroidToAppleConverter.neverComesBack(keyed))
        var checked = 0
        for entry in [fuzzy, item, keyed] + Self.androidEntries {
            let android = KeptMetadata.strippedAndroid(entry)
            guard AndroidToAppleConverter.neverComesBack(android) else { continue }
            var apple = mapping.appleEntries(for: [android], androidLocale: nil, appleLocale: LanguageTag("en")!, styled: false).entries
            for index in apple.indices { apple[index].holdAsLproj() }
            let back = reverse.androidEntries(for: apple, name: android.key, styled: false).entries.map(KeptMetadata.strippedAndroid)
            #expect(!back.contains(android), "\(entry.key)")
            checked += 1
        }
        #expect(checked >= 2)
    }

    @Test("A text whose specifiers the bytes say round-trip comes back from Apple as it is, for every integer length, and aapt2 accepts it")
    func specifierRoundTrip() {
        let madeUp = ["", "plain", "%s", "%d", "%1$s and %2$d", "100%% of %d", "%s%%", "%9$d%1$s", "%dogs", "%1$s$", "é %s 😀",
                      "%s %s", "%1$s %s", "%10$s", "%S", "%n", "%x", "%,d", "50% off", "%", "ends with %", "%<s", "%-5s", "%%%"]
        var exact = 0
        for text in madeUp + Self.androidTexts.map(\.text) where FormatSpecifierMapping.roundTripsExactly(text) {
            #expect(JavaFormatVerifier.isValid(text), "\(text)")
            for length in ConversionOptions.IntegerSpecifier.allCases {
                let mapping = FormatSpecifierMapping(integerSpecifier: length)
                let (apple, notes) = mapping.appleText(fromJava: text)
                let (back, backNotes) = mapping.javaText(fromApple: apple)
                #expect(back == text && notes.isEmpty && backNotes.isEmpty, "\(text) → \(apple) → \(back)")
            }
            exact += 1
        }
        #expect(exact > 10)
        for text in ["%s %s", "%1$s %s", "%10$s", "%S", "%n", "%x", "50% off", "%", "%<s", "%-5s", "%%%"] {
            #expect(!FormatSpecifierMapping.roundTripsExactly(text), "\(text)")
        }
    }

    @Test("A simple text's Apple text from its bytes is the parsed mapping's, for every integer length")
    func simpleAppleText() {
        let madeUp = ["%s", "%d", "%1$s and %2$d", "100%% of %d", "%s%%", "%9$d%1$s", "%dogs", "%1$s$", "é %s 😀", "%s %s",
                      "%1$s %s", "%%", "a%%b%%", "%10$s", "%S", "%n", "%x", "50% off", "%", "%<s", "%-5s", "%%%"]
        var simple = 0
        for text in madeUp + Self.androidTexts.map(\.text) {
            for length in ConversionOptions.IntegerSpecifier.allCases {
                let mapping = FormatSpecifierMapping(integerSpecifier: length)
                guard let fast = mapping.simpleAppleText(fromJava: text) else { continue }
                let (parsed, notes) = mapping.parsedAppleText(fromJava: text)
                #expect(fast == parsed && notes.isEmpty, "\(text): \(fast) ≠ \(parsed)")
                simple += 1
            }
        }
        #expect(simple > 30)
        for text in ["%10$s", "%S", "%n", "%x", "50% off", "%", "%<s", "%-5s", "%%%"] {
            #expect(FormatSpecifierMapping(integerSpecifier: .longLong).simpleAppleText(fromJava: text) == nil, "\(text)")
        }
    }
}
