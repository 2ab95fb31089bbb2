import Foundation
import TestSupport

/// The `expected.aapt2.json` of a fixture case: what aapt2 compiled for each of its files,
/// written by `Scripts/regenerate-android-expectations.py`.
struct AAPT2Expectations {
    /// aapt2's result for one file.
    struct FileResult {
        /// Whether aapt2 compiled the file.
        var compiled: Bool
        /// `type/name` → aapt2's `dump apc` rendering.
        var entries: [String: String]
        /// `(line, message)` of each error.
        var errors: [(line: Int, message: String)]
        /// `(line, message)` of each warning of `aapt2 compile --legacy`.
        var warnings: [(line: Int, message: String)]
    }

    /// Relative file path (`res/values-fr/strings.xml`) → result.
    var files: [String: FileResult]

    init(caseFolder: URL) throws {
        let data = try Data(contentsOf: caseFolder.appendingPathComponent("expected.aapt2.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]] ?? [:]
        files = object.mapValues { result in
            func messages(_ key: String) -> [(line: Int, message: String)] {
                (result[key] as? [[Any]] ?? []).map { (line: $0.first as? Int ?? 0, message: $0.last as? String ?? "") }
            }
            return FileResult(compiled: result["ok"] as? Bool ?? false,
                              entries: result["entries"] as? [String: String] ?? [:],
                              errors: messages("errors"), warnings: messages("warnings"))
        }
    }
}
