import ConversionMetadata
import LocalizedStrings

extension TableCompiler {
    /// The device variants an Android entry converted from a String Catalog keeps in its
    /// `sb:apple` record, when the entry was not edited since: Android shows the iPhone's
    /// variant, and a lookup for another device (``Localizer/Configuration/device``) shows that
    /// device's, as the catalog the entry came from would.
    ///
    /// - Returns: The variations, or `nil` when the entry keeps none or was edited.
    static func keptDeviceVariations(of entry: Entry) -> DeviceVariations? {
        guard let json = KeptMetadata.appleRecord(of: entry),
              let record = ConversionRecord(json: json, sourceKey: "apple"),
              let appleEntries = record.sourceEntries,
              record.check == Fingerprint.of([KeptMetadata.strippedAndroid(entry)]) else { return nil }
        for appleEntry in appleEntries {
            if case .device(let variations) = appleEntry.value { return variations }
        }
        return nil
    }
}
