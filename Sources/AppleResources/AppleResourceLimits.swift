import StreamingXML

/// The limits that keep a hostile Apple resource file from exhausting memory or time, in one
/// place. Each bounds the work a file causes by a fixed factor of its size plus a constant, as
/// ``XMLParseLimits`` does for the XML the `.stringsdict` and XML `.strings` readers parse.
///
/// | what | limit | why |
/// |---|---|---|
/// | a binary property list's decoded size | ``outputFactor`` × the file's size + ``outputAllowance`` | a binary plist stores a value once and may refer to it from every key: 50,000 keys naming one 100 KB string make a 1 MB file that decodes to 5 GB |
/// | diagnostics per file | ``Diagnostic/maximumPerFile`` | a report must not grow with every byte of a broken file |
/// | XML (`.stringsdict`, XML `.strings`) | ``XMLParseLimits/default(documentSize:)`` | entity expansion, problems per file |
/// | JSON nesting (`.xcstrings`) | 512 levels | the parser is recursive |
public enum AppleResourceLimits {
    /// The factor of a file's size that its decoded content may reach.
    public static let outputFactor = XMLParseLimits.outputFactor
    /// What the decoded content may reach on top of the factor: 1 MiB.
    public static let outputAllowance = XMLParseLimits.outputAllowance

    /// The most bytes a binary property list of `fileSize` bytes may decode to.
    public static func maximumDecodedBytes(fileSize: Int) -> Int {
        max(fileSize, 0).multipliedReportingOverflow(by: outputFactor).partialValue + outputAllowance
    }
}
