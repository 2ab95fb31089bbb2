import Foundation

/// The string resources of a target, as StringBridge's plugins hand them to the tool: the
/// resources to read (an Android `res` folder, the folder that holds `.lproj` folders, or a
/// String Catalog), every file in them (the build's inputs, so that a change regenerates), and
/// the target's `generate` configuration.
///
/// A target's `.stringbridge.json` (the file `stringbridge lint` reads its `lint` member from)
/// may say, in a `generate` member, which resources to read and how to shape the accessors:
///
///     {"generate": {"resources": "Resources/res", "enumName": "Strings", "access": "public",
///                   "style": "structured", "members": "static", "table": "Localizable",
///                   "localizer": "App.localizer", "sourceLanguage": "en"}}
///
/// Without `resources`, the target's one form of strings is found: a folder of `values*`
/// folders, a folder of `.lproj` folders, or the catalog named after the table.
struct StringResourceFiles {
    /// What a target's `.stringbridge.json` says under `generate`; every member is optional.
    struct Configuration: Decodable {
        var resources: String?
        var enumName: String?
        var access: String?
        var style: String?
        var members: String?
        var table: String?
        var localizer: String?
        var sourceLanguage: String?
    }

    /// What the plugins cannot do with a target.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The configuration file's name.
    static let configurationName = ".stringbridge.json"

    /// The resources to read.
    var resources: URL
    /// Every string file under ``resources``.
    var files: [URL]
    /// The target's configuration file, if it has one.
    var configurationFile: URL?
    /// Its `generate` member.
    var configuration: Configuration

    /// The string resources in a folder, or `nil` when it has none.
    ///
    /// - Parameter directory: The target's folder, which holds its configuration.
    /// - Throws: ``Problem`` when the configuration cannot be read or the strings are in several
    ///   forms and the configuration does not say which to read.
    init?(in directory: URL) throws {
        try self.init(files: Self.stringFiles(under: directory), configurationFolder: directory)
    }

    /// The string resources among a target's files (an Xcode target's, which has no folder of
    /// its own), or `nil` when there are none.
    ///
    /// - Parameters:
    ///   - files: The target's files; those that are not strings are left out.
    ///   - directory: The folder of the configuration, to which `resources` is relative.
    /// - Throws: ``Problem`` as ``init(in:)`` does.
    init?(files: [URL], configurationFolder directory: URL) throws {
        let files = files.filter(Self.isStringFile).sorted { $0.path < $1.path }
        let configurationFile = directory.appendingPathComponent(Self.configurationName)
        var configuration = Configuration()
        if FileManager.default.fileExists(atPath: configurationFile.path) {
            struct Document: Decodable { var generate: Configuration? }
            do {
                configuration = try JSONDecoder().decode(Document.self, from: Data(contentsOf: configurationFile)).generate ?? Configuration()
            } catch {
                throw Problem(description: "\(configurationFile.path): error: cannot read the \"generate\" configuration: \(error)")
            }
            self.configurationFile = configurationFile
        }
        self.configuration = configuration
        let table = configuration.table ?? "Localizable"
        if let named = configuration.resources {
            resources = directory.appendingPathComponent(named)
        } else {
            let roots = Set(files.compactMap { Self.root(of: $0, table: table) })
            guard !roots.isEmpty else { return nil }
            guard roots.count == 1, let root = roots.first else {
                throw Problem(description: "\(directory.path): error: the target's strings are in several places (\(roots.map(\.path).sorted().joined(separator: ", "))); say which to read in \(Self.configurationName): {\"generate\": {\"resources\": \"…\"}}")
            }
            resources = root
        }
        let prefix = resources.standardizedFileURL.path
        self.files = files.filter { $0.standardizedFileURL.path.hasPrefix(prefix) }
    }

    /// The tool's arguments for `generate swift`, but for `--out`.
    var generateArguments: [String] {
        var arguments = ["generate", "swift", resources.path]
        let options: [(String, String?)] = [("--enum-name", configuration.enumName), ("--access", configuration.access),
                                            ("--style", configuration.style), ("--members", configuration.members),
                                            ("--table", configuration.table), ("--localizer", configuration.localizer),
                                            ("--source-language", configuration.sourceLanguage)]
        for (name, value) in options {
            if let value { arguments += [name, value] }
        }
        return arguments
    }

    /// The name of the generated file: the type's.
    var generatedFileName: String {
        (configuration.enumName ?? "L10n") + ".swift"
    }

    /// The tool's arguments for `lint`: every finding on a line of its own (`--verbose`), so
    /// that the build shows each at its file and line.
    var lintArguments: [String] {
        ["lint", "--verbose", resources.path] + (configurationFile.map { ["--config", $0.path] } ?? [])
    }

    // MARK: - Finding the strings

    /// Every Android values file, `.strings`, `.stringsdict` and `.xcstrings` file under a
    /// folder, sorted, leaving out hidden folders and build folders.
    static func stringFiles(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "build" {
                enumerator.skipDescendants()
                continue
            }
            if isStringFile(url) { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Whether a file holds strings StringBridge reads.
    static func isStringFile(_ url: URL) -> Bool {
        let folder = url.deletingLastPathComponent().lastPathComponent
        switch url.pathExtension {
        case "xcstrings": return true
        case "strings", "stringsdict": return folder.hasSuffix(".lproj")
        case "xml": return folder == "values" || folder.hasPrefix("values-")
        default: return false
        }
    }

    /// What to read for a string file: its `res` folder, the folder of its `.lproj` folder, or
    /// the catalog itself; `nil` for an Apple file of another table.
    static func root(of file: URL, table: String) -> URL? {
        switch file.pathExtension {
        case "xml": return file.deletingLastPathComponent().deletingLastPathComponent()
        case "xcstrings": return file.deletingPathExtension().lastPathComponent == table ? file : nil
        default:
            guard file.deletingPathExtension().lastPathComponent == table else { return nil }
            return file.deletingLastPathComponent().deletingLastPathComponent()
        }
    }
}
