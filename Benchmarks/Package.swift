// swift-tools-version:6.0
//
// finder's benchmarks: a separate package (like swift-collections' Benchmarks/) so that the
// root package and its tests never build them. Depends on the root package by path and
// measures the library in-process. See README.md here; run everything with ./run.sh.
import PackageDescription

let package = Package(
    name: "finder-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "finder", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "finder-bench",
            dependencies: [.product(name: "FinderDomain", package: "finder")],
            // finder's release binaries say how they link ICU and SQLite; this one, dynamically.
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("sqlite3")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
