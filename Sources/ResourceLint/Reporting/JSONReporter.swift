import OrderedJSON
import LocalizedStrings

/// The report as one JSON document for scripts; its schema is documented in docs/lint.md
/// ("The JSON report") and stays stable within a major version.
public enum JSONReporter {
    /// The schema version written as `version`.
    public static let schemaVersion = 1

    /// The report's text.
    public static func render(_ report: LintReport) -> String {
        String(decoding: bytes(report), as: UTF8.self)
    }

    /// The report's text as UTF-8, without a String.
    public static func bytes(_ report: LintReport) -> [UInt8] {
        var bytes: [UInt8] = []
        forEachPart(of: report) { bytes += $0 }
        return bytes
    }

    /// How many findings are written between two parts.
    static let findingsPerPart = 4096

    /// The report's text in parts, in order, for printing as they come: a large tree's report is
    /// hundreds of megabytes, which are then never held at once.
    public static func forEachPart(of report: LintReport, _ body: ([UInt8]) -> Void) {
        var json = JSONText()
        var written = 0
        json.object { top in
            top.member("version", number: schemaVersion)
            top.member("tool") { $0.object { $0.member("name", string: "stringbridge lint"); $0.member("version", string: report.toolVersion) } }
            top.member("summary") { value in
                value.object { summary in
                    summary.member("errors", number: report.count(.error))
                    summary.member("warnings", number: report.count(.warning))
                    summary.member("infos", number: report.count(.info))
                    summary.member("files", number: report.result.files.count)
                    summary.member("languages", number: report.result.languages.count)
                    summary.member("baselined", number: report.baselined)
                    summary.member("fixed", number: report.fixedCount)
                }
            }
            top.member("findings") { value in
                value.array(report.findings, separator: ",\n") { json, finding in
                    write(finding, to: &json)
                    written += 1
                    if written % findingsPerPart == 0 { body(json.takeBytes()) }
                }
            }
            top.member("fixedBaselineEntries") { value in
                value.array(report.fixedBaselineEntries) { json, entry in
                    json.object { object in
                        object.member("rule", string: entry.rule)
                        object.member("path", string: entry.path)
                        object.member("key") { optional(entry.key, &$0) }
                        object.member("language") { optional(entry.language, &$0) }
                        object.member("message", string: entry.message)
                    }
                }
            }
            top.member("coverage") { value in
                value.array(report.result.coverage) { json, row in
                    json.object { object in
                        object.member("set", string: row.set)
                        object.member("language", string: row.language)
                        object.member("total", number: row.total)
                        object.member("translated", number: row.translated)
                        object.member("needsReview", number: row.needsReview)
                        object.member("missing", number: row.missing)
                    }
                }
            }
            top.member("parity") { value in
                guard let parity = report.result.parity else { return value.null() }
                value.array(parity) { json, row in
                    json.object { object in
                        object.member("language", string: row.language)
                        object.member("both", number: row.both)
                        object.member("androidOnly", number: row.androidOnly)
                        object.member("appleOnly", number: row.appleOnly)
                        object.member("different", number: row.different)
                    }
                }
            }
            top.member("rules") { value in
                value.array(report.result.rules) { json, status in
                    json.object { object in
                        object.member("id", string: status.description.identifier)
                        object.member("severity") { optional(status.severity?.rawValue, &$0) }
                        object.member("enabled", bool: status.severity != nil)
                    }
                }
            }
        }
        json.raw("\n")
        body(json.takeBytes())
    }

    private static func write(_ finding: Finding, to json: inout JSONText) {
        json.object { object in
            object.member("rule", string: finding.ruleID)
            object.member("severity", string: finding.severity.rawValue)
            object.member("path", string: finding.location.path)
            object.member("line", number: finding.location.line)
            object.member("column", number: finding.location.column)
            object.member("message", string: finding.message)
            object.member("key") { optional(finding.key, &$0) }
            object.member("language") { optional(finding.language, &$0) }
            object.member("related") { value in
                value.array(finding.related) { json, related in
                    json.object { object in
                        object.member("path", string: related.location.path)
                        object.member("line", number: related.location.line)
                        object.member("column", number: related.location.column)
                        object.member("message", string: related.message)
                    }
                }
            }
        }
    }

    private static func optional(_ value: String?, _ json: inout JSONText) {
        if let value { json.string(value) } else { json.null() }
    }
}
