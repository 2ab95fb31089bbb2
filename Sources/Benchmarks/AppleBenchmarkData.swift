/// Generated inputs for the Apple benchmarks, so they run without the corpus.
enum AppleBenchmarkData {
    /// A `.strings` file like an app's: a comment above every entry, dotted keys, values
    /// with format specifiers, escapes and non-ASCII text; about 65 bytes per entry.
    static func stringsFile(entries: Int) -> [UInt8] {
        var text = ""
        text.reserveCapacity(entries * 70)
        for index in 0..<entries {
            text += "/* Label \(index) */\n"
            text += "\"screen.section\(index % 50).label_\(index)\" = \"Wert %1$@ für \\\"\(index)\\\"\\n– fertig\";\n\n"
        }
        return Array(text.utf8)
    }
}
