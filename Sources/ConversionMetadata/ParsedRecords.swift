import LocalizedStrings
import OrderedJSON
import SystemSupport

/// The records of one conversion, each text parsed once.
///
/// Converting back reads the record of every group. The records of a filled key are the same
/// text in every locale (`{"filled":{"from":"en","check":"…"}}`), so a text is parsed the first
/// time it is met and looked up after that. Only short texts are kept: a record that keeps a
/// translation's own entries is long and unique, and keeping it would only hold memory.
/// Safe to use from several threads.
public final class ParsedRecords: Sendable {
    private let parsed = Locked<[String: JSONValue?]>([:])
    /// Longer than any fill or styled record (`{"filled":{"from":"zh-Hant-TW","check":"…"}}`).
    private static let keptLength = 160

    /// Creates an empty memory of records.
    public init() {}

    /// The record's JSON, or `nil` when the text is not JSON.
    public func json(_ text: String) -> JSONValue? {
        guard text.utf8.count <= Self.keptLength else { return try? JSONValue(parsing: text) }
        if let known = parsed.withLock({ $0[text] }) { return known }
        let json = try? JSONValue(parsing: text)
        parsed.withLock { $0[text] = json }
        return json
    }
}
