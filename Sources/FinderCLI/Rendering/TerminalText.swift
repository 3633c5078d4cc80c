import FinderText

/// Makes untrusted text safe for a terminal: escape sequences (CSI, OSC, DCS and the rest),
/// every C0/C1 control character and bidi overrides are removed (`UntrustedText.clean`);
/// tabs and line breaks become spaces so one result stays on one line. Applied to every
/// value before text or accessible output.
public enum TerminalText {
    public static func sanitize(_ text: String) -> String { UntrustedText.clean(text) }
}
