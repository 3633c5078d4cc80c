import FinderCLI

/// How a terminal can draw an image, and which one finder uses (GUIDE.md, Thumbnails).
enum TerminalGraphics: Equatable, Sendable {
    /// The kitty graphics protocol (`ESC _G`): RGB pixels, scaled by the terminal to the cells.
    case kitty
    /// iTerm2's inline images (`ESC ]1337;File=`): the JPEG as it came.
    case iterm
    /// DEC sixels (`ESC P … q`), drawn by libchafa at the cell size in pixels.
    case sixel
    /// Unicode block symbols in colour, drawn by libchafa: every colour terminal has them.
    case blocks(trueColor: Bool)

    /// What the environment says (`Settings.terminal`), as chafa, timg and viu read it: nil when it names nothing
    /// and only asking the terminal (`TerminalProbe`) can tell. `mode` other than auto wins.
    ///
    /// Inside tmux or screen, blocks: they pass no graphics protocol through unless told to,
    /// and the variables of the terminal outside (KITTY_WINDOW_ID…) are inherited into them.
    static func chosen(_ mode: ImageMode, terminal: Settings.Terminal) -> TerminalGraphics? {
        let term = terminal.term, program = terminal.program, trueColor = terminal.trueColor
        switch mode {
        case .kitty: return .kitty
        case .iterm: return .iterm
        case .sixel: return .sixel
        case .blocks, .blurhash, .none: return .blocks(trueColor: trueColor)
        case .auto: break
        }
        if terminal.multiplexer || term.hasPrefix("screen") || term.hasPrefix("tmux") { return .blocks(trueColor: trueColor) }
        if terminal.kittyWindow || term.contains("kitty") || term.contains("ghostty") || program == "ghostty" {
            return .kitty
        }
        if program == "iterm.app" || terminal.lcTerminal == "iterm2" { return .iterm }
        // WezTerm speaks both; its iTerm2 images are the older and steadier of the two.
        if program == "wezterm" || terminal.weztermPane { return .iterm }
        if trueColor { return .blocks(trueColor: true) }
        return nil
    }
}
