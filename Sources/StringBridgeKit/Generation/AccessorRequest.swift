import AndroidResources
import AccessorGeneration
import LocalizedStrings

/// What a user asks ``AccessorPipeline`` for: the resources, the Swift file to write, how to
/// shape it, and whether to write or only check.
public struct AccessorRequest: Sendable {
    /// Whether the pipeline writes.
    public enum Mode: Sendable {
        /// Write the file when its content changes.
        case write
        /// Write nothing; say whether the file on disk differs (`--check`).
        case check
    }

    /// Files and folders to read: an Android `res` folder, `.lproj` folders (or the folder
    /// that holds them), or a String Catalog; one form.
    public var paths: [String]
    /// The Swift file to write.
    public var outputFile: String
    /// How the accessors are shaped, and which table they read.
    public var options: AccessorOptions
    /// The development language: that of Android's `values/` and of the Apple table whose
    /// placeholders type the parameters; `nil` for a String Catalog's `sourceLanguage`, else
    /// English.
    public var sourceLanguage: LanguageTag?
    /// Whether to write.
    public var mode: Mode
    /// The dialect the Android-style files are read in (`--android-dialect`), or `nil` for the
    /// one each file's place gives (a `composeResources` or `moko-resources` folder's own).
    public var androidDialect: AndroidDialect?

    /// Creates a request.
    public init(paths: [String], outputFile: String, options: AccessorOptions = AccessorOptions(), sourceLanguage: LanguageTag? = nil,
                mode: Mode = .write) {
        self.paths = paths
        self.outputFile = outputFile
        self.options = options
        self.sourceLanguage = sourceLanguage
        self.mode = mode
    }
}
