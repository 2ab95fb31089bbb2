/// How `stringbridge generate swift` shapes the accessors: the type's name and access level,
/// how members are named and nested, which table they read, and how they reach a
/// ``Localization/Localizer``.
///
/// The options are in the spirit of SwiftGen's strings templates (`enumName`, `publicAccess`,
/// `flat` and `structured`), with the runtime library in place of `Bundle`.
public struct AccessorOptions: Hashable, Sendable {
    /// The access level of the generated type and its members.
    public enum Access: String, Hashable, Sendable, CaseIterable {
        /// Visible to every module that imports the target.
        case `public`
        /// Visible inside the target.
        case `internal`
        /// Visible inside the package.
        case `package`
    }

    /// How members are named.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// One member per key in the type itself: `settings_title` is `settingsTitle`.
        case flat
        /// A nested type per `.` or `_` segment but the last: `settings_title` is
        /// `Settings.title`.
        case structured
    }

    /// Where the members live and how they reach their localizer.
    public enum Members: String, Hashable, Sendable, CaseIterable {
        /// Static members of an enum the file declares, reading a localizer that the app sets
        /// once (`L10n.localizer`), or the expression ``AccessorOptions/localizer`` names.
        case `static`
        /// Instance members in an extension of a type the app declares, reading its `localizer`
        /// property (or the expression ``AccessorOptions/localizer`` names), for apps that hold
        /// several localizers at once.
        case instance
    }

    /// The generated enum's name, or with ``Members/instance`` the name of the type extended.
    public var typeName: String
    /// The access level of the type and its members.
    public var access: Access
    /// How members are named.
    public var style: Style
    /// Static members of a generated enum, or instance members of an extension.
    public var members: Members
    /// The table the accessors read (`Localizable`: `Localizable.strings`, `Localizable.xcstrings`,
    /// or Android's `strings.xml`).
    public var table: String
    /// A Swift expression that gives the ``Localization/Localizer`` to read; `nil` for the
    /// default: a localizer the generated enum holds and the app sets once (static members), or
    /// the extended type's `localizer` property (instance members).
    public var localizer: String?

    /// The table whose name the lookups leave out: the runtime's default table.
    public static let defaultTable = "Localizable"

    /// Creates options; the defaults are SwiftGen's: an internal enum `L10n` with flat members
    /// reading `Localizable`.
    public init(typeName: String = "L10n", access: Access = .internal, style: Style = .flat, members: Members = .static,
                table: String = AccessorOptions.defaultTable, localizer: String? = nil) {
        self.typeName = typeName
        self.access = access
        self.style = style
        self.members = members
        self.table = table
        self.localizer = localizer
    }

    /// The expression the members read their localizer from.
    var localizerExpression: String {
        if let localizer { return localizer }
        return members == .static ? typeName + "." + SwiftIdentifier.localizerMember : SwiftIdentifier.localizerMember
    }
}
