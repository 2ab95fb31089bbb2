/// A count with its English noun, as messages print it: `1 file`, `2 files`, `1 key`.
///
///     CountPhrase.of(1, "file")                      // "1 file"
///     CountPhrase.of(3, "entry", plural: "entries")  // "3 entries"
public enum CountPhrase {
    /// The count and the noun, plural (`plural`, or the noun with `s`) unless the count is 1.
    public static func of(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
