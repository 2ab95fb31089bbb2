import OrderedJSON
import LocalizedStrings

/// What `stringbridge convert` records in an Apple comment's last line,
/// `StringBridge: {"android":[{"key":…,"translatable":false}],…}`, read only for what lint
/// needs: whether the Android original was untranslatable.
enum ConverterRecord {
    static let prefix = "StringBridge: "

    /// Whether the comment's record says every Android resource behind the entry was
    /// `translatable="false"`.
    static func marksUntranslatable(_ comment: String?) -> Bool {
        guard let comment, comment.containsBytes(prefix), comment.containsBytes("\"translatable\""),
              let line = comment.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }),
              let record = try? JSONValue(parsing: String(line.dropFirst(prefix.count))),
              case .array(let resources)? = record["android"], !resources.isEmpty else { return false }
        return resources.allSatisfy { $0["translatable"] == .bool(false) }
    }
}
