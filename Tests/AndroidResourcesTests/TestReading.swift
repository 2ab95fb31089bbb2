import AndroidResources
import LocalizedStrings

/// Reads a values file given as text, for tests.
func readAndroid(_ xml: String, path: String = "res/values/strings.xml",
                 configuration: ValuesConfiguration = ValuesConfiguration()) -> ReadResult {
    Array(xml.utf8).withUnsafeBytes {
        AndroidStringsReader().read(bytes: $0, path: path, configuration: configuration)
    }
}

/// Wraps resource elements in a `<resources>` document.
func resources(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="utf-8"?>
    <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2" xmlns:tools="http://schemas.android.com/tools">
    \(body)
    </resources>
    """
}
