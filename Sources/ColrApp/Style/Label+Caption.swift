import ViewKit

extension Label {
    /// A caption: small, muted text that explains what is next to it ("Severity 60%: …", a
    /// color's name, a note under a button). One setup, so every screen's captions look alike
    /// and a change to their look is made once.
    static func caption(_ text: String = "") -> Label {
        let label = Label(text)
        label.font = AppFont.caption.font
        label.textColor = AppColor.muted.color
        return label
    }
}
