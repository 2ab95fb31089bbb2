/// A unified diff of two texts, line by line, as `diff -u` prints it, for `convert --diff`.
enum UnifiedDiff {
    /// The diff of `old` and `new` under the given labels, with three lines of context; empty
    /// when the texts are equal.
    static func text(from old: String, to new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
        let oldLines = lines(old), newLines = lines(new)
        guard oldLines != newLines else { return "" }
        // Each line of both texts, marked kept, removed or inserted, in order.
        var marks: [(kind: Character, text: String)] = []
        let difference = newLines.difference(from: oldLines)
        var removals = Set<Int>(), insertions = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removals.insert(offset)
            case .insert(let offset, _, _): insertions.insert(offset)
            }
        }
        var oldIndex = 0, newIndex = 0
        while oldIndex < oldLines.count || newIndex < newLines.count {
            if oldIndex < oldLines.count, removals.contains(oldIndex) {
                marks.append(("-", oldLines[oldIndex])); oldIndex += 1
            } else if newIndex < newLines.count, insertions.contains(newIndex) {
                marks.append(("+", newLines[newIndex])); newIndex += 1
            } else {
                marks.append((" ", oldIndex < oldLines.count ? oldLines[oldIndex] : "")); oldIndex += 1; newIndex += 1
            }
        }
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        var index = 0
        var oldLine = 1, newLine = 1
        while index < marks.count {
            guard marks[index].kind != " " else {
                oldLine += 1; newLine += 1; index += 1
                continue
            }
            // A hunk: from `context` lines before the change to `context` lines after the last
            // change that follows within 2 × context lines.
            let start = max(0, index - context)
            var end = index
            while end < marks.count {
                if marks[end].kind != " " { end += 1; continue }
                var run = end
                while run < marks.count, marks[run].kind == " " { run += 1 }
                if run == marks.count || run - end > 2 * context { end = min(marks.count, end + context); break }
                end = run
            }
            let lead = index - start
            let hunkOldStart = oldLine - lead, hunkNewStart = newLine - lead
            let hunk = marks[start..<end]
            let oldCount = hunk.filter { $0.kind != "+" }.count, newCount = hunk.filter { $0.kind != "-" }.count
            output += "@@ -\(hunkOldStart),\(oldCount) +\(hunkNewStart),\(newCount) @@\n"
            for mark in hunk { output += String(mark.kind) + mark.text + "\n" }
            for mark in marks[index..<end] {
                if mark.kind != "+" { oldLine += 1 }
                if mark.kind != "-" { newLine += 1 }
            }
            index = end
        }
        return output
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
