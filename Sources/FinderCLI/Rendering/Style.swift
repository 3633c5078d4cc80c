/// Colour decisions and the palette. Nothing is conveyed by colour alone: every coloured
/// piece is also plain text.
public struct Style: Sendable {
    public let enabled: Bool
    let theme: Theme

    /// Accessible output never has colour; else --color wins; then what the environment asks
    /// (`Settings.colorRequest`: NO_COLOR and CLICOLOR=0 off, CLICOLOR_FORCE or FORCE_COLOR
    /// on, TERM=dumb off); else colour when the stream is a terminal.
    public static func resolve(flag: ColorMode?, theme: Theme?, accessible: Bool, isTerminal: Bool,
                               request: ColorMode) -> Style {
        let t = theme ?? .auto
        if accessible { return Style(enabled: false, theme: t) }
        switch flag ?? .auto {
        case .always: return Style(enabled: true, theme: t)
        case .never: return Style(enabled: false, theme: t)
        case .auto: break
        }
        switch request {
        case .always: return Style(enabled: true, theme: t)
        case .never: return Style(enabled: false, theme: t)
        case .auto: return Style(enabled: isTerminal, theme: t)
        }
    }

    /// `up` and `down`: the day's change, whose sign (and arrow) says the same without colour.
    public enum Role: Sendable { case ticker, name, price, muted, error, notice, up, down }

    public func paint(_ text: String, _ role: Role) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1b}[\(code(role))m\(text)\u{1b}[0m"
    }

    /// The SGR parameters `paint` wraps a role's text in (`ESC [ code m … ESC [ 0 m`).
    func code(_ role: Role) -> String {
        let light = theme == .light
        return switch role {
        // Green and red for dark and light backgrounds; with `--theme colorblind`, blue and
        // orange-yellow, which readers with red-green colour blindness (the common kinds)
        // tell apart, bold so both read on either background.
        case .up: theme == .colorblind ? "1;34" : light ? "32" : "92"
        case .down: theme == .colorblind ? "1;33" : light ? "31" : "91"
        case .ticker: light ? "1;34" : "1;36"
        case .name: "1"
        case .price: light ? "32" : "92"
        case .muted: light ? "90" : "2"
        case .error: "1;31"
        case .notice: light ? "33" : "93"
        }
    }
}
