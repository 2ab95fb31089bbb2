import Foundation
import StreamingXML

/// One self-contained HTML page a team looks at: translation coverage per language as bars
/// (translated, needing review, missing), findings per rule and per language, the parity
/// table when two platforms were compared, and every finding linked to its file and line.
///
/// Styles and charts are inline (CSS and SVG); the page fetches nothing. Figures carry
/// `data-*` attributes equal to the JSON report's, so a test can compare the two.
public enum HTMLReporter {
    /// The most findings listed one by one; the counts always cover all of them.
    public static let listedFindingsLimit = 5000

    /// The page's text.
    ///
    /// - Parameter currentDirectory: The folder relative paths are resolved against for links.
    public static func render(_ report: LintReport, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>stringbridge lint</title>
            <style>
            body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, sans-serif; margin: 2em auto; max-width: 1100px; padding: 0 1em; color: #1d1d1f; }
            h1 { font-size: 1.6em; margin-bottom: 0.2em; } h2 { font-size: 1.2em; margin-top: 2em; border-bottom: 1px solid #ddd; }
            .totals { display: flex; gap: 1em; margin: 1em 0; } .total { padding: 0.6em 1em; border-radius: 8px; background: #f2f2f5; }
            .total b { display: block; font-size: 1.6em; } .error b { color: #c62828; } .warning b { color: #b26a00; } .info b { color: #1565c0; }
            table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid #eee; vertical-align: top; }
            td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
            .bar { width: 320px; } svg { display: block; }
            .legend span { display: inline-block; margin-right: 1.2em; } .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px; }
            .findings td.location { white-space: nowrap; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
            .sev-error { color: #c62828; font-weight: 600; } .sev-warning { color: #b26a00; font-weight: 600; } .sev-info { color: #1565c0; }
            code { font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
            </style>
            </head>
            <body>
            <h1>stringbridge lint</h1>
            <p id="summary">\(escape(report.summary))</p>
            <div class="totals">
            <div class="total error"><b data-figure="errors">\(report.count(.error))</b>errors</div>
            <div class="total warning"><b data-figure="warnings">\(report.count(.warning))</b>warnings</div>
            <div class="total info"><b data-figure="infos">\(report.count(.info))</b>notes</div>
            <div class="total"><b data-figure="files">\(report.result.files.count)</b>files</div>
            <div class="total"><b data-figure="languages">\(report.result.languages.count)</b>languages</div>
            </div>

            """
        html += coverageSection(report)
        html += countsSection(title: "Findings per rule", id: "rules", rows: report.countsByRule.map { ($0.rule, $0.count) },
                              label: "Rule", code: true)
        html += countsSection(title: "Findings per language", id: "languages", rows: report.countsByLanguage.map { ($0.language, $0.count) },
                              label: "Language", code: false)
        html += paritySection(report)
        html += findingsSection(report, currentDirectory: currentDirectory)
        html += "</body>\n</html>\n"
        return html
    }

    private static let colors = (translated: "#2e7d32", review: "#f9a825", missing: "#c62828", count: "#5c6bc0")

    private static func coverageSection(_ report: LintReport) -> String {
        let rows = report.coverageByLanguage
        guard !rows.isEmpty else { return "" }
        var html = """
            <h2>Translation coverage</h2>
            <p class="legend"><span><i class="swatch" style="background:\(colors.translated)"></i>translated</span><span><i class="swatch" style="background:\(colors.review)"></i>needs review</span><span><i class="swatch" style="background:\(colors.missing)"></i>missing</span></p>
            <table id="coverage"><tr><th>Language</th><th class="bar">Coverage</th><th class="number">Translated</th><th class="number">Needs review</th><th class="number">Missing</th><th class="number">%</th></tr>

            """
        for row in rows {
            let total = max(row.total, 1)
            let width = 320.0
            let translated = width * Double(row.translated) / Double(total)
            let review = width * Double(row.needsReview) / Double(total)
            let missing = width - translated - review
            html += """
                <tr class="coverage" data-language="\(escape(row.language))" data-total="\(row.total)" data-translated="\(row.translated)" data-needs-review="\(row.needsReview)" data-missing="\(row.missing)">\
                <td>\(escape(row.language))</td><td class="bar"><svg width="320" height="14" role="img" aria-label="\(escape(row.language)) coverage">\
                <rect x="0" y="0" width="\(format(translated))" height="14" fill="\(colors.translated)"/>\
                <rect x="\(format(translated))" y="0" width="\(format(review))" height="14" fill="\(colors.review)"/>\
                <rect x="\(format(translated + review))" y="0" width="\(format(max(0, missing)))" height="14" fill="\(row.total == 0 ? "#e0e0e0" : colors.missing)"/></svg></td>\
                <td class="number">\(row.translated)</td><td class="number">\(row.needsReview)</td><td class="number">\(row.missing)</td><td class="number">\(Int(row.percent.rounded(.down)))</td></tr>

                """
        }
        return html + "</table>\n"
    }

    private static func countsSection(title: String, id: String, rows: [(String, Int)], label: String, code: Bool) -> String {
        guard !rows.isEmpty else { return "" }
        let largest = max(rows.map(\.1).max() ?? 1, 1)
        var html = "<h2>\(title)</h2>\n<table id=\"\(id)\"><tr><th>\(label)</th><th class=\"bar\"></th><th class=\"number\">Findings</th></tr>\n"
        for (name, count) in rows {
            let width = 320.0 * Double(count) / Double(largest)
            let shown = code ? "<code>\(escape(name))</code>" : escape(name)
            html += "<tr class=\"count\" data-name=\"\(escape(name))\" data-count=\"\(count)\"><td>\(shown)</td><td class=\"bar\"><svg width=\"320\" height=\"12\"><rect x=\"0\" y=\"0\" width=\"\(format(width))\" height=\"12\" fill=\"\(colors.count)\"/></svg></td><td class=\"number\">\(count)</td></tr>\n"
        }
        return html + "</table>\n"
    }

    private static func paritySection(_ report: LintReport) -> String {
        guard let parity = report.result.parity else { return "" }
        var html = "<h2>Android and Apple parity</h2>\n<table id=\"parity\"><tr><th>Language</th><th class=\"number\">On both</th><th class=\"number\">Android only</th><th class=\"number\">Apple only</th><th class=\"number\">Different</th></tr>\n"
        for row in parity {
            html += "<tr class=\"parity\" data-language=\"\(escape(row.language))\" data-both=\"\(row.both)\" data-android-only=\"\(row.androidOnly)\" data-apple-only=\"\(row.appleOnly)\" data-different=\"\(row.different)\"><td>\(escape(row.language))</td><td class=\"number\">\(row.both)</td><td class=\"number\">\(row.androidOnly)</td><td class=\"number\">\(row.appleOnly)</td><td class=\"number\">\(row.different)</td></tr>\n"
        }
        return html + "</table>\n"
    }

    private static func findingsSection(_ report: LintReport, currentDirectory: String) -> String {
        guard !report.findings.isEmpty else { return "<h2>Findings</h2>\n<p>No findings.</p>\n" }
        var html = "<h2>Findings</h2>\n"
        if report.findings.count > listedFindingsLimit {
            html += "<p>The first \(listedFindingsLimit) of \(report.findings.count) findings; the JSON report lists them all.</p>\n"
        }
        html += "<table class=\"findings\"><tr><th>Where</th><th>Severity</th><th>Message</th><th>Rule</th></tr>\n"
        for finding in report.findings.prefix(listedFindingsLimit) {
            let location = finding.location
            let absolute = location.path.hasPrefix("/") ? location.path : (currentDirectory as NSString).appendingPathComponent(location.path)
            let link = URL(fileURLWithPath: absolute).absoluteString
            html += "<tr class=\"finding\"><td class=\"location\"><a href=\"\(escape(link))\">\(escape(location.path)):\(location.line):\(location.column)</a></td><td class=\"sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</td><td>\(escape(finding.message))</td><td><code>\(finding.ruleID)</code></td></tr>\n"
        }
        return html + "</table>\n"
    }

    private static func escape(_ text: String) -> String { XMLEscape.report.escaped(text) }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
