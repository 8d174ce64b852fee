/// Something the person did, addressed to a view by id: what the page sends up the socket.
public struct Event: Equatable, Sendable, Codable {
    /// What happened.
    public enum Kind: String, Equatable, Sendable, Codable {
        /// A button, bar button, tab or row was activated.
        case tap
        /// A text field's text changed (as the person types).
        case input
        /// A slider or switch changed value.
        case change
        /// Return was pressed in a text field.
        case submit
        /// A text field gained focus.
        case focus
        /// A text field lost focus.
        case blur
        /// A touch began on a canvas, at a point.
        case touchBegan
        /// A touch moved on a canvas.
        case touchMoved
        /// A touch ended on a canvas.
        case touchEnded
        /// The browser's back button, or the navigation bar's back button.
        case back
        /// The Escape key: the screen presented on top is asked to go away.
        case escape
        /// The page's horizontal size class changed (value `compact` or `regular`).
        case traits
        /// A key the target handles, or a shortcut (target `vk-window`); value in ``KeyPress``'s
        /// wire form.
        case key
        /// A page hook on the target pushed a value (see ``View/hook``).
        case hook
        /// One part, in order, of a file too large for one message (see ``FilePicker``); parts
        /// are never folded into one another.
        case part
    }

    /// What happened.
    public var kind: Kind
    /// The id of the view it happened to.
    public var target: String
    /// The new text or value, where there is one.
    public var value: String?
    /// The point, in the view's coordinates, for touches.
    public var x: Double?
    /// The point, in the view's coordinates, for touches.
    public var y: Double?
    /// The page's counter, echoed in the answer so the page knows what was acknowledged.
    public var sequence: Int
    /// For ``Kind/back``: the browser history entry the page landed on (0 is the first screen).
    public var depth: Int?

    /// Creates an event.
    public init(
        _ kind: Kind, target: String, value: String? = nil, x: Double? = nil, y: Double? = nil,
        sequence: Int = 0, depth: Int? = nil
    ) {
        self.depth = depth
        self.kind = kind
        self.target = target
        self.value = value
        self.x = x
        self.y = y
        self.sequence = sequence
    }
}
