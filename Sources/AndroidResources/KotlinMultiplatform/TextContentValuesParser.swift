import LocalizedStrings
import StreamingXML

/// Reads a values file the way the Kotlin Multiplatform toolchains do: as a DOM document whose
/// resources each give their *text content* (every text and CDATA node inside them, tags
/// dropped, comments left out), decoded by the dialect's own rules.
///
/// - Compose Multiplatform (`PrepareComposeResources.kt`, `XmlValuesConverterTask`): the
///   children of `<resources>` that have attributes are `<string>`, `<string-array>` or
///   `<plurals>` (any other name fails the build), each with a `name`; a name defined twice
///   for one type fails the build; items are the `<item>` children; the text is decoded by
///   ``ComposeEscapes`` and held as the Java format string ``ComposeTemplates`` gives.
/// - moko-resources (`StringResourceGenerator`, `PluralResourceGenerator`): every `<string>`
///   of a `strings*.xml` file and every `<plural>` or `<plurals>` of a `plurals*.xml` file,
///   at any depth, each with a `name` (a later one replaces an earlier one); items are the
///   `<item>` descendants; the text is what ``MokoText`` says iOS shows.
final class TextContentValuesParser: XMLStreamHandler {
    /// What kind of file is read, which decides the elements that are resources.
    enum FileKind {
        case compose
        case moko(MokoLanguageFolder.FileKind)
    }

    private(set) var entries: [Entry] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var rootAttributes: [Attribute] = []
    /// The shared text (before the Apple-only steps) of each moko entry, by entry index, for
    /// the comparison with what moko writes for Android.
    private(set) var mokoSharedTexts: [Int: [String]] = [:]

    private let path: String
    private let kind: FileKind
    private var depth = 0
    private var skipUntilDepth: Int?
    private var pendingComment: String?
    private var capture = CapturedContent()
    private var captureDepth: Int?
    private var pendingString: Resource?
    private var pendingBag: Bag?
    private var pendingQuantity: String?
    private var definedIdentities: [String: Int] = [:]

    /// A resource whose start tag has been read.
    private struct Resource {
        var name: String
        var position: XMLPosition
        var comment: String?
        var isTranslatable = true
        var attributes: [Attribute] = []
    }

    /// A `<plurals>` or `<string-array>` being read.
    private struct Bag {
        var resource: Resource
        var depth: Int
        var isPlural: Bool
        var forms: [PluralForms.Form] = []
        var items: [ItemValue] = []
        var sharedTexts: [String] = []
        var isValid = true
    }

    init(path: String, kind: FileKind) {
        self.path = path
        self.kind = kind
    }

    private var isCompose: Bool {
        if case .compose = kind { true } else { false }
    }

    // MARK: - Events

    func startTag(_ tag: XMLStartTag) {
        depth += 1
        if skipUntilDepth != nil { return }
        if captureDepth != nil {
            var element = tag.element
            // An undeclared prefix (which these toolchains' parsers accept) marks no span.
            if tag.hasPrefix && !tag.hasNamespace { element.namespaceURI = CapturedContent.unboundPrefixNamespace }
            capture.startElement(element)
            return
        }
        let name = Self.qualifiedName(of: tag)
        if depth == 1 {
            startRoot(tag, name: name)
            return
        }
        if let bag = pendingBag {
            let isItem = name == "item" && (!isCompose || depth == bag.depth + 1)
            if isItem {
                startItem(tag, in: bag)
            } else if isCompose {
                // Compose reads the <item> children only; anything else is passed over.
                skipUntilDepth = depth
            }
            return
        }
        switch kind {
        case .compose:
            guard depth == 2 else {
                skipUntilDepth = depth
                return
            }
            startComposeResource(tag, name: name)
        case .moko(let fileKind):
            if fileKind == .strings && name == "string" {
                guard let resource = resource(tag, elementName: name) else { return }
                pendingString = resource
                beginCapture()
            } else if fileKind == .plurals && (name == "plural" || name == "plurals") {
                guard let resource = resource(tag, elementName: name) else { return }
                pendingBag = Bag(resource: resource, depth: depth, isPlural: true)
            } else if depth == 2 {
                // A comment belongs to the resource element right after it.
                pendingComment = nil
            }
        }
    }

    func endTag(_ tag: XMLEndTag) {
        defer { depth -= 1 }
        if let skip = skipUntilDepth {
            if skip == depth { skipUntilDepth = nil }
            return
        }
        if let captureDepth {
            if depth == captureDepth {
                finishCapture()
            } else {
                capture.endElement()
            }
            return
        }
        if let bag = pendingBag, depth == bag.depth {
            pendingBag = nil
            finishBag(bag)
        }
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>, at location: XMLTextLocation) {
        if skipUntilDepth == nil, captureDepth != nil { capture.appendText(bytes, at: location) }
    }

    func comment(_ text: String, at position: XMLPosition) {
        guard skipUntilDepth == nil, captureDepth == nil, pendingBag == nil, depth == 1 else { return }
        let trimmed = text.trimmingASCIIWhitespace()
        pendingComment = trimmed.isEmpty ? nil : trimmed
    }

    func problem(_ problem: XMLProblem) {
        diagnostics.append(.valuesFile(problem, at: location(problem.position), ignoresNamespaces: true))
    }

    // MARK: - Resources

    private func startRoot(_ tag: XMLStartTag, name: String) {
        if isCompose && name != "resources" {
            diagnostics.append(.error(AndroidDiagnosticID.invalidRootElement, at: location(tag.position),
                                      "root element must be <resources>, not <\(name)>; the Compose Gradle plugin finds no resources"))
            skipUntilDepth = depth
            return
        }
        for declaration in tag.namespaceDeclarations {
            rootAttributes.append(Attribute(name: declaration.prefix.map { "xmlns:\($0)" } ?? "xmlns", value: declaration.uri))
        }
        for index in 0..<tag.attributeCount {
            let attribute = tag.attribute(at: index)
            rootAttributes.append(Attribute(name: attribute.qualifiedName, value: attribute.value))
        }
    }

    private func startComposeResource(_ tag: XMLStartTag, name: String) {
        let comment = takeComment()
        // The plugin takes only the children with attributes (`filter { it.hasAttributes() }`).
        guard tag.attributeCount > 0 || !tag.namespaceDeclarations.isEmpty else {
            skipUntilDepth = depth
            return
        }
        let type = ["string", "string-array", "plurals", "drawable", "font"].first { $0.caseInsensitiveCompare(name) }
        guard let type, type != "drawable", type != "font" else {
            let reason = type == nil ? "Unknown resource type: '\(name)'" : "Unknown string resource type: '\(type!)'"
            diagnostics.append(.error(AndroidDiagnosticID.unsupportedResourceType, at: location(tag.position),
                                      "\(reason); the Compose Gradle plugin reads only <string>, <string-array> and <plurals> in composeResources/values*, and fails the build"))
            skipUntilDepth = depth
            return
        }
        guard var resource = resource(tag, elementName: name) else { return }
        resource.comment = comment
        switch type {
        case "string":
            pendingString = resource
            beginCapture()
        default:
            pendingBag = Bag(resource: resource, depth: depth, isPlural: type == "plurals")
        }
    }

    /// The resource a start tag begins, or `nil` (skipping the element) after reporting a
    /// missing name, which fails the build.
    private func resource(_ tag: XMLStartTag, elementName: String) -> Resource? {
        var resource = Resource(name: "", position: tag.position)
        var hasName = false
        for index in 0..<tag.attributeCount {
            let attribute = tag.attribute(at: index)
            if attribute.prefix == nil, attribute.localName == "name", !hasName {
                resource.name = attribute.value
                hasName = true
            } else if attribute.prefix == nil, attribute.localName == "translatable",
                      let value = AndroidValuesParser.parseBool(attribute.value) {
                // Neither toolchain reads it; translators' tools and lint do.
                resource.isTranslatable = value
            } else {
                resource.attributes.append(Attribute(name: attribute.qualifiedName, value: attribute.value))
            }
        }
        guard hasName else {
            diagnostics.append(.error(AndroidDiagnosticID.missingName, at: location(tag.position),
                                      "<\(elementName)> has no 'name' attribute, which fails the \(isCompose ? "Compose Gradle plugin" : "moko-resources generator") (\(isCompose ? "Attribute 'name' not found" : "a NullPointerException"))"))
            skipUntilDepth = depth
            return nil
        }
        if !isCompose && depth == 2 { resource.comment = pendingComment }
        pendingComment = nil
        return resource
    }

    private func startItem(_ tag: XMLStartTag, in bag: Bag) {
        guard bag.isPlural else {
            pendingQuantity = nil
            beginCapture()
            return
        }
        guard let quantity = tag.attribute("quantity") else {
            diagnostics.append(.error(AndroidDiagnosticID.missingPluralQuantity, at: location(tag.position),
                                      "<item> in <\(isCompose ? "plurals" : "plural")> has no 'quantity' attribute, which fails the \(isCompose ? "Compose Gradle plugin" : "moko-resources generator")"))
            pendingBag?.isValid = false
            skipUntilDepth = depth
            return
        }
        // Compose upper-cases the quantity as written and its runtime looks it up ignoring
        // case; moko trims it first, then upper-cases it for `Quantity.valueOf`.
        let written = isCompose ? quantity : quantity.trimmingASCIIWhitespace()
        guard PluralCategory(rawValue: written.lowercased()) != nil else {
            let consequence = isCompose
                ? "the Compose runtime fails when it loads this plural (PluralCategory.fromString finds no category)"
                : "the moko-resources generator fails (Quantity.valueOf)"
            diagnostics.append(.error(AndroidDiagnosticID.invalidPluralQuantity, at: location(tag.position),
                                      "quantity '\(quantity)' is not zero, one, two, few, many or other: \(consequence)"))
            pendingBag?.isValid = false
            skipUntilDepth = depth
            return
        }
        pendingQuantity = written.lowercased()
        beginCapture()
    }

    private func beginCapture() {
        capture.removeAll()
        captureDepth = depth
    }

    private func finishCapture() {
        captureDepth = nil
        let textContent = String(decoding: capture.bytes, as: UTF8.self)
        reportMarkup()
        if var resource = pendingString.take() {
            let text = value(of: textContent, isPluralItem: false, at: resource.position)
            add(&resource, value: .text(StyledText(text.value)), type: "string", sharedTexts: text.shared.map { [$0] } ?? [])
            return
        }
        guard pendingBag != nil else { return }
        let category = pendingQuantity.take().flatMap(PluralCategory.init(rawValue:))
        let text = value(of: textContent, isPluralItem: category != nil, at: pendingBag!.resource.position)
        guard let category else {
            pendingBag!.items.append(.text(StyledText(text.value)))
            return
        }
        if let earlier = pendingBag!.forms.firstIndex(where: { $0.category == category }) {
            diagnostics.append(.warning(AndroidDiagnosticID.duplicatePluralQuantity, at: location(pendingBag!.resource.position),
                                        "quantity '\(category.rawValue)' is given twice in '\(pendingBag!.resource.name)'; the later item is used"))
            pendingBag!.forms.remove(at: earlier)
            if earlier < pendingBag!.sharedTexts.count { pendingBag!.sharedTexts.remove(at: earlier) }
        }
        pendingBag!.forms.append(PluralForms.Form(category: category, value: .text(StyledText(text.value))))
        if let shared = text.shared { pendingBag!.sharedTexts.append(shared) }
    }

    /// The model's text for a resource's text content, and (moko) the text both of moko's
    /// outputs start from.
    private func value(of textContent: String, isPluralItem: Bool, at position: XMLPosition) -> (value: String, shared: String?) {
        switch kind {
        case .compose:
            let decoded = ComposeEscapes.decode(textContent)
            let literal = ComposeTemplates.literalSpecifiers(in: decoded)
            if let first = literal.first {
                let list = literal.map { "'\($0)'" }.joined(separator: ", ")
                // At the first specifier, where it is written as it reads.
                let offset = Array(textContent.utf8).firstRange(of: Array(first.utf8))?.lowerBound
                diagnostics.append(.warning(AndroidDiagnosticID.literalSpecifier,
                                            at: location(offset.flatMap(capture.position(ofByte:)) ?? position),
                                            "the Compose runtime replaces only numbered %1$s and %1$d, so \(list) shows as written"))
            }
            return (ComposeTemplates.template(fromCompose: decoded), nil)
        case .moko:
            let shared = MokoText.sharedText(textContent, isPluralItem: isPluralItem)
            return (MokoText.appleText(ofJSONEscaped: MokoText.unescapingXML(shared)), shared)
        }
    }

    /// Warns about tags inside the captured element (not `<xliff:g>`, which only marks text
    /// for translators): the toolchain keeps their text and drops the styling.
    private func reportMarkup() {
        guard capture.hasSpans, let first = capture.tags.first else { return }
        let position = pendingString?.position ?? pendingBag?.resource.position
        diagnostics.append(.warning(AndroidDiagnosticID.ignoredMarkup, at: location(position),
                                    "\(isCompose ? "Compose Multiplatform" : "moko-resources") keeps only the text of <\(first.name)>: the string shows without styling"))
    }

    private func finishBag(_ bag: Bag) {
        guard bag.isValid else { return }
        var resource = bag.resource
        if bag.isPlural {
            if bag.forms.isEmpty && isCompose {
                diagnostics.append(.error(AndroidDiagnosticID.emptyPlural, at: location(resource.position),
                                          "<plurals name=\"\(resource.name)\"> has no items: the Compose runtime fails when it loads it"))
                return
            }
            add(&resource, value: .plural(PluralForms(bag.forms)), type: "plurals", sharedTexts: bag.sharedTexts)
        } else {
            var items = bag.items
            if items.isEmpty {
                diagnostics.append(.note(AndroidDiagnosticID.emptyArray, at: location(resource.position),
                                         "<string-array name=\"\(resource.name)\"> has no items: the Compose runtime reads it as one empty item"))
                items = [.text(StyledText(""))]
            }
            add(&resource, value: .array(items), type: "array", sharedTexts: [])
        }
    }

    private func add(_ resource: inout Resource, value: EntryValue, type: String, sharedTexts: [String]) {
        let identity = type + "/" + resource.name
        var details = AndroidEntryDetails(attributes: resource.attributes)
        if !isCompose, resource.attributes.isEmpty { details = AndroidEntryDetails() }
        let entry = Entry(key: resource.name, value: value, comment: resource.comment, isTranslatable: resource.isTranslatable,
                          details: details == AndroidEntryDetails() ? FormatDetails() : FormatDetails(details),
                          location: location(resource.position))
        if let earlier = definedIdentities[identity] {
            if isCompose {
                diagnostics.append(.error(AndroidDiagnosticID.duplicateResource, at: location(resource.position),
                                          "Duplicated key '\(resource.name)': the Compose Gradle plugin fails the build; first defined at line \(entries[earlier].location?.line ?? 0)"))
                return
            }
            diagnostics.append(.warning(AndroidDiagnosticID.redefinedResource, at: location(resource.position),
                                        "'\(resource.name)' is defined again (first at line \(entries[earlier].location?.line ?? 0)); moko keeps this later one"))
            entries[earlier] = entry
            mokoSharedTexts[earlier] = sharedTexts
            return
        }
        definedIdentities[identity] = entries.count
        if !isCompose { mokoSharedTexts[entries.count] = sharedTexts }
        entries.append(entry)
    }

    // MARK: - Helpers

    private func takeComment() -> String? {
        defer { pendingComment = nil }
        return pendingComment
    }

    private func location(_ position: XMLPosition?) -> SourceLocation {
        guard let position else { return SourceLocation(path: path) }
        return SourceLocation(path: path, line: position.line, column: position.column)
    }

    /// The element's name as a DOM parser that does not know namespaces sees it: `xliff:g`.
    private static func qualifiedName(of tag: XMLStartTag) -> String {
        tag.prefix.map { "\($0):\(tag.localName)" } ?? tag.localName
    }
}

private extension String {
    /// Whether the text equals `other`, ignoring ASCII case (Kotlin's `equals(other, true)`).
    func caseInsensitiveCompare(_ other: String) -> Bool {
        lowercased() == other.lowercased()
    }
}
