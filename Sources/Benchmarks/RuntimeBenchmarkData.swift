import Foundation

/// A generated app's resources for the runtime benchmarks: one `.lproj` folder with a
/// `Localizable.strings` table of a given size (plus a label with two arguments) and a
/// `Plurals.stringsdict` plural, written to a temporary folder that Foundation's `Bundle` and
/// the `Localizer` both read. The plural has a table of its own so that Foundation's
/// `Localizable` table is the `.strings` file alone.
struct RuntimeBenchmarkData {
    /// The folder holding `en.lproj`.
    let root: String
    /// The `.lproj` folder, which Foundation opens as a bundle.
    let lproj: String
    /// The `.strings` file.
    let stringsFile: String
    /// Every key of the `.strings` table, in file order.
    let keys: [String]
    /// The key of `%1$@ has %2$lld items`.
    static let labelKey = "label.items"
    /// The label's format.
    static let labelFormat = "%1$@ has %2$lld items"
    /// The key of the `.stringsdict` plural (`%#@count@`, one and other).
    static let pluralKey = "items.count"
    /// The plural's table.
    static let pluralTable = "Plurals"

    /// Writes the files.
    ///
    /// - Parameter entries: The number of entries in the `.strings` table.
    init(entries: Int) throws {
        root = NSTemporaryDirectory() + "stringbridge-bench-" + UUID().uuidString
        lproj = root + "/en.lproj"
        stringsFile = lproj + "/Localizable.strings"
        try FileManager.default.createDirectory(atPath: lproj, withIntermediateDirectories: true)
        var keys: [String] = []
        var text = ""
        text.reserveCapacity(entries * 80)
        for index in 0..<entries - 1 {
            let key = "screen.section\(index % 50).label_\(index)"
            keys.append(key)
            text += "/* Label \(index) */\n\"\(key)\" = \"Value number \(index) for the label – done\";\n\n"
        }
        keys.append(Self.labelKey)
        text += "\"\(Self.labelKey)\" = \"\(Self.labelFormat)\";\n"
        self.keys = keys
        try Data(text.utf8).write(to: URL(fileURLWithPath: stringsFile))
        let plural = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>\(Self.pluralKey)</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@count@</string>
            \t\t<key>count</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>lld</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%lld item</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%lld items</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>

            """
        try Data(plural.utf8).write(to: URL(fileURLWithPath: lproj + "/\(Self.pluralTable).stringsdict"))
    }

    /// Removes the files.
    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
