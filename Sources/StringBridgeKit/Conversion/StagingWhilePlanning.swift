import OutputFiles

/// A conversion's changed files written to temporary files as each is planned, so that their
/// bytes are never all held at once (a large conversion's output is several times its input,
/// and the files before and after were all held until the end). Nothing replaces a file
/// until the pipeline writes the set, once every file is planned and only if the run is not
/// held back; otherwise the temporaries are removed.
struct StagingWhilePlanning {
    /// The files staged so far.
    let write = StagedWrite()
    /// Why staging stopped: the first file, in output order, that could not be staged (the
    /// file the write would have failed on); nothing is staged any more.
    private(set) var failure: FileOutput.WriteError?

    /// Stages the update's file when it changes, and drops its content, which is then on disk
    /// (or not needed: the write fails anyway).
    mutating func take(_ update: inout FileUpdate) {
        if update.isChange, update.action != .remove, failure == nil {
            do {
                try write.stage(OutputFile(path: update.path, bytes: update.bytes))
            } catch {
                failure = error
                write.abandon()
            }
        }
        update.dropContent()
    }
}
