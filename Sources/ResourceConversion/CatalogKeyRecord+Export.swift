import ConversionMetadata
import LocalizedStrings
import OrderedJSON

extension CatalogKeyRecord {
    /// A String Catalog key's comment as the XLIFF export of one language carries it in a
    /// unit's note, which translators see: its record keeps that language's own record (under
    /// `locales`) and the key's own fields, but not every other language's Android original
    /// nor the key's fills (a filled gap is not exported). Importing the file needs no more:
    /// it brings that language's translations only.
    static func comment(_ comment: String?, exportedFor language: LanguageTag) -> String? {
        guard MetadataComment.metadataText(of: comment) != nil else { return comment }
        let (human, metadata) = MetadataComment.split(comment)
        guard case .object(let members)? = metadata else { return comment }
        var kept: [JSONMember] = []
        for member in members {
            switch (member.key, member.value) {
            case ("locales", .object(let locales)):
                let own = locales.filter { $0.key == language.identifier }
                if !own.isEmpty { kept.append(JSONMember(key: member.key, value: .object(own))) }
            case (ConversionRecord.fillField, .array):
                continue
            default:
                kept.append(member)
            }
        }
        return MetadataComment.comment(human: human, metadata: kept.isEmpty ? nil : .object(kept))
    }
}
