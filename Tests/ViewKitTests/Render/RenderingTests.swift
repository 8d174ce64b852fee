import Observation
import TestSupport
import Testing

@testable import ViewKit

@Observable
final class Counter {
    var value = 0
    var other = ""
}

@Suite("Observation and minimal re-rendering", .offPool)
struct RenderingTests {
    @Test func onlyViewsWhoseInputsChangedReRender() {
        let model = Counter()
        let root = View()
        let watching = Label()
        let bystander = Label("static")
        watching.observe { watching.text = "\(model.value)" }
        root.addSubview(watching)
        root.addSubview(bystander)
        let controller = ViewController()
        controller.setView(root)
        let window = Window(rootViewController: controller)
        window.makeKeyAndVisible()
        _ = window.update()
        let before = (root.renderCount, watching.renderCount, bystander.renderCount)
        model.value = 5
        let patches = window.update()
        #expect(patches == [.text(id: watching.id, text: "5")])
        #expect(watching.renderCount == before.1 + 1)
        #expect(bystander.renderCount == before.2)
        #expect(root.renderCount == before.0)
        model.other = "unread"
        #expect(window.update().isEmpty)
        #expect(watching.renderCount == before.1 + 1)
    }

    @Test func settingAViewToWhatItShowsRendersNothing() {
        let label = Label("same")
        _ = label.node()
        let count = label.renderCount
        label.text = "same"
        _ = label.node()
        #expect(label.renderCount == count)
    }

    @Test func aSliderAndAModelThatSetEachOtherSettle() {
        let model = Counter()
        let slider = Slider(minimum: 0, maximum: 100, value: 0)
        slider.observe { slider.value = Double(model.value) }
        slider.onValueChanged = { model.value = Int($0) }
        let controller = ViewController()
        controller.setView(slider)
        let window = Window(rootViewController: controller)
        window.makeKeyAndVisible()
        _ = window.update()
        window.handle(Event(.change, target: slider.id, value: "42"))
        _ = window.update()
        #expect(model.value == 42 && slider.value == 42)
        model.value = 7
        _ = window.update()
        #expect(slider.value == 7)
    }

    @Test func rightToLeftUsesLogicalEdges() {
        var layout = Layout.stack(
            .horizontal, padding: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        layout.width = 10
        #expect(
            layout.css.contains("padding-inline-start:2px") && layout.css.contains("padding-inline-end:4px"))
        #expect(!layout.css.contains("left") && !layout.css.contains("right"))
    }

    @Test("A growing view shrinks only along its stack, so a field in a row keeps its height")
    func growingFollowsTheParentsAxis() {
        let row = View()
        row.layout = .stack(.horizontal)
        let field = TextField(placeholder: "tag")
        field.layout.grows = true
        row.addSubview(field)
        #expect(field.node()[attribute: "style"]?.contains("min-inline-size:0") == true)
        #expect(field.node()[attribute: "style"]?.contains("min-block-size") == false)
        row.layout = .stack(.vertical)
        _ = row.node()
        #expect(field.node()[attribute: "style"]?.contains("min-block-size:0") == true)
    }

    @Test("A readable width caps a view and centers it, in logical properties")
    func readableWidth() {
        var layout = Layout.stack(.vertical)
        #expect(!layout.css.contains("max-inline-size"))
        layout.maximumWidth = 720
        #expect(layout.css.contains("max-inline-size:720px;margin-inline:auto;"))
        #expect(!layout.css.contains("max-width"))
        #expect(!layout.css.contains("flex-wrap"))
        layout.wraps = true
        #expect(layout.css.contains("flex-wrap:wrap;"))
    }
}
