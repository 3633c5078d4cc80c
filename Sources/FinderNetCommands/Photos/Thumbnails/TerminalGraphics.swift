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

    /// The run's choice: `--images` or the environment, else the terminal's answer to the
    /// probe (which writes to the terminal and reads its replies: before the interactive
    /// screen takes the terminal, never while it reads keys).
    static func forRun(_ session: Session) -> TerminalGraphics {
        chosen(session.imageMode, terminal: session.settings.terminal)
            ?? TerminalProbe(timeout: session.settings.probeTimeout).ask(trueColor: false, term: session.settings.terminal.term)
    }
}
