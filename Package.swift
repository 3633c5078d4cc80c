// swift-tools-version:6.0
//
// finder — a search CLI for a local stock catalogue and Unsplash photos.
//
// Imports point only downward:
//   finder → FinderCLI → FinderDomain → FinderIndex / FinderStore / FinderText
//   finder-net → FinderNetCommands → FinderCLI, FinderRemote → FinderText
//   FinderText → CICU, FinderFiles (its lock); FinderStore → CSQLite, FinderFiles, CChecksum; FinderIndex → CChecksum, FinderFiles
//   FinderCLI, FinderRemote → FinderColor (colours and the blur-hash decoder: plain Swift)
//   FinderNetCommands → CThumbnails → CChafa, CTurboJPEG (photo thumbnails, finder-net only)
// (FinderIndex and FinderStore do not use FinderText: keys come to them as bytes. Only the
// domain opens the store; FinderCLI and FinderNetCommands import FinderStore for its value
// types alone — listings, history entries, failures — and never open one.)
//
// Nothing here depends on a package from outside the toolchain: system ICU and SQLite come
// from Debian's libicu-dev and libsqlite3-dev.
//
// The stock-search path is deliberately free of Foundation: loading libFoundation costs
// several milliseconds per process, and a cold `finder stocks QUERY` must be as quick as
// `sqlite3` answering the same question. Tests and benchmarks may use Foundation freely.
import Foundation
import PackageDescription

/// The UI languages' catalog folders (`Localization/<id>/`, one per line of FinderText's
/// `UILanguage.all`), each copied beside the binaries: the folders holding `*.strings`, so a
/// new language's catalogs need no line here (docs/decisions/0604-languages-as-one-table.md).
let catalogFolders: [String] = {
    let root = Context.packageDirectory + "/Localization"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return names.filter { name in
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + name)) ?? []).contains { $0.hasSuffix(".strings") }
    }.sorted()
}()

/// finder-net's release build links the Swift runtime and Foundation statically (below).
let staticStdlibInRelease: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]

/// The modules of `finder`'s search path fetch a generic type's metadata (an array's storage
/// class for each element type, an optional, a tuple) through a direct accessor in release
/// builds, not through its mangled name: by default swiftc emits a mangled name that the
/// runtime demangles on first use — about 10,000 instructions a type, ~40 types in a cold
/// `finder stocks app`, a tenth of its cost (callgrind, Benchmarks/instructions.sh:
/// 3.05 M → 2.77 M). The accessors make the code a little larger; the result is the same.
let directMetadata: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))]

/// The package's folder, for the files the linker reads.
let packageDirectory = String(#filePath.dropLast("/Package.swift".count))

/// Release builds of `finder`: a static executable (see `finder` below).
/// ICU's code is linked in, its data is not: `CICUSystemData` maps the system's.
///
/// Linked by the toolchain's lld with the symbols a cold command touches laid out together
/// (`Sources/finder/link-order.txt`, written by `Scripts/make_link_order.sh`), and each
/// segment placed at an address congruent to its file offset modulo 2 MiB, so the kernel maps
/// the page cache's large folios of the text whole: a cold `finder stocks app` 220 → 185 page
/// faults (docs/decisions/0441-hot-code-and-data-together.md). A name the list has and the
/// binary no longer does is skipped: a stale list costs speed, never the build.
let staticExecutableInRelease: [LinkerSetting] = [.unsafeFlags(["-static-executable",
                                                               "-Xlinker", "-l:libicui18n.a", "-Xlinker", "-l:libicuuc.a",
                                                               "-Xlinker", "-l:libsqlite3.a",
                                                               "-Xlinker", "-lstdc++", "-Xlinker", "-lm",
                                                               "-use-ld=lld",
                                                               "-Xlinker", "--symbol-ordering-file=\(packageDirectory)/Sources/finder/link-order.txt",
                                                               "-Xlinker", "--no-warn-symbol-ordering",
                                                               "-Xlinker", "-z", "-Xlinker", "max-page-size=2097152"],
                                                              .when(configuration: .release))]

let package = Package(
    name: "finder",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "finder", targets: ["finder"]),
        .executable(name: "finder-net", targets: ["finder-net"]),
        // For the benchmark package in Benchmarks/, which measures the library in-process.
        .library(name: "FinderDomain", targets: ["FinderDomain"]),
    ],
    targets: [
        // C shim over system ICU: the only place ICU headers are included.
        // Debug builds link ICU dynamically; release builds link it into each binary as the
        // binary's own target says (below).
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icui18n", .when(configuration: .debug)),
                             .linkedLibrary("icuuc", .when(configuration: .debug))]
        ),
        // ICU's data for the static executables: mapped from the system's libicudata.so.NN at
        // start (release builds; debug builds link ICU dynamically, data included). The
        // 30 MB data was in finder (and a second static executable, since gone) besides the
        // libicu72 the package depends on (docs/decisions/0503-icu-data-once.md).
        .target(name: "CICUSystemData", cSettings: [.define("CICU_SYSTEM_DATA", .when(configuration: .release))]),
        // finder-net's answer to the ICU data of the Foundation it links statically: none
        // (foundation_icu_data.c; docs/decisions/0603-a-lean-package.md).
        .target(name: "CFoundationICUData"),
        // The command line for the Swift runtime without its /proc/self/maps scan (arguments.c).
        .target(name: "CArguments"),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        // Photo thumbnails (finder-net only, so `finder` stays static and free of GLib):
        // libjpeg-turbo decodes, libchafa draws symbols and sixels. Debian 12's libchafa-dev,
        // libglib2.0-dev and libturbojpeg0-dev (Scripts/setup.sh); pkg-config gives the flags.
        // CThumbnails is the only C that includes them: Swift sees plain C types, never GLib.
        .systemLibrary(name: "CChafa", path: "Sources/CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev"])]),
        .systemLibrary(name: "CTurboJPEG", path: "Sources/CTurboJPEG", pkgConfig: "libturbojpeg",
                       providers: [.apt(["libturbojpeg0-dev"])]),
        .target(name: "CThumbnails", dependencies: ["CChafa", "CTurboJPEG"]),

        // Bundled data. C targets so that no Foundation accessor is generated: the binary
        // finds the copied bundles beside itself (see FinderDomain/ResourceLocator.swift).
        .target(name: "FinderResources", path: "Resources",
                exclude: ["README.md"],
                resources: [.copy("catalogue.tsv")]),
        .target(name: "FinderLocalization", path: "Localization",
                exclude: ["README.md"],
                resources: catalogFolders.map { .copy($0) }),

        // Files replaced atomically, the data folder's lock, small file helpers: libc only.
        .target(name: "FinderFiles", swiftSettings: directMetadata),
        .target(name: "FinderText", dependencies: ["CICU", "FinderFiles"], swiftSettings: directMetadata),
        // Colours and the blur-hash decoder, libc only: `finder` draws a saved photo page's
        // blur (`offline show`) and finder-net names the API's colours with them.
        .target(name: "FinderColor", swiftSettings: directMetadata),
        // CRC-32C of the index's blocks and header, by SSE4.2 or ARMv8 CRC instructions where
        // the CPU has them (a table elsewhere): libc only, the index's one C shim.
        .target(name: "CChecksum"),
        .target(name: "FinderIndex", dependencies: ["FinderFiles", "CChecksum"], swiftSettings: directMetadata),
        .target(name: "FinderStore", dependencies: ["CSQLite", "FinderFiles", "CChecksum"], swiftSettings: directMetadata,
                linkerSettings: [.linkedLibrary("sqlite3", .when(configuration: .debug))]),
        .target(name: "FinderDomain", dependencies: ["FinderText", "FinderIndex", "FinderStore", "FinderFiles"], swiftSettings: directMetadata),
        // What --version says about the build: the version, and the commit the sources were
        // built from (generated before every build by the BuildCommit plugin, from git).
        .target(name: "FinderBuildInfo", plugins: ["BuildCommit"]),
        .plugin(name: "BuildCommit", capability: .buildTool()),
        .target(name: "FinderCLI", dependencies: ["FinderDomain", "FinderStore", "FinderText", "FinderFiles", "FinderBuildInfo",
                                                   "FinderColor"], swiftSettings: directMetadata),
        // Release builds make `finder` a static executable: the Swift runtime, ICU (its data
        // mapped from the system's libicudata: CICUSystemData), SQLite, libstdc++ and glibc
        // are all in the binary, so no dynamic loader runs
        // at start-up, the floor of every cold search (callgrind, Benchmarks/instructions.sh:
        // `finder --version` 8.1 M → 1.5 M instructions over the dynamic build). The binary
        // is ~15 MB stripped; only the pages a query touches are read. `-l:lib….a` names archives
        // themselves: swiftc moves plain `-l` flags away from `-Bstatic`. The linker warns that
        // `getpwuid` (the home folder when HOME is unset) and `dlopen` (unused by finder) need
        // the same glibc at run time: they load its NSS modules, which Debian ships.
        // (finder-net is not a static executable: a static FoundationNetworking would need
        // libcurl's static library, and network commands are not start-up bound.)
        .executableTarget(name: "finder",
                          dependencies: ["FinderCLI", "FinderResources", "FinderLocalization", "CICUSystemData", "CArguments"],
                          exclude: ["link-order.txt"],
                          swiftSettings: directMetadata,
                          linkerSettings: staticExecutableInRelease),
        // The async commands (the network's, run by finder-net's features, and the interactive
        // sessions, stocks and photos) and the runner that blocks on them: only finder-net
        // links this, so no module of `finder` has async code and `finder` links neither the
        // Swift concurrency runtime nor libdispatch, whose initializers cost every process ~80 µs
        // and 42 page faults (README, Performance).
        .target(name: "FinderInteractive", dependencies: ["FinderCLI", "FinderDomain", "FinderFiles"]),
        // The network side, with Foundation: HTTP clients (Unsplash, Moscow Exchange) and the
        // commands that use them. `finder` execs `finder-net` for these commands, so the
        // stock-search binary never loads Foundation.
        // -static-stdlib when compiling too, in the modules that import Foundation: it makes
        // their autolink entries name Foundation's static dependencies (CoreFoundation, the
        // URLSession shim, curl), without which the static link of finder-net fails.
        .target(name: "FinderRemote", dependencies: ["FinderText", "FinderColor"], swiftSettings: staticStdlibInRelease),
        .target(name: "FinderNetCommands", dependencies: ["FinderCLI", "FinderInteractive", "FinderDomain", "FinderStore", "FinderRemote", "FinderFiles", "FinderText",
                                                   "FinderColor", "CThumbnails"],
                swiftSettings: staticStdlibInRelease),
        // Release builds link the Swift runtime and Foundation into finder-net
        // (-static-stdlib; URLSession's libcurl is linked from libcurl4-openssl-dev, which
        // Scripts/setup.sh installs): what stays dynamic is Debian's own (libcurl, ICU, SQLite, libc),
        // which the package names in its Depends (Scripts/package.sh, dpkg-shlibdeps), and the
        // binary runs where no Swift toolchain is installed.
        .executableTarget(name: "finder-net",
                          dependencies: ["FinderNetCommands", "FinderResources", "FinderLocalization", "CFoundationICUData"],
                          swiftSettings: staticStdlibInRelease,
                          linkerSettings: [.linkedLibrary("icui18n", .when(configuration: .release)),
                                           .linkedLibrary("icuuc", .when(configuration: .release)),
                                           .linkedLibrary("sqlite3", .when(configuration: .release)),
                                           .unsafeFlags(["-static-stdlib"], .when(configuration: .release))]),

        .target(name: "FinderTestSupport", path: "Sources/FinderTestSupport"),

        .testTarget(name: "FinderTextTests", dependencies: ["FinderText", "FinderTestSupport"]),
        .testTarget(name: "FinderIndexTests", dependencies: ["FinderIndex", "CChecksum", "FinderTestSupport"]),
        .testTarget(name: "FinderStoreTests", dependencies: ["FinderStore", "FinderTestSupport"]),
        .testTarget(name: "FinderFilesTests", dependencies: ["FinderFiles", "FinderTestSupport"]),
        .testTarget(name: "FinderDomainTests",
                    dependencies: ["FinderDomain", "FinderStore", "FinderTestSupport"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "FinderCLITests", dependencies: ["FinderCLI", "FinderInteractive", "FinderStore", "FinderTestSupport"]),
        .testTarget(name: "FinderInteractiveTests", dependencies: ["FinderInteractive", "FinderCLI", "FinderDomain", "FinderTestSupport"]),
        .testTarget(name: "FinderColorTests", dependencies: ["FinderColor"]),
        .testTarget(name: "FinderRemoteTests", dependencies: ["FinderRemote", "FinderColor", "FinderTestSupport"]),
        .testTarget(name: "FinderNetCommandsTests", dependencies: ["FinderNetCommands", "FinderTestSupport"]),
        .testTarget(name: "FinderEndToEndTests",
                    dependencies: ["finder", "finder-net", "FinderTestSupport"],
                    exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v5]
)
