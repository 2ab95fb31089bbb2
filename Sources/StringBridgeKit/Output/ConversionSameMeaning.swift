import AndroidResources
import AppleResources
import ConversionMetadata
import LocalizedStrings
import OrderedJSON

/// When a converted entry means what the entry a file already holds means, so that a file's
/// bytes stay as the user (or an earlier conversion) wrote them: equal but for where they were
/// read, also when an Android entry's `sb:apple` record lists the Apple plural forms in another
/// order (a catalog keeps its forms sorted, a `.stringsdict` in CLDR order; both mean the same),
/// when a `.stringsdict` entry lists its forms or variables in another order, and when the one
/// variable of a plural of a whole string (`%#@files@`) has another name (which Foundation never
/// shows, and a String Catalog does not keep).
enum ConversionSameMeaning {
    /// The test the format updaters are given.
    static let test: SameMeaning = { existing, converted in
        existing.hasSameMeaning(as: converted) || comparable(existing) == comparable(converted)
            || isSameTranslation(existing, converted)
    }

    /// Whether a translation read from XLIFF (``XLIFFTranslation``) has the value an existing
    /// entry has: the file's comment and details (a conversion's record, which XLIFF does not
    /// carry) then stay.
    private static func isSameTranslation(_ existing: Entry, _ converted: Entry) -> Bool {
        guard converted.details[XLIFFTranslation.self] != nil, existing.key == converted.key else { return false }
        var existingValue = Entry(key: existing.key, value: existing.value)
        var convertedValue = Entry(key: converted.key, value: converted.value)
        existingValue.value = comparable(existingValue).value
        convertedValue.value = comparable(convertedValue).value
        return existingValue == convertedValue
    }

    /// An entry as compared: without its location, with the Apple entries of an `sb:apple`
    /// record in one order of plural forms, and a `.stringsdict` value in one order and naming.
    private static func comparable(_ entry: Entry) -> Entry {
        var entry = entry.withoutLocation
        if case .variableFormat(var format) = Fingerprint.canonicalOrder(entry.value) {
            if format.variables.count == 1, format.format == "%#@\(format.variables[0].name)@" {
                format.variables[0].name = StringCatalogCompiler.pluralVariableName
                format.format = "%#@\(StringCatalogCompiler.pluralVariableName)@"
            }
            entry.value = .variableFormat(format)
        }
        guard var android = entry.details[AndroidEntryDetails.self],
              android.attributes.contains(where: { $0.name == StringBridgeNamespace.appleAttribute }) else { return entry }
        android.attributes = android.attributes.map { attribute in
            guard attribute.name == StringBridgeNamespace.appleAttribute, let json = try? JSONValue(parsing: attribute.value),
                  var record = ConversionRecord(json: json, sourceKey: "apple") else { return attribute }
            record.sourceEntries = record.sourceEntries?.map { kept in
                var kept = kept
                kept.value = Fingerprint.canonicalOrder(kept.value)
                return kept
            }
            return Attribute(name: attribute.name, value: record.json(sourceKey: "apple").compactText)
        }
        entry.androidDetails = android
        return entry
    }
}
