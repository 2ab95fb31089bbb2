import LocalizedStrings

extension Localizer {
    /// What a ``Localizer`` can be told besides its resources and languages.
    public struct Configuration: Sendable {
        /// The language the app was written in, whose strings are complete: the end of every
        /// fallback chain, and the language of Apple's `Base.lproj` and Android's default
        /// `values` folder. `nil` uses a String Catalog's `sourceLanguage`, else `en`.
        public var developmentLanguage: LanguageTag?
        /// The table used when a lookup names none (Apple's default, `Localizable`).
        public var defaultTable: String
        /// How numbers are formatted. By default each string follows the conventions of the
        /// platform its file comes from, as that platform would show it: Android strings like
        /// `String.format` (no grouping without `,`), Apple strings like
        /// `String(format:locale:)` (grouped). Set ``StringFormatter/Options/conventions`` to
        /// format every string the same way whatever its source.
        public var formatting: StringFormatter.Options
        /// The device whose String Catalog device variations to show (`iphone`, `ipad`, `mac`,
        /// `applevision`, …: ``DeviceVariations/devices``); `nil` is an iPhone, whose text
        /// Android shows too. A device without a variant of its own takes `other`, then the
        /// variant ``DeviceVariations/variant(for:)`` documents.
        public var device: String?
        /// Called once per table and key for each choice of preferred languages when no
        /// localization of the chain has the key (the lookup then returns the default text or
        /// the key). Called on the looking-up thread, outside the localizer's locks, so it
        /// may look strings up itself.
        public var missingKeyHandler: (@Sendable (MissingKey) -> Void)?

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - developmentLanguage: The app's development language, or `nil` to take it from
        ///     the resources (else `en`).
        ///   - defaultTable: The table used when a lookup names none.
        ///   - formatting: How numbers are formatted.
        ///   - device: The String Catalog device variation to use.
        ///   - missingKeyHandler: Called once per missing key.
        public init(developmentLanguage: LanguageTag? = nil, defaultTable: String = "Localizable",
                    formatting: StringFormatter.Options = StringFormatter.Options(), device: String? = nil,
                    missingKeyHandler: (@Sendable (MissingKey) -> Void)? = nil) {
            self.developmentLanguage = developmentLanguage
            self.defaultTable = defaultTable
            self.formatting = formatting
            self.device = device
            self.missingKeyHandler = missingKeyHandler
        }
    }
}
