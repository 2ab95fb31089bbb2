import Foundation
import Testing
import TestSupport

/// The README and the pages under `docs/` stay usable: every relative link leads to a file
/// (and to a heading when it names one), and the options `--help` lists and the targets
/// `make help` lists are documented.
@Suite("Documentation")
struct DocumentationTests {
    static let root = Fixtures.repositoryRoot

    /// `README.md` and every page under `docs/`, as paths relative to the repository.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    @Test("The README and the reference pages are there; the README is a front page of at most 400 lines")
    func pagesExist() throws {
        for page in ["readers", "convert", "lint", "lint-rules", "runtime", "demos", "conformance", "performance",
                     "security", "architecture"] {
            #expect(Self.pages.contains("docs/\(page).md"), "docs/\(page).md is missing")
        }
        let readme = try Self.text(of: "README.md")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 400)
    }

    @Test("Every relative link resolves to a file, and to a heading when it names one", arguments: pages)
    func linksResolve(page: String) throws {
        let links = MarkdownDocument(try Self.text(of: page)).links
        let folder = (page as NSString).deletingLastPathComponent
        for link in links where !link.isExternal {
            let target = link.path.isEmpty ? page : ((folder as NSString).appendingPathComponent(link.path) as NSString).standardizingPath
            guard FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(target).path) else {
                Issue.record("\(page): the link to '\(link.target)' leads to no file (\(target))")
                continue
            }
            guard let anchor = link.anchor else { continue }
            guard target.hasSuffix(".md") else {
                Issue.record("\(page): the link to '\(link.target)' names a heading in a file that is not Markdown")
                continue
            }
            let anchors = MarkdownDocument(try Self.text(of: target)).anchors
            #expect(anchors.contains(anchor), "\(page): '\(link.target)' names no heading of \(target)")
        }
    }

    @Test("Headings get GitHub's anchors, and code is not read for links")
    func anchorsAndLinks() {
        let document = MarkdownDocument("""
            # Reading resources
            ## `stringbridge dump PATH... [--format json|text]`
            ## Severity: what the platform does
            ## Severity: what the platform does
            ### `byte_order_mark`
            See [the rules](lint-rules.md#byte_order_mark), [GitHub](https://github.com) and `[not](a-link.md)`.
            ```
            [not a link either](nowhere.md)
            # not a heading
            ```
            """)
        #expect(document.anchors == ["reading-resources", "stringbridge-dump-path---format-jsontext",
                                     "severity-what-the-platform-does", "severity-what-the-platform-does-1", "byte_order_mark"])
        #expect(document.links.map(\.target) == ["lint-rules.md#byte_order_mark", "https://github.com"])
        #expect(document.links.map(\.isExternal) == [false, true])
        #expect(document.links.first?.path == "lint-rules.md")
        #expect(document.links.first?.anchor == "byte_order_mark")
    }

    /// Each command's reference page.
    static let commandPages = ["dump": "docs/readers.md", "convert": "docs/convert.md", "lint": "docs/lint.md",
                               "lookup": "docs/runtime.md", "plural": "docs/runtime.md", "demo": "docs/demos.md",
                               "generate": "docs/accessors.md"]

    @Test("Every subcommand that --help lists has a reference page")
    func everyCommandHasAPage() throws {
        let help = try stringbridge(["--help"]).standardOutput
        let commands = help.components(separatedBy: "\nSUBCOMMANDS:\n").last?.split(separator: "\n")
            .compactMap { line in line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil }
            .filter { $0 != "See" } ?? []
        #expect(commands.count >= 6, "no subcommands read from 'stringbridge --help'")
        for command in commands { #expect(Self.commandPages[command] != nil, "'stringbridge \(command)' has no page in commandPages") }
    }

    @Test("Every option that --help lists is documented on the command's page", arguments: commandPages.keys.sorted())
    func optionsAreDocumented(command: String) throws {
        let help = try stringbridge(["help", command])
        #expect(help.status == 0)
        let options = help.standardOutput.components(separatedBy: "\nOPTIONS:\n").last?
            .split(separator: "\n")
            .compactMap { line -> String? in
                let words = line.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
                return words.first { $0.hasPrefix("--") && line.hasPrefix("  ") && !line.hasPrefix("      ") }
            } ?? []
        #expect(options.count >= 2, "no options read from 'stringbridge help \(command)'")
        let page = try Self.text(of: Self.commandPages[command]!)
        for option in options where option != "--help" {
            #expect(page.range(of: option + #"(?![a-z-])"#, options: .regularExpression) != nil,
                    "\(Self.commandPages[command]!) does not mention \(option) of 'stringbridge \(command)'")
        }
        let commands = try stringbridge(["--help"]).standardOutput
        #expect(commands.contains("\n  \(command) "), "'\(command)' is not a subcommand of the tool")
    }

    @Test("Every target that make help lists is named in the README")
    func makeTargetsAreDocumented() throws {
        let makefile = try Self.text(of: "Makefile")
        let targets = makefile.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(":") && line.contains("## "), let first = line.first, first.isLowercase else { return nil }
            return String(line.prefix { $0 != ":" })
        }
        #expect(targets.contains("run") && targets.contains("test"))
        let readme = try Self.text(of: "README.md")
        for target in targets where target != "help" {
            #expect(readme.contains("`\(target)`") || readme.contains("make \(target)"), "the README does not name make \(target)")
        }
    }

    static func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}

/// The links and heading anchors of a Markdown page, outside code.
struct MarkdownDocument {
    /// A `[text](target)` link.
    struct Link {
        var target: String
        /// Whether the target names a scheme (`https:`, `mailto:`).
        var isExternal: Bool { target.range(of: #"^[a-zA-Z][a-zA-Z0-9+.-]*:"#, options: .regularExpression) != nil }
        /// The file part, empty for a heading of the same page.
        var path: String { String(target.prefix { $0 != "#" }) }
        /// The heading part, if any.
        var anchor: String? { target.firstIndex(of: "#").map { String(target[target.index(after: $0)...]) } }
    }

    private(set) var links: [Link] = []
    /// The anchors of the headings, as GitHub makes them, in order.
    private(set) var anchors: [String] = []

    init(_ text: String) {
        var inFence = false
        var seen: [String: Int] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            let prose = Self.removingCodeSpans(String(line))
            if line.hasPrefix("#") {
                let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                let slug = Self.slug(title)
                let count = seen[slug, default: 0]
                seen[slug] = count + 1
                anchors.append(count == 0 ? slug : "\(slug)-\(count)")
            }
            let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
            let range = NSRange(prose.startIndex..., in: prose)
            for match in pattern.matches(in: prose, range: range) {
                links.append(Link(target: String(prose[Range(match.range(at: 1), in: prose)!])))
            }
        }
    }

    /// The line without its `code spans`, which Markdown does not read for links.
    private static func removingCodeSpans(_ line: String) -> String {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
    }

    /// GitHub's anchor of a heading: its text lower-cased, without punctuation, spaces as hyphens.
    static func slug(_ heading: String) -> String {
        var text = heading.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
        var slug = ""
        for character in text.lowercased() {
            if character == " " { slug.append("-") }
            else if character.isLetter || character.isNumber || character == "-" || character == "_" { slug.append(character) }
        }
        return slug
    }
}
