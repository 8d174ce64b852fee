/// The system clipboard, as `UIPasteboard.general` is: setting ``string`` copies it on the
/// person's device with the next update. The page cannot be read back (browsers allow that only
/// on a paste), so the pasteboard remembers what this session last copied.
public final class Pasteboard {
    /// What was copied and not yet sent to the page.
    private(set) var pending: [String] = []

    /// The text this session last copied; setting it copies it on the page.
    public var string: String? {
        didSet { if let string { pending.append(string) } }
    }

    /// Hands over the copies to send, oldest first, and forgets them.
    func takePending() -> [String] {
        defer { pending = [] }
        return pending
    }
}
