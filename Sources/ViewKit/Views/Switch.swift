/// An on/off switch, like `UISwitch`.
open class Switch: View {
    /// Whether the switch is on.
    public var isOn = false { didSet { if oldValue != isOn { setNeedsRender() } } }
    /// Whether the switch accepts input.
    public var isEnabled = true { didSet { if oldValue != isEnabled { setNeedsRender() } } }
    /// Called when the person flips it.
    public var onValueChanged: ((Bool) -> Void)?

    /// Creates a switch.
    public init(isOn: Bool = false) {
        self.isOn = isOn
        super.init()
    }

    /// A checkbox with the switch role.
    open override func makeNode() -> Node {
        var attributes = commonAttributes(class: "vk-switch", role: "switch")
        attributes.append(("type", "checkbox"))
        if isOn { attributes.append(("checked", "")) }
        if !isEnabled { attributes.append(("disabled", "")) }
        return Node("input", id: id, attributes: attributes)
    }

    /// Applies a flip from the page.
    open override func handle(_ event: Event) {
        guard event.kind == .change, isEnabled else { return }
        let on = event.value == "true" || event.value == "on"
        guard on != isOn else { return }
        isOn = on
        onValueChanged?(on)
    }
}
