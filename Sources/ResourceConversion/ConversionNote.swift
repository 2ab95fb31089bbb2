import LocalizedStrings

/// Something a mapping could not carry exactly, about one entry; the converter turns it into
/// a diagnostic with the entry's location.
struct ConversionNote {
    var key: String
    var severity: Diagnostic.Severity
    var message: String
}
