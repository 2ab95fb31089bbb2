import SystemSupport

// The diagnostics that what `SystemSupport` reports becomes. They are made here, beside
// `Diagnostic`, because `SystemSupport` sits below the model and knows nothing of it.

extension FileBytes.Failure {
    /// The error a reader reports for a file it could not read.
    ///
    /// - Parameters:
    ///   - id: The reader's diagnostic identifier for unreadable files.
    ///   - path: The file.
    package func diagnostic(_ id: String, path: String) -> Diagnostic {
        .error(id, at: SourceLocation(path: path), "cannot read the file: \(self)")
    }
}

extension InputTree {
    /// The warning for a link skipped at `path`.
    package func skipped(_ path: String, target: String) -> Diagnostic {
        .warning(Self.skippedLinkID, at: SourceLocation(path: path),
                 "not read: a symbolic link to \(target), outside the folder named; --follow-symlinks follows it")
    }
}
