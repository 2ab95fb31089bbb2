import Testing

extension Tag {
    /// Tests that read the real-world corpus (`../shared/corpus`). They have no cases, or are
    /// disabled saying why, when the corpus is absent, as in a user's clone.
    @Tag public static var corpus: Self
}
