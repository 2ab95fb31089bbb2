import AndroidResources
import AppleResources
import LocalizedStrings
import ResourceConversion

/// What a user asks ``ConversionPipeline`` for: the inputs, the target, the output folder,
/// the conversion options and whether to write.
public struct ConversionRequest: Sendable {
    /// The format to write.
    public enum Target: String, Sendable, CaseIterable {
        /// `.lproj` folders with `Localizable.strings` and `.stringsdict` (`--to apple`).
        case lproj = "apple"
        /// One String Catalog (`--to xcstrings`).
        case stringCatalog = "xcstrings"
        /// Android `res/values*/strings.xml` (`--to android`).
        case android
        /// Xcode's Localization Catalogs, `<lang>.xcloc/` with XLIFF 1.2 for translators (`--to xliff`).
        case xliff

        /// The tables of the inputs this target converts: Apple ones to Android; Android ones to
        /// Apple when there are any (a project folder holds both), else Apple ones (a String
        /// Catalog to `.lproj` files and back, XLIFF into the project); Apple ones to XLIFF when
        /// there are any, else Android ones.
        func sources(of tables: [StringTable]) -> [StringTable] {
            let android = tables.filter { $0.format == .android }
            let apple = tables.filter { $0.format != .android }
            switch self {
            case .android: return apple
            case .lproj, .stringCatalog: return android.isEmpty ? apple : android
            case .xliff: return apple.isEmpty ? android : apple
            }
        }
    }

    /// Whether the pipeline writes.
    public enum Mode: Sendable {
        /// Write the files that change.
        case write
        /// Write nothing; report what would be written (`--dry-run`).
        case dryRun
        /// Write nothing; report what would change (`--check`).
        case check
    }

    /// The paths were read without error, and held nothing to convert.
    public struct NoResources: Error, CustomStringConvertible, Sendable {
        /// The target asked for.
        public var target: Target
        /// The paths read.
        public var paths: [String]

        public var description: String {
            let what = switch target {
            case .android: "no Apple string resources (.strings, .stringsdict, .xcstrings, .xliff)"
            case .lproj: "no Android string resources (values*/*.xml), String Catalogs (.xcstrings) or XLIFF files (.xliff, .xcloc)"
            case .stringCatalog: "no Android string resources (values*/*.xml), .lproj tables (.strings, .stringsdict) or XLIFF files (.xliff, .xcloc)"
            case .xliff: "no Apple or Android string resources"
            }
            return what + " found in \(paths.joined(separator: ", "))"
        }
    }

    /// Files and folders to read.
    public var paths: [String]
    /// The format to write.
    public var target: Target
    /// The folder to write into (the `res` folder for Android).
    public var outputFolder: String
    /// The conversion's options.
    public var options: ConversionOptions
    /// The encoding of new `.strings` files, or `nil` for UTF-8 (an existing file keeps its own).
    public var stringsEncoding: StringsFileEncoding?
    /// Whether to write.
    public var mode: Mode
    /// Whether one error anywhere stops every write (all or nothing), rather than only the
    /// outputs of the input with the error.
    public var isStrict = false
    /// Whether output files an earlier conversion wrote, whose sources are gone, are cleaned
    /// of what it wrote (and removed when nothing else is in them).
    public var prune = false
    /// Whether existing `.strings` files are written in ``stringsEncoding`` (UTF-8 unless
    /// given) instead of keeping their own encoding.
    public var reencodesExistingFiles = false
    /// Whether the result keeps each changed file's content before and after
    /// (``FileUpdate/contents``), for a diff; off, a large conversion never holds every file.
    public var keepsContents = false
    /// The languages `--to xliff` exports (`--language`); none: every language of the input but
    /// the development language.
    public var exportLanguages: [LanguageTag] = []
    /// The dialect Android-style files are read and written in (`--android-dialect`), or `nil`
    /// for the one each file's place gives: an input's own, and for `--to android` the output
    /// folder's (a `composeResources` or `moko-resources` folder is written in its toolchain's
    /// rules and layout).
    public var androidDialect: AndroidDialect?

    /// The dialect of the Android files written: ``androidDialect``, else the output folder's.
    public var outputDialect: AndroidDialect {
        androidDialect ?? AndroidDialect.detected(forPath: outputFolder)
    }

    /// Creates a request.
    public init(paths: [String], target: Target, outputFolder: String, options: ConversionOptions = ConversionOptions(),
                stringsEncoding: StringsFileEncoding? = nil, mode: Mode = .write, isStrict: Bool = false,
                prune: Bool = false, reencodesExistingFiles: Bool = false, keepsContents: Bool = false) {
        self.paths = paths
        self.target = target
        self.outputFolder = outputFolder
        self.options = options
        self.stringsEncoding = stringsEncoding
        self.mode = mode
        self.isStrict = isStrict
        self.prune = prune
        self.reencodesExistingFiles = reencodesExistingFiles
        self.keepsContents = keepsContents
    }
}
