import Testing

/// What a test needs beyond the package, so that `swift test --filter` and the skip reasons
/// say it: `swift test --skip` or a tag filter in an IDE can leave a whole group out.
extension Tag {
    /// Runs Debian's `lou_translate` (liblouis-bin, liblouis-data) as an oracle.
    @Tag static var liblouis: Self
    /// Reads `../shared` beside the package (conformance vectors, seed articles).
    @Tag static var shared: Self
    /// Runs a Python generator over Debian data packages.
    @Tag static var python: Self
}
