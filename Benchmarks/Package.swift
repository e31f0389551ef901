// swift-tools-version:6.0
// Speed of BrailleCore's translator against liblouis's C library, on identical output.
// A separate package so that liblouis (Debian's liblouis-dev) never enters the main build.
//
//     cd Benchmarks && swift run -c release translation-benchmark
import PackageDescription

let package = Package(
    name: "brl-benchmarks",
    dependencies: [
        .package(name: "brl", path: ".."),
    ],
    targets: [
        // liblouis's C API: <liblouis/liblouis.h>, linked with -llouis.
        .systemLibrary(name: "CLouis", providers: [.apt(["liblouis-dev"])]),
        .executableTarget(
            name: "translation-benchmark",
            dependencies: [
                .product(name: "BrailleCore", package: "brl"),
                "CLouis",
            ]
        ),
        // Focus event → snapshot → cells and RSS over 10⁴ real focus changes (GTK 3 app, headless
        // session): bash desktop-benchmark.sh
        .executableTarget(
            name: "desktop-benchmark",
            dependencies: [
                .product(name: "BrailleCore", package: "brl"),
                .product(name: "DesktopAccessibility", package: "brl"),
            ]
        ),
        // A long web page in Firefox ESR: load-complete → read, and line moves (issue 25):
        // bash web-benchmark.sh
        .executableTarget(
            name: "web-benchmark",
            dependencies: [
                .product(name: "BrailleCore", package: "brl"),
                .product(name: "DesktopAccessibility", package: "brl"),
            ]
        ),
    ]
)
