import ViewKit

/// A row of buttons, the chosen one filled, like a segmented control: the contrast targets and
/// the visions of the Check and Scale screens. It wraps on a narrow screen rather than squeeze
/// its titles, and says which one is chosen to a screen reader.
final class ChoiceRow: View {
    init(_ titles: [String], selected: Int, choose: @escaping (Int) -> Void) {
        super.init()
        layout = .stack(.horizontal, spacing: 6)
        layout.wraps = true
        accessibilityLabel = titles.joined(separator: ", ")
        for (index, title) in titles.enumerated() {
            let button = Button(title: title) { choose(index) }
            button.style = index == selected ? .filled : .plain
            button.accessibilityLabel = index == selected ? "\(title), selected" : title
            addSubview(button)
        }
    }
}
