/// A continuous value picked by dragging, like `UISlider`.
open class Slider: View {
    /// The lowest value.
    public var minimumValue: Double { didSet { if oldValue != minimumValue { setNeedsRender() } } }
    /// The highest value.
    public var maximumValue: Double { didSet { if oldValue != maximumValue { setNeedsRender() } } }
    /// The current value, kept within the range.
    public var value: Double {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            if oldValue != value { setNeedsRender() }
        }
    }
    /// Whether the value-changed action fires while dragging (true) or only on release.
    public var isContinuous = true { didSet { if oldValue != isContinuous { setNeedsRender() } } }
    /// The value's granularity (1 for a count): the thumb and the arrow keys move in whole
    /// steps; nil lets it move freely.
    public var step: Double? { didSet { if oldValue != step { setNeedsRender() } } }
    /// Whether the slider accepts input.
    public var isEnabled = true { didSet { if oldValue != isEnabled { setNeedsRender() } } }
    /// Called when the person changes the value (not when code sets it, so bindings never loop).
    public var onValueChanged: ((Double) -> Void)?
    /// The value as a screen reader should say it, with its unit ("60 degrees", "50 percent");
    /// nil reads the bare number. Keep it in step with ``value``, as UIKit's accessibilityValue.
    public var accessibilityValue: String? {
        didSet { if oldValue != accessibilityValue { setNeedsRender() } }
    }

    /// Creates a slider.
    public init(minimum: Double = 0, maximum: Double = 1, value: Double = 0) {
        minimumValue = minimum
        maximumValue = max(maximum, minimum)
        self.value = min(max(value, minimum), max(maximum, minimum))
        super.init()
    }

    /// An `input type=range`.
    open override func makeNode() -> Node {
        var attributes = commonAttributes(class: "vk-slider")
        attributes += [
            ("type", "range"), ("min", Self.format(minimumValue)), ("max", Self.format(maximumValue)),
            ("step", step.map(Self.format) ?? "any"),
            ("value", Self.format(value)),
        ]
        if let accessibilityValue { attributes.append(("aria-valuetext", accessibilityValue)) }
        if !isContinuous { attributes.append(("data-vk-release", "")) }
        if !isEnabled { attributes.append(("disabled", "")) }
        return Node("input", id: id, attributes: attributes)
    }

    /// Applies a value from the page; malformed values are ignored.
    open override func handle(_ event: Event) {
        guard event.kind == .change, isEnabled, let text = event.value, let number = Double(text),
            number.isFinite
        else {
            return
        }
        let old = value
        if let step, step > 0 {
            value = minimumValue + ((number - minimumValue) / step).rounded() * step
        } else {
            value = number
        }
        if value != old { onValueChanged?(value) }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
