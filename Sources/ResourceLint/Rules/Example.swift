/// A small project of resource files that shows what a rule finds, with `↓` marking each
/// place where a finding must land (the marker stands just before the offending text).
///
/// Examples are documentation and tests at once: `ResourceLintTests` writes each one to a
/// temporary folder, lints it with only its rule enabled and compares the findings with the
/// markers. `file` and `line` point failures at the example.
///
///     Example.android([
///         "values": #"<string name="greeting">Hello, %1$s</string>"#,
///         "values-fr": #"<string name="greeting">Bonjour ↓%1$d</string>"#,
///     ])
public struct Example: Sendable {
    /// The marker that stands before the text a finding must point at.
    public static let marker: Character = "↓"

    /// One file of the example: a path relative to the project folder and its text.
    public struct File: Sendable, Hashable {
        /// The path inside the project, such as `res/values/strings.xml`.
        public var path: String
        /// The text, with markers.
        public var content: String

        /// Creates a file.
        public init(_ path: String, _ content: String) {
            self.path = path
            self.content = content
        }
    }

    /// The files, in order.
    public var files: [File]
    /// Whether the example compares platforms: `android/` is linted as `--android` and
    /// `apple/` as `--apple`.
    public var isParity: Bool
    /// The `lint` section of a configuration file, as JSON, when the example needs one.
    public var configuration: String?
    /// The source file of the example, for test failures.
    public var file: StaticString
    /// The line of the example, for test failures.
    public var line: UInt

    /// Creates an example from files.
    public init(files: [File], isParity: Bool = false, configuration: String? = nil,
                file: StaticString = #filePath, line: UInt = #line) {
        self.files = files
        self.isParity = isParity
        self.configuration = configuration
        self.file = file
        self.line = line
    }

    // MARK: - Building examples

    /// Android resources: each folder name (`values`, `values-fr`) maps to the elements of
    /// its `strings.xml`, which is wrapped in `<resources>` declaring `tools` and `xliff`.
    ///
    /// - Parameter root: The folder holding `res`, such as `android` for a parity example.
    public static func android(_ folders: KeyValuePairs<String, String>, root: String = "",
                               configuration: String? = nil,
                               file: StaticString = #filePath, line: UInt = #line) -> Example {
        Example(files: androidFiles(folders, root: root), configuration: configuration, file: file, line: line)
    }

    /// Compose Multiplatform resources: each folder name (`values`, `values-fr`) maps to the
    /// elements of its `composeResources/<folder>/strings.xml`.
    public static func compose(_ folders: KeyValuePairs<String, String>, configuration: String? = nil,
                               file: StaticString = #filePath, line: UInt = #line) -> Example {
        Example(files: folders.map { folder, elements in File("composeResources/\(folder)/strings.xml", document(elements)) },
                configuration: configuration, file: file, line: line)
    }

    /// moko-resources files: each path inside `moko-resources` (`base/strings.xml`,
    /// `ru/plurals.xml`) maps to the elements of the file.
    public static func moko(_ files: KeyValuePairs<String, String>, configuration: String? = nil,
                            file: StaticString = #filePath, line: UInt = #line) -> Example {
        Example(files: files.map { path, elements in File("moko-resources/\(path)", document(elements)) },
                configuration: configuration, file: file, line: line)
    }

    /// A values file around elements.
    private static func document(_ elements: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(elements)\n</resources>\n"
    }

    /// Apple `.strings` tables: each language maps to the text of `<lang>.lproj/Localizable.strings`.
    public static func strings(_ languages: KeyValuePairs<String, String>, configuration: String? = nil,
                               file: StaticString = #filePath, line: UInt = #line) -> Example {
        Example(files: stringsFiles(languages, root: ""), configuration: configuration, file: file, line: line)
    }

    /// Apple `.stringsdict` tables: each language maps to the members of the top-level
    /// dictionary of `<lang>.lproj/Localizable.stringsdict`.
    public static func stringsdict(_ languages: KeyValuePairs<String, String>, configuration: String? = nil,
                                   file: StaticString = #filePath, line: UInt = #line) -> Example {
        let files = languages.map { language, members in
            File("\(language).lproj/Localizable.stringsdict", plist(members))
        }
        return Example(files: files, configuration: configuration, file: file, line: line)
    }

    /// A String Catalog, `Localizable.xcstrings`, given whole.
    public static func catalog(_ json: String, configuration: String? = nil,
                               file: StaticString = #filePath, line: UInt = #line) -> Example {
        Example(files: [File("Localizable.xcstrings", json)], configuration: configuration, file: file, line: line)
    }

    /// A parity example: Android folders under `android/res`, `.strings` tables under `apple/`.
    public static func parity(android: KeyValuePairs<String, String>, apple: KeyValuePairs<String, String>,
                              file: StaticString = #filePath, line: UInt = #line) -> Example {
        Example(files: androidFiles(android, root: "android") + stringsFiles(apple, root: "apple"), isParity: true,
                file: file, line: line)
    }

    /// A property list document around dictionary members.
    public static func plist(_ members: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(members)
        </dict>
        </plist>

        """
    }

    /// What ``android(_:root:configuration:file:line:)`` writes before a folder's elements.
    static let androidPrologue = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:tools="http://schemas.android.com/tools" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">

        """
    /// What it writes after them.
    static let androidEpilogue = "\n</resources>\n"

    private static func androidFiles(_ folders: KeyValuePairs<String, String>, root: String) -> [File] {
        folders.map { folder, elements in
            File(prefix(root) + "res/\(folder)/strings.xml", androidPrologue + elements + androidEpilogue)
        }
    }

    private static func stringsFiles(_ languages: KeyValuePairs<String, String>, root: String) -> [File] {
        languages.map { language, text in File(prefix(root) + "\(language).lproj/Localizable.strings", text + "\n") }
    }

    private static func prefix(_ root: String) -> String { root.isEmpty ? "" : root + "/" }
}
