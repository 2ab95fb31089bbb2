import LocalizedStrings

/// The configuration of an Android `values*` folder: the locale its name selects and the
/// qualifiers that are not about language.
///
/// Folder names follow aapt2's `ConfigDescription` rules: qualifiers in a fixed order,
/// `ll` or `ll-rRR` or `b+` BCP 47 locales, and the legacy codes `iw`, `in` and `ji`,
/// which map to `he`, `id` and `yi`.
///
///     let configuration = try ValuesConfiguration(folderName: "values-b+sr+Latn-night")
///     print(configuration.locale!)       // Prints "sr-Latn"
///     print(configuration.qualifiers)    // Prints "["night"]"
public struct ValuesConfiguration: Hashable, Sendable {
    /// The locale, or `nil` for the default folder (`values`, `values-night`, …).
    public var locale: LanguageTag?
    /// Non-locale qualifiers such as `night`, `v21` or `sw600dp`, in folder order and lower case.
    public var qualifiers: [String]
    /// Leading mobile-network qualifiers (`mcc310`, `mnc004`), which precede the locale.
    public var networkQualifiers: [String]

    /// Creates a configuration.
    public init(locale: LanguageTag? = nil, qualifiers: [String] = [], networkQualifiers: [String] = []) {
        self.locale = locale
        self.qualifiers = qualifiers
        self.networkQualifiers = networkQualifiers
    }

    /// Why a folder name is not a valid `values*` configuration.
    public struct InvalidFolderName: Error, Hashable, Sendable, CustomStringConvertible {
        /// The folder name.
        public var folderName: String
        /// What is wrong.
        public var reason: String

        public var description: String { "invalid configuration '\(folderName)': \(reason)" }
    }

    /// Parses a folder name such as `values`, `values-pt-rBR` or `values-b+es+419-v21`.
    ///
    /// - Throws: ``InvalidFolderName`` when aapt2 would reject the folder.
    public init(folderName: String) throws(InvalidFolderName) {
        func invalid(_ reason: String) -> InvalidFolderName {
            InvalidFolderName(folderName: folderName, reason: reason)
        }
        guard folderName == "values" || folderName.hasPrefix("values-") else {
            throw invalid("the folder name does not start with 'values'")
        }
        var parts = folderName.split(separator: "-", omittingEmptySubsequences: false).dropFirst().map(String.init)
        guard !parts.contains(where: \.isEmpty) else { throw invalid("it has an empty qualifier") }
        var network: [String] = []
        while let first = parts.first, first.lowercased().hasPrefix("mcc") || first.lowercased().hasPrefix("mnc"),
              first.count > 3, first.dropFirst(3).allSatisfy(\.isASCIIDigit) {
            network.append(first.lowercased())
            parts.removeFirst()
        }
        var locale: LanguageTag?
        if let first = parts.first {
            if first.lowercased().hasPrefix("b+") {
                locale = try ValuesConfiguration.parseBCP47Qualifier(first, in: folderName)
                parts.removeFirst()
            } else if (first.count == 2 || first.count == 3), first.allSatisfy(\.isASCIILetter),
                      first.lowercased() != "car" {
                var region: String?
                if parts.count > 1, parts[1].count == 3, parts[1].first == "r" || parts[1].first == "R",
                   parts[1].dropFirst().allSatisfy(\.isASCIILetter) {
                    region = String(parts[1].dropFirst())
                    parts.removeFirst()
                }
                locale = LanguageTag(language: LegacyLanguageCodes.modern(first.lowercased()), region: region)
                parts.removeFirst()
            }
        }
        let qualifiers = try NonLocaleQualifiers.validate(parts, in: folderName)
        self.init(locale: locale, qualifiers: qualifiers, networkQualifiers: network)
    }

    /// The canonical folder name for this configuration.
    ///
    /// A language with an optional two-letter region uses the classic form
    /// (`values-pt-rBR`); anything else (a script, a numeric region, variants) uses the
    /// `b+` form (`values-b+sr+Latn`). Hebrew, Indonesian and Yiddish use the legacy codes
    /// `iw`, `in` and `ji`, as Android Lint asks.
    public var folderName: String {
        var parts = ["values"] + networkQualifiers
        if let locale {
            let language = LegacyLanguageCodes.legacy(locale.language)
            let simpleRegion = locale.region.map { $0.count == 2 } ?? true
            if locale.script == nil, locale.variants.isEmpty, locale.extensions.isEmpty, simpleRegion,
               language.count <= 3 {
                parts.append(language)
                if let region = locale.region { parts.append("r" + region) }
            } else {
                var subtags = ["b", language]
                if let script = locale.script { subtags.append(script) }
                if let region = locale.region { subtags.append(region) }
                subtags += locale.variants
                parts.append(subtags.joined(separator: "+"))
            }
        }
        parts += qualifiers
        return parts.joined(separator: "-")
    }

    /// aapt2's `b+` rules (`LocaleValue::InitFromParts`): one to four `+`-separated subtags;
    /// the second is a region (2–3 characters), a script (4 letters) or a variant.
    private static func parseBCP47Qualifier(_ qualifier: String, in folderName: String) throws(InvalidFolderName) -> LanguageTag {
        let subtags = qualifier.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        func invalid() -> InvalidFolderName {
            InvalidFolderName(folderName: folderName,
                              reason: "'\(qualifier)' is not a locale aapt2 accepts (b+language[+Script][+REGION][+variant])")
        }
        guard (1...4).contains(subtags.count), let language = subtags.first,
              (2...3).contains(language.count), language.allSatisfy(\.isASCIILetter) else { throw invalid() }
        var script: String?
        var region: String?
        var variants: [String] = []
        // aapt2 takes any two or three letters or digits as a region, so the ISO 3166 alpha-3
        // codes Lint suggests (`b+nl+ABW`) are accepted too.
        func isRegion(_ text: String) -> Bool {
            (2...3).contains(text.count) && text.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
        }
        func isScript(_ text: String) -> Bool { text.count == 4 && text.allSatisfy(\.isASCIILetter) }
        func isVariant(_ text: String) -> Bool { LanguageTag.isVariant(text) }
        switch subtags.count {
        case 2:
            let second = subtags[1]
            if isRegion(second) { region = second } else if isScript(second) { script = second } else if isVariant(second) {
                variants = [second]
            } else { throw invalid() }
        case 3:
            if isScript(subtags[1]) { script = subtags[1] } else if isRegion(subtags[1]) { region = subtags[1] } else {
                throw invalid()
            }
            if subtags[2].count >= 4, isVariant(subtags[2]) { variants = [subtags[2]] } else if region == nil,
                                                                                          isRegion(subtags[2]) {
                region = subtags[2]
            } else { throw invalid() }
        case 4:
            guard isScript(subtags[1]), isRegion(subtags[2]), isVariant(subtags[3]) else { throw invalid() }
            script = subtags[1]
            region = subtags[2]
            variants = [subtags[3]]
        default:
            break
        }
        return LanguageTag(language: LegacyLanguageCodes.modern(language.lowercased()), script: script,
                           region: region, variants: variants)
    }
}

/// Java's legacy ISO 639 codes, which Android folder names still use.
enum LegacyLanguageCodes {
    private static let legacyToModern = ["iw": "he", "in": "id", "ji": "yi"]
    private static let modernToLegacy = ["he": "iw", "id": "in", "yi": "ji"]

    /// `iw` → `he`, `in` → `id`, `ji` → `yi`; other codes unchanged.
    static func modern(_ code: String) -> String { legacyToModern[code] ?? code }
    /// `he` → `iw`, `id` → `in`, `yi` → `ji`; other codes unchanged.
    static func legacy(_ code: String) -> String { modernToLegacy[code] ?? code }
}

/// The qualifiers that may follow the locale in a folder name, in the order Android
/// requires them (developer.android.com, "Providing resources", table 2).
enum NonLocaleQualifiers {
    private static let groups: [@Sendable (String) -> Bool] = [
        { ["ldrtl", "ldltr"].contains($0) },
        { matches($0, prefix: "sw", suffix: "dp") },
        { matches($0, prefix: "w", suffix: "dp") },
        { matches($0, prefix: "h", suffix: "dp") },
        { ["small", "normal", "large", "xlarge"].contains($0) },
        { ["long", "notlong"].contains($0) },
        { ["round", "notround"].contains($0) },
        { ["widecg", "nowidecg"].contains($0) },
        { ["highdr", "lowdr"].contains($0) },
        { ["port", "land", "square"].contains($0) },
        { ["car", "desk", "television", "appliance", "watch", "vrheadset"].contains($0) },
        { ["night", "notnight"].contains($0) },
        { ["ldpi", "mdpi", "tvdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi", "nodpi", "anydpi"].contains($0)
            || matches($0, prefix: "", suffix: "dpi") },
        { ["notouch", "finger", "stylus"].contains($0) },
        { ["keysexposed", "keyshidden", "keyssoft"].contains($0) },
        { ["nokeys", "qwerty", "12key"].contains($0) },
        { ["navexposed", "navhidden"].contains($0) },
        { ["nonav", "dpad", "trackball", "wheel"].contains($0) },
        { isScreenDimension($0) },
        { matches($0, prefix: "v", suffix: "") },
    ]

    /// Checks that each qualifier is known and that they come in Android's order.
    static func validate(_ qualifiers: [String], in folderName: String) throws(ValuesConfiguration.InvalidFolderName) -> [String] {
        var nextGroup = 0
        var result: [String] = []
        for qualifier in qualifiers {
            let lowered = qualifier.lowercased()
            guard let group = groups.indices.first(where: { $0 >= nextGroup && groups[$0](lowered) }) else {
                let known = groups.contains { $0(lowered) }
                throw ValuesConfiguration.InvalidFolderName(
                    folderName: folderName,
                    reason: known ? "qualifier '\(qualifier)' is out of order" : "'\(qualifier)' is not a known qualifier")
            }
            nextGroup = group + 1
            result.append(lowered)
        }
        return result
    }

    private static func matches(_ text: String, prefix: String, suffix: String) -> Bool {
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count + suffix.count else { return false }
        return text.dropFirst(prefix.count).dropLast(suffix.count).allSatisfy(\.isASCIIDigit)
    }

    private static func isScreenDimension(_ text: String) -> Bool {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
