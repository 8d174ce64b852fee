import Synchronization
import ViewKit

/// Drives a live session in process, the way a person would, without a browser: tap, type,
/// slide, touch, go back; then read titles, texts, enabled states and the navigation stack.
///
/// Elements are found the way a person finds them: by what they say (a button's title, a
/// field's placeholder, a slider's accessibility label, a row's text).
public struct ScreenTester: Sendable {
    /// The session under test.
    public let session: LiveSession
    private let counter = SequenceCounter()

    /// What went wrong finding or using an element.
    public struct Failure: Error, CustomStringConvertible {
        /// Why.
        public let description: String
    }

    /// Starts a session at `path`, for the browser whose identity is `visitor`.
    public init(router: any ScreenRouter, path: String = "/", visitor: String = "local") {
        session = LiveSession(router: router, path: path, visitor: visitor)
    }

    /// Connects the page, as a socket would; presence memberships speak from then on. Patches
    /// from background work are read from the screen, as ever, not from a connection.
    public func connect() async {
        _ = await session.connect(outbox: { _, _ in }, release: {})
    }

    /// The rendered screen, once background work has finished, without the chrome the page
    /// hides at the window's size class (the sidebar when compact, the tab bar when regular).
    public func screen() async -> Node {
        await session.settle()
        return await session.inspect { window in
            window.render().pruned(forSizeClass: window.traitCollection.horizontalSizeClass)
        }
    }

    /// Sends an event and waits for any background work it started.
    @discardableResult
    public func send(_ event: Event) async -> [Patch] {
        var event = event
        event.sequence = counter.next()
        let patches = await session.handle(event)
        await session.settle()
        return patches
    }

    /// Taps the button, bar button, tab, back button or table row that shows `text`.
    /// Returns the patches the page would get.
    @discardableResult
    public func tap(_ text: String) async throws -> [Patch] {
        let screen = await screen()
        guard let node = Self.tappable(in: screen, text: text) else {
            throw Failure(description: "nothing tappable says \"\(text)\" on screen: \(await visibleTexts())")
        }
        if let table = node[attribute: "data-vk-target"] {
            return await send(Event(.tap, target: table, value: node[attribute: "data-vk-value"]))
        }
        return await send(Event(.tap, target: node.id))
    }

    /// Selects the table row whose text is `text`.
    public func selectRow(_ text: String) async throws {
        try await tap(text)
    }

    /// Selects the tab titled `title`.
    public func selectTab(_ title: String) async throws {
        try await tap(title)
    }

    /// Types into the text field with this placeholder or accessibility label, replacing its text
    /// (focusing it first, as a click would).
    public func type(_ text: String, into field: String) async throws {
        let id = try await element(labelled: field, tag: "input").id
        await send(Event(.focus, target: id))
        await send(Event(.input, target: id, value: text))
    }

    /// Presses Return in a text field.
    public func pressReturn(in field: String) async throws {
        let node = try await element(labelled: field, tag: "input")
        await send(Event(.submit, target: node.id, value: node[attribute: "value"]))
    }

    /// Moves focus out of a text field.
    public func endEditing(_ field: String) async throws {
        let id = try await element(labelled: field, tag: "input").id
        await send(Event(.blur, target: id))
    }

    /// Drags the slider with this accessibility label to a value.
    public func slide(_ slider: String, to value: Double) async throws {
        let id = try await element(labelled: slider, tag: "input").id
        await send(Event(.change, target: id, value: String(value)))
    }

    /// Touches a canvas at a point given as fractions (0…1) of its width and height; `phase`
    /// is began, moved or ended.
    public func touch(_ canvas: String, at point: (x: Double, y: Double), phase: Event.Kind = .touchBegan)
        async throws
    {
        let id = try await element(labelled: canvas, tag: "div").id
        await send(Event(phase, target: id, x: point.x, y: point.y))
    }

    /// The browser's back button.
    public func back() async {
        await send(Event(.back, target: "vk-window"))
    }

    /// The document title.
    public var title: String { get async { await session.title } }

    /// The URL path.
    public var path: String { get async { await session.path } }

    /// The navigation bar's title.
    public func navigationTitle() async -> String? {
        await screen().allNodes.last { $0.attributes.contains { $0 == ("class", "vk-title") } }?.text
    }

    /// The titles of the screens on the topmost navigation stack, root first.
    public func navigationStack() async -> [String] {
        await session.inspect { window in
            window.topNavigationController?.viewControllers.map { $0.navigationItem.title ?? $0.title ?? "" }
                ?? []
        }
    }

    /// Every non-empty text on screen, in order.
    public func visibleTexts() async -> [String] {
        await screen().allNodes.filter { $0[attribute: "hidden"] == nil }.compactMap(\.text).filter {
            !$0.isEmpty
        }
    }

    /// Whether the button, field or slider that says or is labelled `text` is enabled.
    public func isEnabled(_ text: String) async throws -> Bool {
        let screen = await screen()
        guard let node = Self.tappable(in: screen, text: text) ?? Self.labelled(in: screen, text, tag: nil)
        else {
            throw Failure(description: "no element says \"\(text)\"")
        }
        return node[attribute: "disabled"] == nil
    }

    /// The value of a text field or slider.
    public func value(of element: String) async throws -> String? {
        try await self.element(labelled: element, tag: "input")[attribute: "value"]
    }

    /// The node labelled `label` (placeholder or accessibility label).
    public func element(labelled label: String, tag: String?) async throws -> Node {
        guard let node = Self.labelled(in: await screen(), label, tag: tag) else {
            throw Failure(description: "nothing labelled \"\(label)\" on screen")
        }
        return node
    }

    static func labelled(in screen: Node, _ label: String, tag: String?) -> Node? {
        screen.allNodes.first { node in
            (tag == nil || node.tag == tag) && node[attribute: "hidden"] == nil
                && (node[attribute: "placeholder"] == label || node[attribute: "aria-label"] == label)
        }
    }

    static func tappable(in screen: Node, text: String) -> Node? {
        // Inside an inert layer or a hidden view, a button cannot be reached, as on the page.
        let inert = Set(
            screen.allNodes.filter { $0[attribute: "inert"] != nil || $0[attribute: "hidden"] != nil }
                .flatMap(\.allNodes).map(\.id))
        return screen.allNodes.first { node in
            node.tag == "button" && !inert.contains(node.id)
                && (node.text == text || node.children.contains { $0.text == text }
                    || node[attribute: "aria-label"] == text)
        }
    }
}

/// Numbers events the way the page does.
final class SequenceCounter: Sendable {
    private let value = Mutex<Int>(0)

    func next() -> Int {
        value.withLock {
            $0 += 1; return $0
        }
    }
}

extension Node {
    /// This tree without the subtrees marked for the other size class.
    func pruned(forSizeClass sizeClass: UserInterfaceSizeClass) -> Node {
        var copy = self
        copy.children = children.filter {
            $0[attribute: SizeClassMarker.attribute].map { $0 == sizeClass.rawValue } ?? true
        }.map { $0.pruned(forSizeClass: sizeClass) }
        return copy
    }
}
