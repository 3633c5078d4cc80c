import Foundation
import Testing
import FinderTestSupport

/// The layering the README draws (CLI → Domain → Index / Store / Remote → Text → C shims),
/// checked on the sources: a module imports only what lies below it.
@Suite struct ArchitectureTests {
    func imports(of target: String) throws -> Set<String> {
        let folder = packageRoot + "/Sources/" + target
        var found = Set<String>()
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                found.insert(String(line.split(separator: " ").last!))
            }
        }
        return found
    }

    @Test(arguments: [
        ("FinderCLI", ["FinderStore", "FinderIndex", "FinderRemote", "Foundation", "FinderNetCommands"]),
        ("FinderDomain", ["FinderCLI", "FinderRemote", "Foundation", "FinderNetCommands"]),
        ("FinderIndex", ["FinderStore", "FinderDomain", "FinderCLI", "FinderText", "Foundation"]),
        ("FinderStore", ["FinderIndex", "FinderDomain", "FinderCLI", "FinderText", "Foundation"]),
        ("FinderText", ["FinderStore", "FinderIndex", "FinderDomain", "FinderCLI", "Foundation"]),
        ("FinderRemote", ["FinderStore", "FinderIndex", "FinderDomain", "FinderCLI"]),
        // Colours and the blur hash: libc only (finder draws the blur, so no Foundation).
        ("FinderColor", ["FinderStore", "FinderIndex", "FinderDomain", "FinderCLI", "FinderText", "FinderRemote", "Foundation"]),
        // GLib and libjpeg-turbo stay in finder-net: no module of finder may reach them.
        ("FinderCLI", ["CThumbnails", "CChafa", "CTurboJPEG"]),
        ("FinderDomain", ["CThumbnails", "CChafa", "CTurboJPEG"]),
    ])
    func aModuleImportsNothingAboveIt(target: String, forbidden: [String]) throws {
        let found = try imports(of: target)
        #expect(found.isDisjoint(with: forbidden), "\(target) imports \(found.intersection(forbidden).sorted())")
    }
}
