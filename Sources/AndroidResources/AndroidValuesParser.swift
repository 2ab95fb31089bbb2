import LocalizedStrings
import StreamingXML

/// What ``AndroidStringsReader`` does with the events of a values file: aapt2's
/// `ResourceParser` for the resource kinds that hold text.
///
/// A struct, which libxml2's events reach through ``Handler``: the properties of a class are
/// checked for exclusive access at every use, and a parse uses its state a dozen times an event.
struct AndroidValuesParser {
    private(set) var entries: [Entry] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var rootAttributes: [Attribute] = []

    private let path: String
    /// Whether resources are translatable unless they say otherwise: not in a file named
    /// `donottranslate*` (aapt2) nor under `<resources translatable="false">` (Android Lint).
    private var defaultTranslatable: Bool

    /// The depth of the element being processed: 1 for `<resources>`, 2 for resources.
    private var depth = 0
    private var hasRoot = false
    private var isRootValid = false
    /// While set, events are ignored until the element at this depth ends.
    private var skipUntilDepth: Int?
    private var pendingComment: String?
    /// The content of the `<string>` or `<item>` being captured (reused between elements to
    /// keep its buffers), whether a capture is under way, and the captured element's depth.
    private var capture = CapturedContent()
    private var isCapturing = false
    private var captureDepth = 0
    /// Where ``AndroidTextBuilder`` builds each value's text, kept between values.
    private var textBuffer: [UInt8] = []
    private var pendingString: PendingEntry?
    private var pendingBag: PendingBag?
    private var pendingItem: PendingItem?
    /// For duplicate detection: the entry that first defined each name (an index into
    /// `entries`) — nearly every name is defined once, and a name with an index takes a third
    /// of the memory of a whole identity with a line — and the lines of later definitions of a
    /// name with another type or product.
    private(set) var firstDefinitions: ResourceNameIndex
    private var otherDefinitions: [DefinedResource: Int] = [:]

    init(path: String, defaultTranslatable: Bool, expectedEntries: Int = 0) {
        self.path = path
        self.defaultTranslatable = defaultTranslatable
        firstDefinitions = ResourceNameIndex(capacity: expectedEntries)
        // Address space, not memory: pages of the array that are never written cost nothing,
        // while growing it past its capacity would copy every entry once more.
        entries.reserveCapacity(expectedEntries * 2)
    }

    // MARK: - Events

    mutating func startTag(_ tag: XMLStartTag) {
        depth += 1
        if skipUntilDepth != nil { return }
        if isCapturing {
            var element = tag.element
            if tag.hasPrefix && !tag.hasNamespace {
                // An unbound prefix: libxml2 reported it as an error already; drop the tag.
                element.namespaceURI = CapturedContent.unboundPrefixNamespace
            }
            capture.startElement(element)
            return
        }
        switch depth {
        case 1: startRoot(tag)
        case 2: startResource(tag)
        case 3 where pendingBag != nil: startBagChild(tag)
        default: skipUntilDepth = depth
        }
    }

    mutating func endTag() {
        defer { depth -= 1 }
        if let skip = skipUntilDepth {
            if skip == depth { skipUntilDepth = nil }
            return
        }
        if isCapturing {
            if depth == captureDepth {
                finishCapture()
            } else {
                capture.endElement()
            }
            return
        }
        if depth == 2, pendingBag != nil { finishBag() }
    }

    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, at textLocation: XMLTextLocation) {
        if skipUntilDepth != nil { return }
        if isCapturing {
            capture.appendText(bytes, at: textLocation)
            return
        }
        if depth == 1 && isRootValid, let offset = bytes.firstIndex(where: { !AndroidTextBuilder.isASCIISpace($0) }) {
            report(.error(AndroidDiagnosticID.textOutsideElement, at: location(textLocation.position(ofByte: offset, in: bytes)),
                          "plain text not allowed here; text belongs inside a <string> element"))
        }
    }

    mutating func comment(_ text: String, at position: XMLPosition) {
        guard skipUntilDepth == nil, !isCapturing, depth == 1 else { return }
        let trimmed = text.trimmingASCIIWhitespace()
        pendingComment = trimmed.isEmpty ? nil : trimmed
    }

    mutating func problem(_ problem: XMLProblem) {
        report(.valuesFile(problem, at: location(problem.position)))
    }

    // MARK: - <resources>

    private mutating func startRoot(_ tag: XMLStartTag) {
        hasRoot = true
        guard !tag.hasNamespace, tag.localName == "resources" else {
            report(.error(AndroidDiagnosticID.invalidRootElement, at: location(tag.position),
                          "root element must be <resources>, not <\(tag.localName)>"))
            skipUntilDepth = depth
            return
        }
        isRootValid = true
        for declaration in tag.namespaceDeclarations {
            let name = declaration.prefix.map { "xmlns:\($0)" } ?? "xmlns"
            rootAttributes.append(Attribute(name: name, value: declaration.uri))
        }
        for index in 0..<tag.attributeCount {
            let attribute = tag.attribute(at: index)
            rootAttributes.append(Attribute(name: attribute.qualifiedName, value: attribute.value))
            // aapt2 ignores the root's attributes; Android Lint skips a whole file marked so.
            if attribute.namespaceURI == nil, attribute.localName == "translatable", Self.parseBool(attribute.value) == false {
                defaultTranslatable = false
            }
        }
    }

    // MARK: - Resources

    private mutating func startResource(_ tag: XMLStartTag) {
        guard !tag.hasNamespace, !tag.hasPrefix else {
            // aapt2 skips elements in other namespaces, and they do not take the comment.
            skipUntilDepth = depth
            return
        }
        let comment = pendingComment
        pendingComment = nil
        let kind: PendingEntry.Kind
        if tag.hasLocalName("string") {
            kind = .string
        } else if tag.hasLocalName("item"), tag.attribute("type") == "string" {
            kind = .typedStringItem
        } else if tag.hasLocalName("plurals") {
            kind = .plurals
        } else if tag.hasLocalName("string-array") {
            kind = .stringArray
        } else if tag.hasLocalName("array") {
            kind = .array
        } else {
            if tag.hasLocalName("integer-array") {
                if let name = tag.attribute("name"), isValidName(name, of: tag) {
                    report(.note(AndroidDiagnosticID.elementLeftAlone, at: location(tag.position),
                                 "<integer-array name=\"\(name)\"> holds numbers, not strings; left alone"))
                }
            }
            skipUntilDepth = depth
            return
        }
        guard let name = tag.attribute("name"), !name.isEmpty else {
            report(.error(AndroidDiagnosticID.missingName, at: location(tag.position),
                          "<\(tag.localName)> missing 'name' attribute"))
            skipUntilDepth = depth
            return
        }
        guard isValidName(name, of: tag) else {
            skipUntilDepth = depth
            return
        }
        guard let pending = pendingEntry(kind, name: name, comment: comment, tag: tag) else {
            skipUntilDepth = depth
            return
        }
        if kind == .string || kind == .typedStringItem {
            pendingString = pending
            beginCapture()
            return
        }
        var bag = PendingBag(entry: pending)
        if kind == .array, let format = pending.details[attribute: "format"], !format.trimmingASCIIWhitespace().isEmpty {
            guard let itemFormat = ArrayItemFormat(attribute: format) else {
                report(.error(AndroidDiagnosticID.invalidArrayFormat, at: location(tag.position),
                              "'\(format)' is an invalid format; an <array> takes one of reference, string, integer, boolean, color, float, dimension or fraction"))
                skipUntilDepth = depth
                return
            }
            bag.format = itemFormat
        }
        pendingBag = bag
    }

    /// Whether aapt2 accepts the resource's name; reports why not when it does not.
    private mutating func isValidName(_ name: String, of tag: XMLStartTag) -> Bool {
        if ResourceEntryName.isValid(name) { return true }
        report(.error(AndroidDiagnosticID.invalidName, at: location(tag.position),
                      "invalid resource name '\(name)' in <\(tag.localName)>: a name starts with a letter or '_' and goes on with letters, digits, '_', '.' or '-'"))
        return false
    }

    /// The resource with the attributes of its tag, or `nil` after reporting an attribute that
    /// makes aapt2 reject it.
    private mutating func pendingEntry(_ kind: PendingEntry.Kind, name: String, comment: String?,
                                       tag: XMLStartTag) -> PendingEntry? {
        // The attributes are read into variables of their own, and the entry made of them at the
        // end: a variable entry was copied whole to be returned.
        var isTranslatable = defaultTranslatable
        var isFormatted = true
        var product: String?
        var details = AndroidEntryDetails()
        var isValid = true
        // Most resources have no attribute but `name`, which is read already: the others are
        // made into values one by one, and `name` (and `type` of an item) never.
        for index in 0..<tag.attributeCount {
            if tag.attribute(at: index, isNamed: "name") || (kind == .typedStringItem && tag.attribute(at: index, isNamed: "type")) {
                continue
            }
            let attribute = tag.attribute(at: index)
            switch (attribute.namespaceURI, attribute.localName) {
            case (nil, "product"):
                if !attribute.value.isEmpty { product = attribute.value }
            case (nil, "formatted"), (nil, "translatable"):
                guard let value = Self.parseBool(attribute.value) else {
                    // aapt2 reads these on <string> and arrays only; on <plurals> it ignores them.
                    if kind == .plurals || kind == .typedStringItem || (kind != .string && attribute.localName == "formatted") {
                        report(.warning(AndroidDiagnosticID.invalidBooleanAttribute, at: location(tag.position),
                                        "invalid value for '\(attribute.localName)'; it must be true or false and is ignored"))
                        continue
                    }
                    report(.error(AndroidDiagnosticID.invalidBooleanAttribute, at: location(tag.position),
                                  "invalid value for '\(attribute.localName)'. Must be a boolean"))
                    isValid = false
                    continue
                }
                if attribute.localName == "formatted" { isFormatted = value } else { isTranslatable = value }
            default:
                details.attributes.append(Attribute(name: attribute.qualifiedName, value: attribute.value))
            }
        }
        guard isValid else { return nil }
        return PendingEntry(kind: kind, name: name, comment: comment, position: tag.position, isTranslatable: isTranslatable,
                            isFormatted: isFormatted, product: product, details: details)
    }

    private mutating func beginCapture() {
        capture.removeAll()
        isCapturing = true
        captureDepth = depth
    }

    private mutating func finishCapture() {
        guard isCapturing else { return }
        isCapturing = false
        // The pending entry is taken out, not copied and then cleared: copies of it and the
        // clearing of an optional cost more than the rest of the bookkeeping of a string.
        if let pending = pendingString.take() {
            finishString(pending)
        } else if let item = pendingItem.take() {
            finishItem(item)
        }
    }

    /// Builds the value of the captured element: a reference, or styled text. `nil` after
    /// reporting why aapt2 rejects it.
    private mutating func buildValue() -> ItemValue? {
        if let failure = capture.failure {
            report(.error(failure.id, at: location(failure.position), failure.message))
            return nil
        }
        for unknown in capture.unknownNamespaceElements {
            report(.warning(AndroidDiagnosticID.unknownNamespaceElement, at: location(unknown.position),
                            "ignoring element '\(unknown.name)' with unknown namespace '\(unknown.namespace)'; its text is kept"))
        }
        if !capture.hasSpans, let reference = AndroidReferenceParser.reference(inRawText: capture.rawText) {
            return .reference(reference)
        }
        let (result, droppedSurrogates) = AndroidTextBuilder.build(capture, buffer: &textBuffer)
        for dropped in droppedSurrogates {
            report(.warning(AndroidDiagnosticID.droppedSurrogate, at: location(capture.position(ofByte: dropped.byteIndex)),
                            "\\u escape of a surrogate half (D800-DFFF) is dropped by aapt2; write the character itself"))
        }
        switch consume result {
        case .success(let styled):
            return .text(styled)
        case .failure(let failure):
            report(.error(failure.id, at: location(capture.position(ofByte: failure.byteIndex)), failure.message))
            return nil
        }
    }

    private mutating func finishString(_ pending: consuming PendingEntry) {
        guard let value = buildValue() else { return }
        let entryValue: EntryValue
        switch consume value {
        case .reference(let reference):
            entryValue = .reference(reference)
        case .text(let styled) where pending.kind == .typedStringItem:
            // `<item type="string">` accepts any type and gets no format check.
            if styled.spans.isEmpty, AndroidPrimitiveValue.isNonString(capture.rawText) {
                report(.note(AndroidDiagnosticID.elementLeftAlone, at: location(pending.position),
                             "<item type=\"string\" name=\"\(pending.name)\"> holds a number, colour or boolean, not a string; left alone"))
                return
            }
            pending.details.element = .item
            entryValue = .text(styled)
        case .text(let styled):
            if styled.spans.isEmpty, pending.isFormatted, pending.isTranslatable,
               !JavaFormatVerifier.isValid(styled.text) {
                // aapt2 rejects it, but the Android Gradle Plugin always compiles with
                // `--legacy`, which only warns: the string ships as written.
                report(.warning(AndroidDiagnosticID.nonPositionalFormat, at: location(pending.position),
                                "multiple substitutions specified in non-positional format in '\(pending.name)'; builds accept it (aapt2 --legacy), but a translation cannot reorder the arguments: number them (%1$s, %2$d) or add formatted=\"false\""))
            }
            entryValue = .text(styled)
        }
        add(pending, value: entryValue, type: "string")
    }

    // MARK: - <plurals> and arrays

    private mutating func startBagChild(_ tag: XMLStartTag) {
        guard let bag = pendingBag else { return }
        let isPlain = !tag.hasNamespace && !tag.hasPrefix
        let name = tag.localName
        if isPlain, name == "skip" || name == "eat-comment" {
            skipUntilDepth = depth
            return
        }
        let at = location(tag.position)
        guard isPlain, name == "item" else {
            let prefix = tag.prefix.map { "\($0):" } ?? ":"
            return rejectBagChild(.error(AndroidDiagnosticID.unknownElement, at: at,
                                         "unknown tag <\(prefix)\(name)> in <\(bag.entry.kind.elementName)>"))
        }
        var item = PendingItem(position: tag.position)
        if bag.entry.kind == .plurals {
            guard let quantity = tag.attribute("quantity"), !quantity.isEmpty else {
                return rejectBagChild(.error(AndroidDiagnosticID.missingPluralQuantity, at: at,
                                             "<item> in <plurals> requires attribute 'quantity'"))
            }
            let trimmed = quantity.trimmingASCIIWhitespace()
            guard let category = PluralCategory(rawValue: trimmed) else {
                return rejectBagChild(.error(AndroidDiagnosticID.invalidPluralQuantity, at: at,
                                             "<item> in <plural> has invalid value '\(trimmed)' for attribute 'quantity'; use zero, one, two, few, many or other"))
            }
            guard !bag.forms.contains(where: { $0.category == category }) && !bag.failedCategories.contains(category) else {
                return rejectBagChild(.error(AndroidDiagnosticID.duplicatePluralQuantity, at: at,
                                             "duplicate quantity '\(trimmed)' in <plurals name=\"\(bag.entry.name)\">"))
            }
            item.category = category
        }
        pendingItem = item
        beginCapture()
    }

    /// Reports why a child of `<plurals>` or an array is rejected, which makes aapt2 reject
    /// the whole resource, and skips the child.
    private mutating func rejectBagChild(_ diagnostic: Diagnostic) {
        report(diagnostic)
        pendingBag?.isValid = false
        skipUntilDepth = depth
    }

    private mutating func finishItem(_ item: PendingItem) {
        // Taken out while it changes, so that its lists are not copied for every item.
        guard var bag = pendingBag.take() else { return }
        defer { pendingBag = bag }
        guard let value = buildValue() else {
            bag.isValid = false
            if let category = item.category { bag.failedCategories.insert(category) }
            return
        }
        if let category = item.category {
            bag.forms.append(PluralForms.Form(category: category, value: value))
            return
        }
        guard bag.entry.kind == .array, bag.format != .string, case .text(let styled) = value, styled.spans.isEmpty else {
            bag.items.append(value)
            return
        }
        // An item of an untyped array is whatever aapt2 makes of it; an item of a typed one
        // must be of the type.
        let raw = String(decoding: capture.rawText, as: UTF8.self).trimmingASCIIWhitespace()
        if bag.format != nil, raw.isEmpty {
            bag.items.append(.reference(ResourceReference(kind: .null)))
        } else if let format = bag.format, !format.accepts(raw) {
            report(.error(AndroidDiagnosticID.invalidArrayItem, at: location(item.position),
                          "could not parse array item '\(raw)': the array's format is \(format.rawValue)"))
            bag.isValid = false
        } else if bag.format != nil || AndroidPrimitiveValue.isNonString(capture.rawText) {
            bag.nonStringItems.append(bag.items.count)
            bag.items.append(.text(StyledText(raw)))
        } else {
            bag.items.append(value)
        }
    }

    private mutating func finishBag() {
        guard let bag = pendingBag.take(), bag.isValid else { return }
        switch bag.entry.kind {
        case .plurals:
            add(bag.entry, value: .plural(PluralForms(bag.forms)), type: "plurals")
        case .array where !bag.items.isEmpty && bag.nonStringItems.count == bag.items.count:
            report(.note(AndroidDiagnosticID.elementLeftAlone, at: location(bag.entry.position),
                         "<array name=\"\(bag.entry.name)\"> holds numbers, colours or booleans, no strings; left alone"))
        case .array:
            var entry = bag.entry
            entry.details.element = .array
            entry.details.nonStringItems = bag.nonStringItems
            add(entry, value: .array(bag.items), type: "array")
        case .stringArray:
            add(bag.entry, value: .array(bag.items), type: "array")
        case .string, .typedStringItem:
            break
        }
    }

    // MARK: - Entries

    private mutating func add(_ pending: consuming PendingEntry, value: consuming EntryValue, type: String) {
        // One lookup of the name for the usual resource, whose name is new.
        if !isNewName(pending.name) {
            let identity = DefinedResource(type: type, name: pending.name, product: pending.product)
            if let firstLine = firstLine(of: identity) {
                report(.error(AndroidDiagnosticID.duplicateResource, at: location(pending.position),
                              "duplicate value for resource '\(type)/\(pending.name)'\(pending.product.map { " (product \($0))" } ?? ""); first defined at line \(firstLine)"))
                return
            }
            otherDefinitions[identity] = pending.position.line
        }
        // The pending entry is given up: its strings are moved into the entry, not copied.
        var key = ""
        swap(&key, &pending.name)
        entries.append(Entry(key: key, value: value, comment: pending.comment.take(),
                             isTranslatable: pending.isTranslatable, isFormatted: pending.isFormatted,
                             product: pending.product.take(),
                             details: pending.details.isEmpty ? FormatDetails() : FormatDetails(pending.details),
                             location: location(pending.position)))
    }

    /// Records that the next entry defines `name`; false, recording nothing, when an earlier
    /// entry did.
    private mutating func isNewName(_ name: String) -> Bool {
        // The entries are read through a copy of the array, which is let go before the next
        // entry is appended (appending to an array with a second reference copies it whole).
        let entries = self.entries
        return firstDefinitions.insert(name, entry: entries.count, nameOf: { entries[$0].key }) == nil
    }

    /// The line where a resource of this type, name and product was defined before, if it was.
    private mutating func firstLine(of identity: DefinedResource) -> Int? {
        let entries = self.entries
        guard let index = firstDefinitions.entry(named: identity.name, nameOf: { entries[$0].key }) else { return nil }
        let first = entries[index]
        if first.value.androidResourceType == identity.type && first.product == identity.product {
            return first.location?.line ?? 0
        }
        return otherDefinitions[identity]
    }

    // MARK: - Helpers

    private mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    private func location(_ position: XMLPosition?) -> SourceLocation {
        guard let position else { return SourceLocation(path: path) }
        return SourceLocation(path: path, line: position.line, column: position.column)
    }

    /// aapt2's `ParseBool`.
    static func parseBool(_ text: String) -> Bool? {
        switch text.trimmingASCIIWhitespace() {
        case "true", "TRUE", "True": true
        case "false", "FALSE", "False": false
        default: nil
        }
    }
}

extension AndroidValuesParser {
    /// Passes libxml2's events to the parser it holds.
    ///
    /// The parser lives in memory of the handler's own, not in a stored property, which would
    /// be checked for exclusive access at every event (costing as much as recording a chunk
    /// of text): the events come one at a time from one parse, and the
    /// parser never calls back into its handler.
    final class Handler: XMLStreamHandler {
        private let storage: UnsafeMutablePointer<AndroidValuesParser>

        init(_ parser: AndroidValuesParser) {
            storage = .allocate(capacity: 1)
            storage.initialize(to: parser)
        }

        deinit {
            storage.deinitialize(count: 1)
            storage.deallocate()
        }

        /// The parser as the events so far left it.
        var parser: AndroidValuesParser { storage.pointee }

        func startTag(_ tag: XMLStartTag) { storage.pointee.startTag(tag) }
        func endTag(_ tag: XMLEndTag) { storage.pointee.endTag() }
        func text(_ bytes: UnsafeBufferPointer<UInt8>, at location: XMLTextLocation) { storage.pointee.text(bytes, at: location) }
        func comment(_ text: String, at position: XMLPosition) { storage.pointee.comment(text, at: position) }
        func problem(_ problem: XMLProblem) { storage.pointee.problem(problem) }
    }
}

/// A resource element whose attributes are read and whose value is not yet complete.
struct PendingEntry {
    enum Kind {
        /// `<string>`, or `<item type="string">` (which accepts any type).
        case string, typedStringItem, plurals, stringArray, array

        var elementName: String {
            switch self {
            case .string: "string"
            case .typedStringItem: "item"
            case .plurals: "plurals"
            case .stringArray: "string-array"
            case .array: "array"
            }
        }
    }

    var kind: Kind
    var name: String
    var comment: String?
    var position: XMLPosition
    var isTranslatable: Bool
    var isFormatted = true
    var product: String?
    var details = AndroidEntryDetails()
}

/// A `<plurals>` or array being read.
struct PendingBag {
    var entry: PendingEntry
    var forms: [PluralForms.Form] = []
    var items: [ItemValue] = []
    var isValid = true
    /// The `format` of an `<array>`, when it has one.
    var format: ArrayItemFormat?
    /// The indices of the items aapt2 compiles to something other than a string.
    var nonStringItems: [Int] = []
    var failedCategories: Set<PluralCategory> = []
}

/// An `<item>` of a bag being captured.
struct PendingItem {
    var position: XMLPosition
    var category: PluralCategory?
}

/// What makes two resources the same for aapt2's duplicate check (its types, including
/// the `apple` values a reader of Apple files would give).
struct DefinedResource: Hashable {
    var type: String
    var name: String
    var product: String?

    /// Hashes the name only: it nearly always differs, and hashing one string instead of
    /// three is a measurable share of reading a large tree.
    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

extension String {
    /// The text without leading and trailing ASCII whitespace (C `isspace`), as aapt2 trims.
    func trimmingASCIIWhitespace() -> String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        while start < end, AndroidTextBuilder.isASCIISpace(bytes[start]) { start += 1 }
        while end > start, AndroidTextBuilder.isASCIISpace(bytes[end - 1]) { end -= 1 }
        if start == 0 && end == bytes.count { return self }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
