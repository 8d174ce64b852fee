/// A keyboard shortcut a controller offers while it is on screen, like `UIKeyCommand`.
///
/// The page learns which shortcuts are live from the render, so it only sends presses that
/// mean something and leaves every other key to the browser.
public struct KeyCommand {
    /// The key with its modifiers; `command` means ⌘ on a Mac and Ctrl elsewhere.
    public var press: KeyPress
    /// What the shortcut does, as a menu or help would list it.
    public var title: String
    /// The work.
    public var action: () -> Void

    /// Creates a shortcut, ⌘/Ctrl plus `input` unless told otherwise.
    public init(input: String, command: Bool = true, title: String, action: @escaping () -> Void) {
        press = KeyPress(key: input.count == 1 ? input.lowercased() : input, command: command)
        self.title = title
        self.action = action
    }
}
