import Foundation

/// Where the package and its neighbours are, found from this file's place in
/// `Tests/BrailleCoreTests/Support`. The one home of these paths for the core tests.
enum PackagePaths {
    /// The package root (the folder holding `Package.swift`).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the package, as in CI: conformance vectors, seed articles. Read, never copied.
    static let shared = root.deletingLastPathComponent().appendingPathComponent("shared")

    /// liblouis's own test vectors, `../shared/conformance`.
    static let conformance = shared.appendingPathComponent("conformance")

    /// The seed articles, `../shared/seeds`.
    static let seeds = shared.appendingPathComponent("seeds")
}
