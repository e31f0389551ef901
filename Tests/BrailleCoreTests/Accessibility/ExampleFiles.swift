import Foundation
import BrailleCore

/// The example documents in `Examples/`, found from this file's place in the package.
enum ExampleFiles {
    static let directory = PackagePaths.root.appendingPathComponent("Examples")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }
            .sorted()
    }

    static func screen(_ name: String) throws -> Screen {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return try ScreenDocument.screen(utf8: data, source: "Examples/\(name)")
    }
}
