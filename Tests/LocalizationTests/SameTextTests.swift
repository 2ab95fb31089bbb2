import Foundation
import Localization
import LocalizedStrings
import Testing
import TestSupport

/// `Fixtures/Runtime/Recipes`: one app as Android `res`, as the `.lproj` folders and the String
/// Catalog `convert` makes of it. For every key, language and device the three give the text
/// Android shows, which this suite derives from what aapt2 compiled (`expected.aapt2.json`,
/// written by `Scripts/regenerate-android-expectations.py`) and from Android's resolution rules,
/// each cited where it is used. (The device variants come from `source/Localizable.xcstrings`,
/// converted into `res`, where Android has the iPhone's and `sb:apple` keeps the others.)
@Suite("Recipes: the same text from Android res, .lproj folders and a String Catalog, in every language and on every device")
struct SameTextTests {
    /// The three forms of the app.
    enum Form: String, CaseIterable, CustomTestStringConvertible {
        case android = "Runtime/Recipes/res"
        case lproj = "Runtime/Recipes/Apple"
        case catalog = "Runtime/Recipes/Catalog/Localizable.xcstrings"

        var testDescription: String { rawValue }

        func localizer(_ language: String, device: String? = nil) throws -> Localizer {
            try Localizer(resourcesAt: Fixtures.url(rawValue).path, preferredLanguages: [LanguageTag(language)!],
                          configuration: Localizer.Configuration(device: device))
        }
    }

    // MARK: - What Android shows

    /// aapt2's compiled values: folder (`values-de`) → `type/name` → its `dump apc` rendering
    /// (`"text"`, a bare `@string/name` for a reference, `[@string/a, "b"]` for an array).
    static let aapt2: [String: [String: String]] = {
        let data = try? Data(contentsOf: Fixtures.url("Runtime/Recipes/expected.aapt2.json"))
        let files = (data.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: [String: Any]]) ?? [:]
        var folders: [String: [String: String]] = [:]
        for (path, result) in files {
            folders[path.split(separator: "/")[1].description] = result["entries"] as? [String: String] ?? [:]
        }
        return folders
    }()

    /// The folders Android takes a resource from for a user of each language, best first: for
    /// each resource on its own, the best-matching configuration among the folders that define
    /// it (`ResourcesImpl.getValue` → `AssetManager2::FindEntry`, ranked by
    /// `ResTable_config::isBetterThan`).
    ///
    /// - A folder matches when its language is the user's; its region need not be
    ///   (`ResTable_config::match`: "Don't consider country and variants when deciding
    ///   matches"), so `values-de-rAT` serves a `de` user too.
    /// - Among matches, the user's own region, then its CLDR parents (the region-less language),
    ///   then other regions (`localeDataCompareRegions` in `LocaleData.cpp`: an ancestor of the
    ///   request wins).
    /// - A folder of the language beats `values/`, which has none (`isLocaleBetterThan`: "We
    ///   consider the one that has the language specified a better match").
    /// - `und` is matched like any other language code: only by itself. (An Android device never
    ///   has it: `Locale.forLanguageTag("und")` is the root locale, whose configuration has no
    ///   language and matches only `values/`. The runtime's `--language und` reads `values-und`
    ///   as that language's folder, and no other language reaches it.)
    static let androidChains: [String: [String]] = [
        "en": ["values"],
        "de": ["values-de", "values-de-rAT", "values"],
        "de-AT": ["values-de-rAT", "values-de", "values"],
        "fr": ["values-fr", "values"],
        "pt-BR": ["values-pt-rBR", "values"],
        "ru": ["values"],
        "und": ["values-und", "values"],
    ]

    static let languages = ["en", "de", "de-AT", "fr", "pt-BR", "ru", "und"]

    /// The string resources of the app (not plurals, arrays or formats, which are checked
    /// with their arguments below).
    static let strings = ["app_name", "no_comments", "empty_comments", "share_title", "save", "sort_newest",
                          "sort_oldest", "only_english", "untranslated_note", "open_hint"]

    /// What a string resource shows a user of `language`: the value of the first folder of the
    /// chain that defines it, a reference resolved from the start of the same chain
    /// (`AssetManager2::ResolveReference` looks the target up with the same configuration).
    static func androidString(_ name: String, _ language: String) -> String? {
        let chain = androidChains[language] ?? []
        guard let rendered = chain.lazy.compactMap({ aapt2[$0]?["string/\(name)"] }).first else { return nil }
        return value(of: rendered, language)
    }

    /// An item as aapt2 renders it, resolved.
    static func value(of rendered: String, _ language: String) -> String? {
        if rendered.hasPrefix("@string/") { return androidString(String(rendered.dropFirst("@string/".count)), language) }
        guard rendered.hasPrefix("\""), rendered.hasSuffix("\""), rendered.count >= 2 else { return nil }
        return String(rendered.dropFirst().dropLast())
    }

    /// A string array's items, each reference resolved in the user's chain.
    static func androidArray(_ name: String, _ language: String) -> [String]? {
        let chain = androidChains[language] ?? []
        guard let rendered = chain.lazy.compactMap({ aapt2[$0]?["array/\(name)"] }).first,
              rendered.hasPrefix("["), rendered.hasSuffix("]") else { return nil }
        return rendered.dropFirst().dropLast().components(separatedBy: ", ").map { value(of: $0, language) ?? $0 }
    }

    @Test("The aapt2 expectations are there and cover every folder")
    func expectationsPresent() {
        #expect(Set(Self.aapt2.keys) == ["values", "values-de", "values-de-rAT", "values-fr", "values-pt-rBR", "values-und"])
    }

    /// A few of the derived values, written out, so that the derivation itself is checked.
    @Test("The derivation gives what Android shows: references per language, arrays of references, partial translations, und")
    func derivation() {
        #expect(Self.androidString("empty_comments", "de") == "Keine Kommentare")   // values/'s reference, resolved in values-de
        #expect(Self.androidString("empty_comments", "de-AT") == "Keine Kommentare") // …through values-de-rAT → values-de
        #expect(Self.androidString("empty_comments", "fr") == "Aucun commentaire")  // values-fr's own reference
        #expect(Self.androidString("empty_comments", "pt-BR") == "No comments")      // values-pt-rBR lacks no_comments
        #expect(Self.androidString("empty_comments", "und") == "ਕੋਈ ਟਿੱਪਣੀ ਨਹੀਂ")
        #expect(Self.androidString("empty_comments", "ru") == "No comments")         // und is no root: values/
        #expect(Self.androidString("untranslated_note", "de") == "Only in English")  // a reference to an untranslated string
        #expect(Self.androidString("save", "de-AT") == "Sichern")
        #expect(Self.androidString("share_title", "de-AT") == "Rezept teilen")
        #expect(Self.androidString("save", "ru") == "Save")
        #expect(Self.androidArray("sort_orders", "de-AT") == ["Neueste zuerst", "Älteste zuerst", "A–Z"])
        #expect(Self.androidArray("sort_orders", "fr") == ["Les plus récentes d'abord", "Oldest first", "A–Z"])
        #expect(Self.androidArray("sort_orders", "pt-BR") == ["Newest first", "Mais antigas primeiro", "A–Z"])
    }

    // MARK: - The three forms agree with Android

    @Test("Every string reads what Android shows, from every form", arguments: Form.allCases, languages)
    func strings(_ form: Form, _ language: String) throws {
        let localizer = try form.localizer(language)
        for key in Self.strings {
            let expected = try #require(Self.androidString(key, language), "\(key) in \(language)")
            #expect(localizer.string(key) == expected, "\(key) in \(language)")
        }
    }

    @Test("An array of references reads what Android shows, from every form", arguments: Form.allCases, languages)
    func arrays(_ form: Form, _ language: String) throws {
        #expect(try form.localizer(language).array("sort_orders") == Self.androidArray("sort_orders", language))
    }

    @Test("A format reads what Android shows with its argument, from every form", arguments: Form.allCases, languages)
    func formats(_ form: Form, _ language: String) throws {
        let expected = try #require(Self.androidString("welcome", language)).replacingOccurrences(of: "%1$s", with: "Ann")
        #expect(try form.localizer(language).string("welcome", "Ann") == expected)
    }

    /// The plural's forms for a count, by language: the category of the count under the
    /// language's CLDR rules (1 is `one` in English, German and French, 2 and 5 `other`; in
    /// Russian 2 is `few` and 5 `many`), and `other` where the supplying folder lacks that form
    /// (`ResourcesImpl.getQuantityText`). The runtime chooses with the rules of the language that
    /// supplied the plural (documented in docs/runtime.md), which gives the same forms for these
    /// counts; for `und`, whose CLDR rules have only `other`, Android would print "1 recipes".
    static let pluralTexts: [String: [String]] = [
        "en": ["1 recipe", "2 recipes", "5 recipes"],
        "de": ["1 Rezept", "2 Rezepte", "5 Rezepte"],
        "de-AT": ["1 Rezept", "2 Rezepte", "5 Rezepte"],
        "fr": ["1 recette", "2 recettes", "5 recettes"],
        "pt-BR": ["1 recipe", "2 recipes", "5 recipes"],
        "ru": ["1 recipe", "2 recipes", "5 recipes"],
    ]

    @Test("A plural reads the form Android shows, from every form", arguments: Form.allCases, languages.filter { $0 != "und" })
    func plurals(_ form: Form, _ language: String) throws {
        let localizer = try form.localizer(language)
        #expect([1, 2, 5].map { localizer.plural("recipes_count", count: $0) } == Self.pluralTexts[language])
    }

    // MARK: - Devices

    /// The catalog's variants of `open_hint` (`source/Localizable.xcstrings`, no `other`), by the
    /// folder that holds them on Android.
    static let openHint: [String: [String: String]] = [
        "values": ["iphone": "Tap to open", "ipad": "Tap or click to open", "mac": "Click to open",
                   "applevision": "Look and tap to open"],
        "values-de": ["iphone": "Tippen zum Öffnen", "ipad": "Tippen oder klicken zum Öffnen", "mac": "Klicken zum Öffnen",
                      "applevision": "Ansehen und tippen zum Öffnen"],
    ]

    /// The variant each device shows: its own, else `other` (Apple's device rule; the catalog
    /// has none), else that of a device whose apps it runs, else the first of iphone, ipod, ipad,
    /// … (StringBridge's documented order, `DeviceVariations.variant(for:)`).
    static let deviceVariant = ["iphone": "iphone", "ipod": "iphone", "ipad": "ipad", "mac": "mac",
                                "applevision": "applevision", "applewatch": "iphone", "appletv": "iphone"]

    @Test("A string with device variants reads each device's, from every form, in every language",
          arguments: Form.allCases, languages)
    func devices(_ form: Form, _ language: String) throws {
        let folder = try #require(Self.androidChains[language]?.first { Self.openHint[$0] != nil })
        for (device, variant) in Self.deviceVariant {
            let expected = Self.openHint[folder]?[variant]
            #expect(try form.localizer(language, device: device).string("open_hint") == expected, "\(device)")
        }
        // The default device is a phone, whose text Android has.
        #expect(try form.localizer(language).string("open_hint") == Self.androidString("open_hint", language))
    }

    // MARK: - Who answered

    @Test("The three forms name the same language as the one that answered", arguments: languages)
    func answeredBy(_ language: String) throws {
        for key in Self.strings + ["sort_orders", "welcome"] {
            let answers = try Form.allCases.map { try $0.localizer(language).explain(key).answeredBy?.locale }
            #expect(answers[1] == answers[0] && answers[2] == answers[0], "\(key) in \(language): \(answers)")
        }
    }
}
