import ConversionMetadata
import LocalizedStrings

/// What `stringbridge convert` records in an Apple comment's last line,
/// `StringBridge: {"android":[{"key":…,"translatable":false}],…}`, read with the converter's
/// own codec (``MetadataComment``, ``ConversionRecord``) for what lint needs: whether the
/// Android original was untranslatable.
enum ConverterRecord {
    /// Whether the comment's record says every Android resource behind the entry was
    /// `translatable="false"`.
    static func marksUntranslatable(_ comment: String?) -> Bool {
        // Only such a record holds "translatable": most comments are passed over unparsed.
        guard let comment, comment.containsBytes("\"translatable\""),
              let json = MetadataComment.split(comment).metadata,
              let resources = ConversionRecord(json: json, sourceKey: "android")?.sourceEntries,
              !resources.isEmpty else { return false }
        return resources.allSatisfy { !$0.isTranslatable }
    }
}
