import OrderedJSON
import Foundation
import LocalizedStrings

/// SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards: one run with
/// every rule in `tool.driver.rules`, results with real lines and columns (counted in Unicode
/// characters, `columnKind` `unicodeCodePoints`), the source-language string as a related
/// location, and a fingerprint that survives reordering (rule, file, key, language, message).
public enum SARIFReporter {
    /// The report's text.
    public static func render(_ report: LintReport, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        String(decoding: bytes(report, currentDirectory: currentDirectory), as: UTF8.self)
    }

    /// The report's text as UTF-8, without a String.
    public static func bytes(_ report: LintReport, currentDirectory: String = FileManager.default.currentDirectoryPath) -> [UInt8] {
        var bytes: [UInt8] = []
        forEachPart(of: report, currentDirectory: currentDirectory) { bytes += $0 }
        return bytes
    }

    /// The report's text in parts, in order (see ``JSONReporter/forEachPart(of:_:)``).
    public static func forEachPart(of report: LintReport, currentDirectory: String = FileManager.default.currentDirectoryPath,
                                   _ body: ([UInt8]) -> Void) {
        var written = 0
        let rules = report.result.rules.map(\.description)
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.identifier, $0) })
        var json = JSONText()
        json.object { top in
            top.member("$schema", string: "https://json.schemastore.org/sarif-2.1.0.json")
            top.member("version", string: "2.1.0")
            top.member("runs") { runs in
                runs.array([0]) { json, _ in
                    json.object { run in
                        run.member("tool") { tool in
                            tool.object { tool in
                                tool.member("driver") { driver in
                                    driver.object { driver in
                                        driver.member("name", string: "stringbridge lint")
                                        driver.member("version", string: report.toolVersion)
                                        driver.member("rules") { value in
                                            value.array(report.result.rules, separator: ",\n") { json, status in rule(status, to: &json) }
                                        }
                                    }
                                }
                            }
                        }
                        run.member("originalUriBaseIds") { value in
                            value.object { ids in
                                ids.member("SRCROOT") { $0.object { $0.member("uri", string: fileURI(currentDirectory + "/")) } }
                            }
                        }
                        run.member("columnKind", string: "unicodeCodePoints")
                        run.member("results") { value in
                            value.array(report.findings, separator: ",\n") { json, finding in
                                result(finding, ruleIndex: ruleIndex[finding.ruleID] ?? -1, to: &json)
                                written += 1
                                if written % JSONReporter.findingsPerPart == 0 { body(json.takeBytes()) }
                            }
                        }
                    }
                }
            }
        }
        json.raw("\n")
        body(json.takeBytes())
    }

    /// A severity's SARIF level.
    static func level(_ severity: Severity?) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        case nil: "none"
        }
    }

    private static func rule(_ status: RuleStatus, to json: inout JSONText) {
        let description = status.description
        json.object { rule in
            rule.member("id", string: description.identifier)
            rule.member("name", string: description.name.filter { $0.isLetter || $0.isNumber })
            rule.member("shortDescription") { $0.object { $0.member("text", string: description.summary) } }
            rule.member("fullDescription") { $0.object { $0.member("text", string: description.rationale) } }
            rule.member("help") { $0.object { $0.member("text", string: description.rationale) } }
            rule.member("defaultConfiguration") { value in
                value.object { configuration in
                    configuration.member("enabled", bool: status.severity != nil)
                    configuration.member("level", string: level(status.severity ?? description.defaultSeverity))
                }
            }
            rule.member("properties") { value in
                value.object { properties in
                    properties.member("tags") { $0.array([description.kind.rawValue, "localization"]) { $0.string($1) } }
                    if let lintID = description.androidLintID { properties.member("androidLintId", string: lintID) }
                }
            }
        }
    }

    private static func result(_ finding: Finding, ruleIndex: Int, to json: inout JSONText) {
        json.object { result in
            result.member("ruleId", string: finding.ruleID)
            if ruleIndex >= 0 { result.member("ruleIndex", number: ruleIndex) }
            result.member("level", string: level(finding.severity))
            result.member("message") { $0.object { $0.member("text", string: finding.message) } }
            result.member("locations") { value in
                value.array([finding.location]) { json, location in
                    json.object { $0.member("physicalLocation") { physical(location, &$0) } }
                }
            }
            if !finding.related.isEmpty {
                result.member("relatedLocations") { value in
                    value.array(Array(finding.related.enumerated())) { json, item in
                        json.object { related in
                            related.member("id", number: item.offset + 1)
                            related.member("message") { $0.object { $0.member("text", string: item.element.message) } }
                            related.member("physicalLocation") { physical(item.element.location, &$0) }
                        }
                    }
                }
            }
            result.member("partialFingerprints") { value in
                value.object { $0.member("stringbridgeFinding/v1", string: fingerprint(finding)) }
            }
        }
    }

    private static func physical(_ location: LocalizedStrings.SourceLocation, _ json: inout JSONText) {
        json.object { physical in
            physical.member("artifactLocation") { value in
                value.object { artifact in
                    if location.path.hasPrefix("/") {
                        artifact.member("uri", string: fileURI(location.path))
                    } else {
                        artifact.member("uri", string: percentEncoded(location.path))
                        artifact.member("uriBaseId", string: "SRCROOT")
                    }
                }
            }
            physical.member("region") { value in
                value.object { region in
                    region.member("startLine", number: max(1, location.line))
                    region.member("startColumn", number: max(1, location.column))
                }
            }
        }
    }

    /// A stable hash of what identifies a finding apart from its line (FNV-1a, 64 bits).
    static func fingerprint(_ finding: Finding) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in [finding.ruleID, finding.location.path, finding.key ?? "", finding.language ?? "", finding.message]
            .joined(separator: "\u{0}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }

    private static func fileURI(_ path: String) -> String { "file://" + percentEncoded(path) }

    private static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
