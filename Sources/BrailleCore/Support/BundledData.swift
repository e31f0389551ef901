import Foundation

/// Where brl's programs find the data they ship with (the `Tables` folder, the demo's
/// `Examples`), the same way for each folder, in order:
///
/// 1. a folder the reader names with an environment variable (`BRL_TABLES`, `BRL_EXAMPLES`);
/// 2. SwiftPM's resource bundle beside the running executable (`swift build`, `swift run`,
///    `swift test`): `.build/debug/brl_BrailleCore.resources/Tables`;
/// 3. an installation under a prefix (`scripts/install.sh --prefix PREFIX`): the executable in
///    `PREFIX/bin`, the data in `PREFIX/share/brl/Tables`;
/// 4. the source checkout the program was built from: `Tables/` at the package root. An
///    installed build (compiled with `-DBRL_INSTALLED`) leaves this out: it must never read a
///    build tree that may change or go away.
///
/// The executable's path has its symbolic links resolved first, so `/usr/bin/brl-translate`
/// linked to `/opt/brl/bin/brl-translate` finds `/opt/brl/share/brl/Tables`.
package enum BundledData {
    /// The folder under the prefix that holds brl's data: `share/brl`.
    package static let installedFolder = "share/brl"

    /// The candidate folders for `folder`, in order; the caller checks which exist.
    ///
    /// - Parameters:
    ///   - folder: the data folder's name, `Tables` or `Examples`.
    ///   - bundle: the SwiftPM resource bundle that holds it, `brl_BrailleCore.resources`.
    ///   - variable: the environment variable that names it first (`BRL_TABLES`); empty counts as unset.
    ///   - environment: where the variable is read.
    package static func candidates(_ folder: String, bundle: String, variable: String,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var candidates: [String] = []
        if let named = environment[variable], !named.isEmpty { candidates.append(named) }
        var executableDirectories: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
            executableDirectories.append(executable)
        }
        executableDirectories.append(Bundle.main.bundleURL)
        for directory in executableDirectories {
            candidates.append(directory.appendingPathComponent(bundle).appendingPathComponent(folder).path)
        }
        for directory in executableDirectories {
            candidates.append(directory.deletingLastPathComponent().appendingPathComponent(installedFolder)
                .appendingPathComponent(folder).standardizedFileURL.path)
        }
        #if !BRL_INSTALLED
        // A source checkout: Sources/BrailleCore/Support/BundledData.swift → the package root.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(folder).path)
        #endif
        var seen = Set<String>()
        return candidates.filter { seen.insert($0).inserted }
    }
}
