import ColorKit
import ColrDomain
import ColrModels
import ViewKit

/// One color of a palette in the editor: its swatch and hex, and buttons that move it up or
/// down or remove it. Each button names the color, so a screen reader says what it acts on.
/// A color another editor is on is ringed and says so.
///
/// A row stands for its entry for as long as the entry is in the palette: the editor moves and
/// updates rows rather than making new ones, so a click already on its way (while another
/// editor's change rearranged the list) still reaches the color it was meant for.
final class PaletteColorRow: View {
    /// The entry this row shows: its id and color.
    let entry: SchemeEntry
    /// Where the color is in the palette now.
    private(set) var position: Int
    let moveUp = Button(title: "↑")
    let moveDown = Button(title: "↓")
    let remove = Button(title: "✕")
    private let swatch = View()
    private let here = Label("another editor")

    init(entry: SchemeEntry, position: Int, count: Int, editable: Bool, othersHere: Bool = false) {
        self.entry = entry
        let hex = entry.hex
        self.position = position
        super.init()
        layout = .stack(.horizontal, spacing: 8, alignment: .center)
        swatch.layout.width = 36
        swatch.layout.height = 36
        swatch.cornerRadius = 8
        swatch.backgroundColor = AppColor.color(hex.color)
        swatch.borderColor = AppColor.accent.color
        let label = Label("#" + hex.value.uppercased())
        label.font = AppFont.body.font
        let name = Label.caption(ColorNameCatalog.css.nearest(to: hex.color)?.named.name ?? "")
        name.layout.grows = true
        here.font = AppFont.caption.font
        here.textColor = AppColor.accent.color
        here.accessibilityLabel = "Another editor is on this color"
        for view in [swatch, label, name, here] { addSubview(view) }
        let spoken = "#" + hex.value.uppercased()
        moveUp.accessibilityLabel = "Move \(spoken) up"
        moveDown.accessibilityLabel = "Move \(spoken) down"
        remove.accessibilityLabel = "Remove \(spoken)"
        remove.setTitleColor(AppColor.error.color, for: .normal)
        for button in [moveUp, moveDown, remove] { addSubview(button) }
        update(position: position, count: count, editable: editable, othersHere: othersHere)
    }

    /// Shows the color at `position` of `count`, with controls when `editable`, ringed when
    /// another editor is on it.
    func update(position: Int, count: Int, editable: Bool, othersHere: Bool) {
        self.position = position
        swatch.borderWidth = othersHere ? 3 : 0
        here.isHidden = !othersHere
        for button in [moveUp, moveDown, remove] { button.isHidden = !editable }
        moveUp.isEnabled = position > 0
        moveDown.isEnabled = position < count - 1
        // A palette keeps at least one color.
        remove.isEnabled = count > 1
    }
}
