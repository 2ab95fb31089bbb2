import AppSupport
import AppleResources
import CLDR
import Localization
import LocalizedStrings
import ResourceConversion
import StringBridgeKit

/// A type whose values a command line gives as text, as in swift-argument-parser: each option
/// and argument declares its type, the parser checks every value with it, and a command reads
/// typed values back.
protocol ExpressibleByArgument: Sendable {
    /// The value of the text, or `nil` when the text is none.
    init?(argument: String)
    /// The text that gives this value (a default, in help).
    var argumentText: String { get }
    /// Every value's text, for help and errors; empty when the values are open-ended.
    static var allValueStrings: [String] { get }
    /// What a value looks like, for errors of open-ended types (`a language tag such as pt-BR`).
    static var valueDescription: String { get }
}

extension ExpressibleByArgument {
    static var allValueStrings: [String] { [] }
    static var valueDescription: String { "one of: " + allValueStrings.joined(separator: ", ") }
}

extension ExpressibleByArgument where Self: RawRepresentable, Self: CaseIterable, RawValue == String {
    init?(argument: String) { self.init(rawValue: argument) }
    var argumentText: String { rawValue }
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension String: ExpressibleByArgument {
    init?(argument: String) { self = argument }
    var argumentText: String { self }
    static var valueDescription: String { "any text" }
}

/// A language, in BCP 47 or POSIX spelling (`pt-BR`, `pt_BR`, `zh_Hant_TW`): every option that
/// names a language reads it the same way.
extension LanguageTag: ExpressibleByArgument {
    init?(argument: String) {
        guard let tag = LanguageTag(argument) ?? LanguageTag.parse(localizationName: argument)?.tag else { return nil }
        self = tag
    }
    var argumentText: String { identifier }
    static var valueDescription: String { "a language tag such as pt-BR or zh-Hant-TW" }
}

/// A number as written (`1`, `1.0`, `-2.50`, `1.2c3`): written digits count for plural rules.
extension PluralCount: ExpressibleByArgument {
    init?(argument: String) {
        guard let count = PluralCount(argument) else { return nil }
        self = count
    }
    var argumentText: String { description }
    static var valueDescription: String { "a number such as 5, 1.0 or 1.2c3" }
}

extension ConversionRequest.Target: ExpressibleByArgument {}
extension AppResources.Form: ExpressibleByArgument {}
extension ConversionOptions.IntegerSpecifier: ExpressibleByArgument {}
extension PluralRuleType: ExpressibleByArgument {}

/// `--strings-encoding`: the encodings a user chooses between for new `.strings` files.
enum StringsEncodingOption: String, CaseIterable, ExpressibleByArgument {
    case utf8
    case utf16

    /// The encoding written.
    var encoding: StringsFileEncoding { self == .utf16 ? .utf16LittleEndian : .utf8 }
}

/// `--report`: how a command reports on standard output.
enum ReportFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
}

/// `--table`: an Apple table's name, which becomes a file name (`Localizable.strings`).
struct TableName: ExpressibleByArgument {
    /// The name.
    var name: String

    init?(argument: String) {
        guard SafeFileName.problem(argument) == nil else { return nil }
        name = argument
    }

    var argumentText: String { name }
    static var valueDescription: String { "a file name without '/', such as Localizable" }
}

/// `--device`: an Apple device whose String Catalog device variants a lookup shows.
struct DeviceName: ExpressibleByArgument {
    /// The catalog's device key, such as `ipad`.
    var key: String

    init?(argument: String) {
        guard DeviceVariations.devices.contains(argument) else { return nil }
        key = argument
    }

    var argumentText: String { key }
    static var allValueStrings: [String] { DeviceVariations.devices }
}
