import LocalizedStrings
import SystemSupport

/// `--follow-symlinks`, taken by every command that walks the folders it is given.
enum SymlinkOption {
    /// The option, for a command's argument table.
    static let arguments: [ArgumentSpec] = [
        .flag("follow-symlinks",
              help: "Follow symbolic links that lead out of the folders named too. By default a link is followed only while its target stays inside the folder named; one that leads out is skipped with a warning (symlink-outside-tree)."),
    ]

    /// Makes the walks of this process follow every link when the option is given.
    static func apply(_ arguments: ParsedArguments) {
        if arguments.flag("follow-symlinks") {
            InputTree.followsLinksOutOfTree.withLock { $0 = true }
        }
    }
}
