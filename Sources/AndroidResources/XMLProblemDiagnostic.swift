import LocalizedStrings
import StreamingXML

extension Diagnostic {
    /// The diagnostic of a values file for a problem of its XML parse: a malformed document
    /// and a breach of the expansion limits are errors (every toolchain's parser rejects the
    /// file), an external entity (never loaded) and libxml2's warnings are warnings.
    ///
    /// - Parameters:
    ///   - problem: The parser's problem.
    ///   - location: Where it is.
    ///   - ignoresNamespaces: Whether the toolchain's parser ignores namespaces (the DOM parsers
    ///     of the Kotlin Multiplatform toolchains): a namespace error is then a warning.
    static func valuesFile(_ problem: XMLProblem, at location: SourceLocation, ignoresNamespaces: Bool = false) -> Diagnostic {
        switch (problem.kind, problem.level) {
        case (.namespace, .error) where ignoresNamespaces, (.namespace, .warning):
            .warning(AndroidDiagnosticID.xmlWarning, at: location,
                     "\(problem.message)\(ignoresNamespaces ? "; the toolchain's parser ignores namespaces and accepts it" : "")")
        case (.externalEntity, _):
            .warning(AndroidDiagnosticID.externalEntity, at: location, problem.message)
        case (.limit, _):
            .error(AndroidDiagnosticID.unsafeEntityExpansion, at: location, problem.message)
        case (.omitted, .warning), (.syntax, .warning):
            .warning(AndroidDiagnosticID.xmlWarning, at: location, problem.message)
        case (.omitted, _):
            .error(AndroidDiagnosticID.malformedXML, at: location, problem.message)
        case (.syntax, .error), (.syntax, .fatal), (.namespace, _):
            .error(AndroidDiagnosticID.malformedXML, at: location,
                   "xml parser error: \(problem.message)\(problem.level == .fatal ? "; the rest of the file is not read" : "")")
        }
    }
}
