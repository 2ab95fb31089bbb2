import OutputFiles
import Foundation
import LocalizedStrings
import ResourceLint
import Testing
import TestSupport

@Suite("Fixer")
struct FixerTests {
    private func fixed(_ files: [Example.File]) throws -> (folder: WrittenExample, plan: Fixer.Plan, after: LintResult) {
        let written = try WrittenExample(Example(files: files))
        let root = written.folder.url.path
        let plan = Fixer.plan(Linter().lint(lintInput(folder: root)))
        try FileOutput.write(plan.files)
        return (written, plan, Linter().lint(lintInput(folder: root)))
    }

    private func text(_ written: WrittenExample, _ path: String) throws -> String {
        try String(contentsOf: written.folder.url(path), encoding: .utf8)
    }

    @Test("Apostrophes are escaped, every one of a string, and the strings then compile")
    func apostrophesAreEscaped() throws {
        let (written, plan, after) = try fixed([
            .init("res/values/strings.xml", "<resources>\n    <string name=\"a\">It's Anna's</string>\n    <string name=\"b\">\"Don't\"</string>\n</resources>\n"),
        ])
        #expect(plan.skipped.isEmpty)
        #expect(try text(written, "res/values/strings.xml") == "<resources>\n    <string name=\"a\">It\\'s Anna\\'s</string>\n    <string name=\"b\">\"Don't\"</string>\n</resources>\n")
        #expect(!after.findings.contains { $0.ruleID == "unescaped_apostrophe" })
    }

    @Test("A string with hundreds of apostrophes has every one escaped; past the bound the file is left with a note")
    func manyApostrophes() throws {
        let many = String(repeating: "l'a ", count: 300)
        let (written, plan, after) = try fixed([.init("res/values/strings.xml", "<resources><string name=\"a\">\(many)</string></resources>\n")])
        #expect(plan.skipped.isEmpty, "\(plan.skipped)")
        #expect(try text(written, "res/values/strings.xml") == "<resources><string name=\"a\">\(String(repeating: "l\\'a ", count: 300))</string></resources>\n")
        #expect(!after.findings.contains { $0.ruleID == "unescaped_apostrophe" })

        let tooMany = String(repeating: "'", count: Fixer.maximumRounds + 2)
        let (_, bounded, _) = try fixed([.init("res/values/strings.xml", "<resources><string name=\"a\">\(tooMany)</string></resources>\n")])
        #expect(bounded.files.isEmpty)
        #expect(bounded.skipped.first?.reason.contains("more than \(Fixer.maximumRounds) unescaped apostrophes (line 1)") == true, "\(bounded.skipped)")
    }

    @Test("Unnumbered placeholders are numbered in order in the source and in every translation")
    func placeholdersAreNumbered() throws {
        let (written, plan, after) = try fixed([
            .init("res/values/strings.xml", "<resources><string name=\"a\">%s has %d points, %s</string></resources>\n"),
            .init("res/values-de/strings.xml", "<resources><string name=\"a\">%s hat %d Punkte, %s</string><string name=\"b\">%1$s %2$s</string></resources>\n"),
        ])
        #expect(plan.fixedFindings == 2)
        #expect(try text(written, "res/values/strings.xml") == "<resources><string name=\"a\">%1$s has %2$d points, %3$s</string></resources>\n")
        #expect(try text(written, "res/values-de/strings.xml") == "<resources><string name=\"a\">%1$s hat %2$d Punkte, %3$s</string><string name=\"b\">%1$s %2$s</string></resources>\n")
        #expect(!after.findings.contains { $0.ruleID == "non_positional_placeholders" })
    }

    @Test("Unnumbered placeholders that outnumber the source's one argument are not numbered 1, 2, 3")
    func placeholdersMeaningOneArgumentAreLeftToAPerson() throws {
        let translation = "<resources><string name=\"c\">%,d articles (%,d lus, %,d non lus)</string></resources>\n"
        let (written, plan, after) = try fixed([
            .init("res/values/strings.xml", "<resources><string name=\"c\">%1$,d articles</string></resources>\n"),
            .init("res/values-fr/strings.xml", translation),
        ])
        #expect(plan.fixedFindings == 0)
        #expect(try text(written, "res/values-fr/strings.xml") == translation)
        let finding = try #require(after.findings.first { $0.ruleID == "non_positional_placeholders" })
        #expect(finding.message.contains("number them all %1$,d"))
    }

    @Test("A stray byte-order mark is removed, keeping the file's encoding; a doubled one no longer stops the parser")
    func byteOrderMarksAreRemoved() throws {
        let written = try WrittenExample(Example(files: []))
        let path = written.folder.path("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(atPath: written.folder.path("en.lproj"), withIntermediateDirectories: true)
        let utf16 = [UInt8]([0xFF, 0xFE, 0xFF, 0xFE]) + Array("\"a\" = \"A\";\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        try Data(utf16).write(to: URL(fileURLWithPath: path))
        let before = Linter().lint(lintInput(folder: written.folder.url.path))
        #expect(before.findings.contains { $0.ruleID == "parse_error" })
        let plan = Fixer.plan(before)
        try FileOutput.write(plan.files)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(4)) == [0xFF, 0xFE, 0x22, 0x00])
        #expect(Linter().lint(lintInput(folder: written.folder.url.path)).findings.isEmpty)
    }

    @Test("A file with an error --fix cannot fix is not touched")
    func fileWithOtherErrorIsLeftAlone() throws {
        let original = "<resources>\n<string name=\"a\">It's</string>\n<string name=\"b\">\\u12G4</string>\n</resources>\n"
        let (written, plan, _) = try fixed([.init("res/values/strings.xml", original)])
        #expect(plan.files.isEmpty)
        #expect(plan.skipped.count == 1)
        #expect(try text(written, "res/values/strings.xml") == original)
    }
}
