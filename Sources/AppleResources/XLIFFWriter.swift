import LocalizedStrings
import StreamingXML

/// Writes tables of format ``ResourceFormat/xliff`` (one per `<file>`, their entries the
/// units, as ``XLIFFReader`` reads them) as an XLIFF 1.2 document in the layout Xcode writes
/// into a Localization Catalog's `Localized Contents/<lang>.xliff`:
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" … version="1.2" xsi:schemaLocation="…">
///       <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="fr" datatype="plaintext">
///         <header>
///           <tool tool-id="…" tool-name="…"/>
///         </header>
///         <body>
///           <trans-unit id="greeting" xml:space="preserve">
///             <source>Hello</source>
///             <target>Bonjour</target>
///             <note>Greeting on the home screen</note>
///           </trans-unit>
///
/// two spaces an indentation step, `<source/>`, `<target state="new"/>` and `<note/>` when
/// empty, a trailing line feed. Text escapes `&`, `<`, `>` and a carriage return (`&#13;`,
/// which a reader would otherwise read as a line feed); attribute values `"` and tab, line
/// feed and carriage return too. A unit whose text XML 1.0 cannot hold (a control character
/// such as U+0007) is left out, with an error.
public struct XLIFFWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The document of the tables, and errors for units it cannot hold.
    public func documentBytes(for tables: [StringTable]) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="\(XLIFFReader.namespace)" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" \
            xsi:schemaLocation="\(XLIFFReader.namespace) http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

            """
        var diagnostics: [Diagnostic] = []
        for table in tables {
            let details = table.details[XLIFFFileDetails.self]
                ?? XLIFFFileDetails(original: table.path, sourceLanguage: "", targetLanguage: table.locale?.identifier)
            var attributes = [Attribute(name: "original", value: details.original),
                              Attribute(name: "source-language", value: details.sourceLanguage)]
            if let target = details.targetLanguage { attributes.append(Attribute(name: "target-language", value: target)) }
            if let datatype = details.datatype { attributes.append(Attribute(name: "datatype", value: datatype)) }
            text += "  <file" + Self.attributes(attributes + details.otherAttributes) + ">\n"
            if !details.tool.isEmpty {
                text += "    <header>\n      <tool" + Self.attributes(details.tool) + "/>\n    </header>\n"
            }
            text += "    <body>\n"
            for entry in table.entries {
                guard let problem = Self.unwritableText(in: entry) else {
                    text += Self.unit(entry)
                    continue
                }
                diagnostics.append(.error(AppleDiagnosticID.notRepresentableInXLIFF, at: entry.location ?? SourceLocation(path: table.path),
                                          "the unit \"\(entry.key.withVisibleControls)\" of \(details.original) holds \(problem), which XML 1.0 cannot; it is left out of the XLIFF file"))
            }
            text += "    </body>\n  </file>\n"
        }
        text += "</xliff>\n"
        return (Array(text.utf8), diagnostics)
    }

    /// One `<trans-unit>`, its lines ending in line feeds.
    private static func unit(_ entry: Entry) -> String {
        let details = entry.details[XLIFFUnitDetails.self] ?? XLIFFUnitDetails(source: "", hasTarget: true)
        var text = "      <trans-unit" + attributes([Attribute(name: "id", value: entry.key), Attribute(name: "xml:space", value: "preserve")]
                                                    + details.unitAttributes) + ">\n"
        text += "        " + element("source", [], details.source) + "\n"
        if let target = entry.xliffTarget {
            text += "        " + element("target", (entry.state.map { [Attribute(name: "state", value: $0.rawValue)] } ?? []) + details.targetAttributes, target) + "\n"
        }
        if details.hasNote || entry.comment != nil {
            text += "        " + element("note", details.noteAttributes, entry.comment ?? "") + "\n"
        }
        for other in details.otherElements { text += "        " + other + "\n" }
        return text + "      </trans-unit>\n"
    }

    private static func element(_ name: String, _ attributes: [Attribute], _ content: String) -> String {
        content.isEmpty ? "<\(name)\(self.attributes(attributes))/>" : "<\(name)\(self.attributes(attributes))>\(escapedText(content))</\(name)>"
    }

    private static func attributes(_ attributes: [Attribute]) -> String {
        attributes.map { " \($0.name)=\"\(escapedAttribute($0.value))\"" }.joined()
    }

    /// Element content: `&`, `<`, `>` and carriage return escaped.
    static func escapedText(_ text: String) -> String {
        XMLEscape.xliffText.escaped(text)
    }

    /// An attribute value: also `"`, tab and line feed escaped.
    static func escapedAttribute(_ text: String) -> String {
        XMLEscape.xliffAttribute.escaped(text)
    }

    /// What in a unit XML 1.0 cannot hold (``XMLCharacters``), or `nil`.
    private static func unwritableText(in entry: Entry) -> String? {
        let details = entry.details[XLIFFUnitDetails.self]
        for text in [entry.key, details?.source ?? "", entry.xliffTarget ?? "", entry.comment ?? ""] {
            if let character = XMLCharacters.firstUnwritable(in: text) { return "the character \(XMLCharacters.name(of: character))" }
        }
        return nil
    }
}
