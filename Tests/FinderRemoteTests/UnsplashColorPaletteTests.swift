import Testing
import FinderRemote

@Suite struct UnsplashColorPaletteTests {
    @Test(arguments: [
        ("#000000", "black"), ("#FFFFFF", "white"), ("#F9FAF5", "white"), ("#808080", "grey"),
        ("#262626", "dark-grey"), ("#D0D0D0", "light-grey"),
        ("#09A6E4", "light-blue"), ("#028EEE", "blue"), ("#1040D0", "blue"), ("#101850", "navy"),
        ("#EE8721", "orange"), ("#D98C40", "orange"), ("#EC9EE0", "pink"), ("#E01010", "red"),
        ("#F5D020", "yellow"), ("#30A040", "green"), ("#008080", "teal"), ("#7030A0", "purple"),
        ("#D020B0", "magenta"), ("#7A4E2A", "brown"), ("#E3CFAA", "beige"),
    ])
    func namesTheNearestColour(hex: String, expected: String) {
        #expect(UnsplashColorPalette.name(hex: hex) == expected)
    }

    @Test func everyReferenceColourNamesItself() {
        for e in UnsplashColorPalette.entries { #expect(UnsplashColorPalette.name(of: e.color) == e.id) }
    }

    @Test func notAColour() {
        #expect(UnsplashColorPalette.name(hex: "blue") == nil)
        #expect(UnsplashColorPalette.name(hex: "") == nil)
    }
}
