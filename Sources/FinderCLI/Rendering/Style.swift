/// Colour decisions and the palette. Nothing is conveyed by colour alone: every coloured
/// piece is also plain text.
public struct Style: Sendable {
    public let enabled: Bool
    let theme: Theme

    /// SPEC §1: --color wins; then NO_COLOR (non-empty) and CLICOLOR=0 turn colour off,
    /// CLICOLOR_FORCE or FORCE_COLOR (non-empty, not 0: the variable Node, Python's rich and
    /// many CI services set) turn it on; TERM=dumb and a non-terminal stdout turn it off.
    /// Accessible output never has colour.
    public static func resolve(flag: ColorMode?, theme: Theme?, accessible: Bool, isTerminal: Bool,
                               environment: [String: String]) -> Style {
        let t = theme ?? .auto
        if accessible { return Style(enabled: false, theme: t) }
        switch flag ?? .auto {
        case .always: return Style(enabled: true, theme: t)
        case .never: return Style(enabled: false, theme: t)
        case .auto: break
        }
        if let v = environment["NO_COLOR"], !v.isEmpty { return Style(enabled: false, theme: t) }
        if environment["CLICOLOR"] == "0" { return Style(enabled: false, theme: t) }
        if forced(environment) { return Style(enabled: true, theme: t) }
        if environment["TERM"] == "dumb" { return Style(enabled: false, theme: t) }
        return Style(enabled: isTerminal, theme: t)
    }

    /// CLICOLOR_FORCE or FORCE_COLOR set, non-empty and not 0 (issue 20, 22: one rule for both).
    static func forced(_ environment: [String: String]) -> Bool {
        ["CLICOLOR_FORCE", "FORCE_COLOR"].contains { name in environment[name].map { !$0.isEmpty && $0 != "0" } ?? false }
    }

    /// `up` and `down`: the day's change, whose sign (and arrow) says the same without colour.
    public enum Role: Sendable { case ticker, name, price, muted, error, notice, up, down }

    public func paint(_ text: String, _ role: Role) -> String {
        guard enabled, !text.isEmpty else { return text }
        let light = theme == .light
        let code: String = switch role {
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
        return "\u{1b}[\(code)m\(text)\u{1b}[0m"
    }
}
