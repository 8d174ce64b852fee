/// A key the person pressed, as the page reports it (`ArrowLeft`, `shift+ArrowUp`, `mod+k`).
public struct KeyPress: Equatable, Sendable {
    /// The key, as the DOM names it (`ArrowLeft`, `Home`, `k`); letters are lowercase.
    public var key: String
    /// Whether Shift was held: larger steps.
    public var shift: Bool
    /// Whether ⌘ (on a Mac) or Ctrl (elsewhere) was held: a command.
    public var command: Bool

    /// Creates a key press.
    public init(key: String, shift: Bool = false, command: Bool = false) {
        self.key = key
        self.shift = shift
        self.command = command
    }

    /// Reads the page's form, `[mod+][shift+]key`; nil for anything else.
    public init?(wire: String) {
        var parts = wire.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let key = parts.popLast(), !key.isEmpty, key.count <= 16 else { return nil }
        guard parts.allSatisfy({ $0 == "mod" || $0 == "shift" }) else { return nil }
        self.init(
            key: key.count == 1 ? key.lowercased() : key, shift: parts.contains("shift"),
            command: parts.contains("mod"))
    }

    /// The page's form of this press.
    public var wire: String { (command ? "mod+" : "") + (shift ? "shift+" : "") + key }
}
