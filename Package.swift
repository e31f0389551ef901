// swift-tools-version:6.0
import PackageDescription

let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let systemPackage: Target.Dependency = .product(name: "SystemPackage", package: "swift-system")
let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")
let asyncAlgorithms: Target.Dependency = .product(name: "AsyncAlgorithms", package: "swift-async-algorithms")

let package = Package(
    name: "brl",
    // BrailleCore uses Synchronization.Mutex, which Apple platforms have from these releases on;
    // on Linux the list does not apply.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "BrailleCore", targets: ["BrailleCore"]),
        .library(name: "DesktopAccessibility", targets: ["DesktopAccessibility"]),
        .library(name: "BrailleBridge", targets: ["BrailleBridge"]),
        .executable(name: "brl-translate", targets: ["brl-translate"]),
        .executable(name: "brl-bridge", targets: ["brl-bridge"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // System calls (FileDescriptor, Errno, retried EINTR) and the programs' reports (Logger).
        .package(url: "https://github.com/apple/swift-system", from: "1.8.0"),
        // brl's handler implements `LogHandler.log(event:)`, which 1.16.2 (the version here) has.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The session loop merges its inputs (display, source, script, deadlines) with `merge`.
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
    ],
    targets: [
        // Pure Swift: tables, translation, the accessibility model, presentation, viewport, navigation.
        .target(
            name: "BrailleCore",
            resources: [.copy("../../Tables")]
        ),
        // The C shim over BrlAPI (Debian's libbrlapi-dev). Only BrailleBridge's BrlAPI display imports it.
        .target(
            name: "CBrlAPI",
            linkerSettings: [.linkedLibrary("brlapi")]
        ),
        // libatspi (AT-SPI2, Debian libatspi2.0-dev) as a system library, and the C shim for what
        // Swift cannot import. Only DesktopAccessibility imports them.
        .systemLibrary(
            name: "CAtspi",
            pkgConfig: "atspi-2",
            providers: [.apt(["libatspi2.0-dev"])]
        ),
        .target(
            name: "CAtspiShim",
            dependencies: ["CAtspi"]
        ),
        // The desktop source: the focus of real Linux apps (GTK, Qt) through AT-SPI2, mapped to
        // the accessibility model; one thread owns libatspi, only Sendable snapshots leave it.
        .target(
            name: "DesktopAccessibility",
            dependencies: ["BrailleCore", "CAtspi", "CAtspiShim"]
        ),
        // brl's one convention for errors on the command line (docs/errors.md), shared by the programs.
        .target(
            name: "CommandLineErrors",
            dependencies: ["BrailleCore", argumentParser, logging]
        ),
        .executableTarget(
            name: "brl-translate",
            dependencies: ["BrailleCore", "CommandLineErrors", argumentParser]
        ),
        // The bridge as a library: the session (its loop and the one place that builds it), the
        // displays (BRLTTY, the terminal), the sources (feed, demo, desktop), the script driver.
        .target(
            name: "BrailleBridge",
            dependencies: ["BrailleCore", "CBrlAPI", "DesktopAccessibility", systemPackage, logging, asyncAlgorithms],
            // The bundled demo shows the example documents.
            resources: [.copy("../../Examples")]
        ),
        // The command line over BrailleBridge.
        .executableTarget(
            name: "brl-bridge",
            dependencies: ["BrailleBridge", "BrailleCore", "CommandLineErrors", argumentParser, systemPackage, logging]
        ),
        // What the test targets share: a child process by pid, a private BRLTTY with the Virtual
        // driver and the display peer that speaks its protocol, a seeded generator.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport"
        ),
        // Fuzzes a table forward and back with exact position maps (not a product: a tool for
        // the project, `swift build -c release --product translation-fuzz`).
        .executableTarget(
            name: "translation-fuzz",
            dependencies: ["BrailleCore", "TestSupport"],
            path: "Tests/TranslationFuzz"
        ),
        .testTarget(
            name: "BrailleCoreTests",
            dependencies: ["BrailleCore", "TestSupport"],
            // Corpora and difference lists, read from the source tree by path.
            exclude: ["German/Data", "Translation/Data"]
        ),
        // Runs a real BRLTTY (Virtual driver) and the built brl-bridge; needs brltty installed.
        .testTarget(
            name: "BridgeTests",
            dependencies: ["BrailleBridge", "brl-bridge", "BrailleCore", "TestSupport"]
        ),
        // The mapping, and real GTK 3 / GTK 4 / Qt 5 apps under Xvfb with an AT-SPI bus (skipped
        // with a reason when Xvfb, the bus launcher or the toolkits are missing).
        .testTarget(
            name: "DesktopTests",
            dependencies: ["DesktopAccessibility", "BrailleCore", "TestSupport"],
            exclude: ["Apps"]
        ),
    ]
)
