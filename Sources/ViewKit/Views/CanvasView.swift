/// A view that draws itself and receives touches, like a `UIView` subclass with `draw(_:)` and
/// `touchesBegan`/`Moved`/`Ended`.
///
/// Drawing produces an image (re-made only when ``setNeedsDisplay()`` is called); markers are
/// light overlays (a circle, say) positioned in view coordinates, so moving one sends a tiny
/// style patch instead of a new picture. The page scales touches into ``bounds``.
open class CanvasView: View {
    /// A circle drawn over the image.
    public struct Marker: Equatable, Sendable {
        /// The center, in view coordinates.
        public var center: Point
        /// The diameter in points.
        public var diameter: Double
        /// The fill.
        public var fill: Color
        /// The outline.
        public var stroke: Color

        /// Creates a marker.
        public init(center: Point, diameter: Double, fill: Color, stroke: Color = .black) {
            self.center = center
            self.diameter = diameter
            self.fill = fill
            self.stroke = stroke
        }
    }

    /// The coordinate space touches and markers use.
    public var bounds: Size { didSet { if oldValue != bounds { setNeedsDisplay() } } }
    /// Overlays drawn above the image.
    public var markers: [Marker] = [] { didSet { if oldValue != markers { setNeedsRender() } } }
    /// How much black covers the image, 0 (none) to 1 (all): darkening a picture this way is a
    /// style change, not a new picture (the Picker dims one chart instead of drawing one per
    /// brightness, since an HSB color at brightness b is b times the color at full brightness).
    public var dimming: Double = 0 { didSet { if oldValue != dimming { setNeedsRender() } } }
    /// Whether the canvas takes touches, as `UIView.isUserInteractionEnabled`. A canvas that only
    /// shows a drawing (a chart) turns it off: the page then scrolls over it as over any picture,
    /// with the ordinary pointer instead of the crosshair.
    public var isUserInteractionEnabled = true {
        didSet { if oldValue != isUserInteractionEnabled { setNeedsRender() } }
    }
    private var drawn: Image?
    private var needsDisplay = true
    /// How many times ``draw()`` has run; tests use it to check that drawing is not repeated.
    public private(set) var drawCount = 0

    /// Creates a canvas with a coordinate space.
    public init(bounds: Size) {
        self.bounds = bounds
        super.init()
        layout.aspectRatio = bounds.width / max(bounds.height, 1)
    }

    /// Asks for ``draw()`` to run again before the next render.
    public func setNeedsDisplay() {
        needsDisplay = true
        setNeedsRender()
    }

    /// Draws the view's picture; subclasses override it. The default draws nothing.
    open func draw() -> Image? { nil }

    /// Called when a touch begins at a point in view coordinates.
    open func touchBegan(at point: Point) {}
    /// Called as the touch moves.
    open func touchMoved(to point: Point) {}
    /// Called when the touch lifts.
    open func touchEnded(at point: Point) {}

    /// A box holding the drawn image and the markers.
    open override func makeNode() -> Node {
        if needsDisplay {
            drawn = draw()
            drawCount += 1
            needsDisplay = false
        }
        var children = [
            Node(
                "img", id: id + "-image",
                attributes: [("class", "vk-canvas-image"), ("src", drawn?.source ?? ""), ("alt", "")])
        ]
        let dim = min(max(dimming.isFinite ? dimming : 0, 0), 1)
        children.append(
            Node(
                "div", id: id + "-dim",
                attributes: [
                    ("class", "vk-canvas-dim"), ("style", "opacity:\(Double(Int(dim * 1000)) / 1000)"),
                ]))
        for (index, marker) in markers.enumerated() {
            let left = marker.center.x / max(bounds.width, 1) * 100
            let top = marker.center.y / max(bounds.height, 1) * 100
            let style =
                "inset-inline-start:\(Self.percent(left))%;top:\(Self.percent(top))%;"
                + "inline-size:\(Int(marker.diameter))px;block-size:\(Int(marker.diameter))px;"
                + "background:\(marker.fill.css);border-color:\(marker.stroke.css);"
            children.append(
                Node(
                    "div", id: id + "-marker\(index)", attributes: [("class", "vk-marker"), ("style", style)])
            )
        }
        var attributes = commonAttributes(
            class: isUserInteractionEnabled ? "vk-canvas" : "vk-canvas vk-canvas-still",
            role: adjustable == nil ? "img" : "slider")
        if isUserInteractionEnabled { attributes.append(("data-vk-touch", "")) }
        if let adjustable {
            // A focusable slider to assistive technology, moved by the keys it lists.
            attributes += [
                ("tabindex", "0"), ("data-vk-keys", Self.adjustingKeys.joined(separator: " ")),
                ("aria-valuenow", Self.percent(adjustable.value)),
                ("aria-valuemin", Self.percent(adjustable.minimum)),
                ("aria-valuemax", Self.percent(adjustable.maximum)), ("aria-valuetext", adjustable.text),
            ]
        }
        return Node("div", id: id, attributes: attributes, children: children)
    }

    /// The keys an adjustable canvas takes when focused.
    public static let adjustingKeys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]

    /// What a screen reader says about an adjustable canvas, and what makes it one.
    public struct Adjustable: Equatable, Sendable {
        /// The main value (the one a one-dimensional reading would give).
        public var value: Double
        /// Its least value.
        public var minimum: Double
        /// Its greatest value.
        public var maximum: Double
        /// The whole state in words ("hue 60 degrees, saturation 50 percent").
        public var text: String

        /// Creates the description.
        public init(value: Double, minimum: Double, maximum: Double, text: String) {
            self.value = value
            self.minimum = minimum
            self.maximum = maximum
            self.text = text
        }
    }

    /// Set to make the canvas operable from the keyboard, as a slider with this reading;
    /// presses arrive at ``pressesBegan(_:)``.
    public var adjustable: Adjustable? { didSet { if oldValue != adjustable { setNeedsRender() } } }

    /// Called for an arrow, Home or End key while an adjustable canvas has focus.
    open func pressesBegan(_ press: KeyPress) {}

    /// Turns page touches (fractions of the element's size) into view-coordinate touches, and
    /// key presses into ``pressesBegan(_:)``.
    open override func handle(_ event: Event) {
        guard isUserInteractionEnabled else { return }
        if event.kind == .key {
            if adjustable != nil, let press = event.value.flatMap(KeyPress.init(wire:)),
                Self.adjustingKeys.contains(press.key)
            {
                pressesBegan(press)
            }
            return
        }
        guard let fx = event.x, let fy = event.y, fx.isFinite, fy.isFinite else { return }
        let point = Point(x: min(max(fx, 0), 1) * bounds.width, y: min(max(fy, 0), 1) * bounds.height)
        switch event.kind {
        case .touchBegan: touchBegan(at: point)
        case .touchMoved: touchMoved(to: point)
        case .touchEnded: touchEnded(at: point)
        default: break
        }
    }

    private static func percent(_ value: Double) -> String {
        String(Double(Int(value * 100)) / 100)
    }
}
