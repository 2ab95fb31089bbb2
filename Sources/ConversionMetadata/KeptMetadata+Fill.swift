import AppleResources
import LocalizedStrings
import SystemSupport

extension KeptMetadata {
    /// The language whose text an Apple entry holds when a conversion filled a gap of its
    /// locale with it (`StringBridge: {"filled":{"from":"en",…}}` in an `.lproj` entry's record;
    /// the key's `filled` list in a String Catalog, see ``ConversionRecord/Fill``), else `nil`.
    /// Such an entry is no translation: the runtime answers with the language it came from,
    /// and lint counts the key as missing.
    ///
    /// Only records that mention a fill are parsed, so that other entries cost one scan.
    ///
    /// - Parameters:
    ///   - entry: An entry as an Apple reader read it.
    ///   - locale: Its table's locale.
    ///   - isCatalog: Whether it comes from a String Catalog.
    public static func fillOrigin(of entry: Entry, locale: LanguageTag?, isCatalog: Bool) -> LanguageTag? {
        let marker = "\"\(ConversionRecord.fillField)\""
        let mentionsFill = if let comment = entry.comment, comment.utf8.last == UInt8(ascii: "}") {
            comment.containsUTF8(marker)
        } else if let kept = entry.details[StringsDictEntryDetails.self]?[StringBridgeNamespace.stringsDictKey]?.string {
            kept.containsUTF8(marker)
        } else {
            false
        }
        guard mentionsFill, let json = record(of: [entry]) else { return nil }
        if isCatalog {
            return locale.flatMap { ConversionRecord.Fill.inCatalogRecord(json, locale: $0.identifier) }.flatMap { LanguageTag($0.from) }
        }
        return json[ConversionRecord.fillField]?["from"]?.string.flatMap { LanguageTag($0) }
    }
}
