extension Diagnostic {
    /// The most diagnostics a reader reports for one file; the rest are counted in one last
    /// diagnostic (``omittedID``), so that a hostile file cannot make a report grow with every
    /// byte. A real file with this many problems is better fixed from the top anyway.
    public static let maximumPerFile = 1_000

    /// The identifier of the diagnostic that counts those left out past ``maximumPerFile``.
    public static let omittedID = "omitted-diagnostics"
}

extension Array where Element == Diagnostic {
    /// The diagnostics, at most `maximum` of them, in order; when there are more, the first
    /// `maximum` and one more diagnostic that counts the rest, as serious as the most serious
    /// of them (so that a run still fails on an error it does not show).
    ///
    /// - Parameters:
    ///   - maximum: The most diagnostics kept.
    ///   - path: The file the diagnostics are about, named in the counting diagnostic.
    public func limitedPerFile(to maximum: Int = Diagnostic.maximumPerFile, path: String) -> [Diagnostic] {
        guard count > maximum else { return self }
        let omitted = self[maximum...]
        let severity = omitted.map(\.severity).max() ?? .note
        let errors = omitted.filter { $0.severity == .error }.count
        let what = errors > 0 ? " (\(errors) of them error\(errors == 1 ? "" : "s"))" : ""
        return Array(prefix(maximum)) + [
            Diagnostic(id: Diagnostic.omittedID, severity: severity, location: SourceLocation(path: path),
                       message: "\(omitted.count) more diagnostic\(omitted.count == 1 ? "" : "s")\(what) in this file \(omitted.count == 1 ? "is" : "are") not shown (at most \(maximum) per file); fix the ones above and read the file again"),
        ]
    }
}
