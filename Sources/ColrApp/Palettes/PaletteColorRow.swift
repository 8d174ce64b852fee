import ColorKit
import ColrModels
import ViewKit

/// One color of a palette in the editor: its swatch and hex, and buttons that move it up or
/// down or remove it. Each button names the color, so a screen reader says what it acts on.
/// A color another editor is on is ringed and says so.
final class PaletteColorRow: View {
    let moveUp = Button(title: "↑")
    let moveDown = Button(title: "↓")
    let remove = Button(title: "✕")

    init(hex: ColorHex, position: Int, count: Int, editable: Bool, othersHere: Bool = false) {
        super.init()
        layout = .stack(.horizontal, spacing: 8, alignment: .center)
        let swatch = View()
        swatch.layout.width = 36
        swatch.layout.height = 36
        swatch.cornerRadius = 8
        swatch.backgroundColor = AppColor.color(hex.color)
        let label = Label("#" + hex.value.uppercased())
        label.font = AppFont.body.font
        let name = Label(ColorNameCatalog.css.nearest(to: hex.color)?.named.name ?? "")
        name.font = AppFont.caption.font
        name.textColor = AppColor.muted.color
        name.layout.grows = true
        if othersHere {
            swatch.borderWidth = 3
            swatch.borderColor = AppColor.accent.color
        }
        addSubview(swatch)
        addSubview(label)
        addSubview(name)
        if othersHere {
            let here = Label("another editor")
            here.font = AppFont.caption.font
            here.textColor = AppColor.accent.color
            here.accessibilityLabel = "Another editor is on this color"
            addSubview(here)
        }
        guard editable else { return }
        let spoken = "#" + hex.value.uppercased()
        moveUp.accessibilityLabel = "Move \(spoken) up"
        moveDown.accessibilityLabel = "Move \(spoken) down"
        remove.accessibilityLabel = "Remove \(spoken)"
        remove.setTitleColor(AppColor.error.color, for: .normal)
        moveUp.isEnabled = position > 0
        moveDown.isEnabled = position < count - 1
        // A palette keeps at least one color.
        remove.isEnabled = count > 1
        for button in [moveUp, moveDown, remove] { addSubview(button) }
    }
}
