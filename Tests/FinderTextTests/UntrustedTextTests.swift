import Testing
import FinderText

@Suite struct UntrustedTextTests {
    @Test func escapesControlsAndBidiOverridesAreRemoved() {
        let osc52 = "copy\u{1b}]52;c;ZXZpbA==\u{07}me"
        #expect(UntrustedText.clean(osc52) == "copyme")
        #expect(UntrustedText.clean("a\u{1b}]8;;https://x\u{1b}\\link\u{1b}]8;;\u{1b}\\b") == "alinkb")
        #expect(UntrustedText.clean("red\u{1b}[31m!\u{9b}1m") == "red!")
        #expect(UntrustedText.clean("invoice\u{202e}fdp.exe") == "invoicefdp.exe")
        #expect(UntrustedText.clean("x\u{0}y\u{7f}z\u{85}") == "xyz")
        #expect(UntrustedText.clean("Сбербанк L’Oréal") == "Сбербанк L’Oréal")
    }

    @Test func lineBreaksAreKeptOnlyWhenAsked() {
        #expect(UntrustedText.clean("one\ntwo\r\tthree") == "one two  three")
        #expect(UntrustedText.clean("one\ntwo\rthree", keepingLineBreaks: true) == "one\ntwo\nthree")
    }

    @Test func aSecretIsRedactedInAnyCaseAndInLongParts() {
        let key = "AbCdEfGh12345678"
        #expect(UntrustedText.redacting(key, in: "bad key AbCdEfGh12345678!") == "bad key …!")
        #expect(UntrustedText.redacting(key, in: "bad key abcdefgh12345678") == "bad key …")
        #expect(UntrustedText.redacting(key, in: "cut: ABCDEFGH1234") == "cut: …")
        #expect(UntrustedText.redacting(key, in: "only abcd here") == "only abcd here", "a short part is no leak")
        #expect(UntrustedText.redacting("", in: "text") == "text")
    }
}
