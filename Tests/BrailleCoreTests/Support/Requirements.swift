import Foundation
import Testing

/// What the machine has, for `.enabled(if:)` traits: a test that needs something missing is
/// reported as skipped with a reason, never failed.
enum Requirements {
    /// `lou_translate` from Debian's liblouis-bin, or nil.
    static let louTranslate: String? = ["/usr/bin/lou_translate", "/usr/local/bin/lou_translate"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether liblouis (the command and its tables) is installed.
    static let haveLiblouis = louTranslate != nil

    /// The reason shown when liblouis is missing.
    static let liblouisReason: Comment = "needs lou_translate (Debian liblouis-bin, liblouis-data)"

    /// Whether `relative` (e.g. `conformance/de-g0.tsv`) is in `../shared` beside the package.
    static func shared(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: PackagePaths.shared.appendingPathComponent(relative).path)
    }

    /// The reason shown when a file of `../shared` is missing.
    static func sharedReason(_ relative: String) -> Comment {
        "needs ../shared/\(relative) beside the package"
    }
}
