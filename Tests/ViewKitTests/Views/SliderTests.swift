import TestSupport
import Testing

@testable import ViewKit

@Suite("Slider", .offPool)
struct SliderTests {
    @Test func aSteppedSliderMovesInWholeSteps() {
        let slider = Slider(minimum: 2, maximum: 10, value: 5)
        #expect(slider.node()[attribute: "step"] == "any")
        slider.step = 1
        #expect(slider.node()[attribute: "step"] == "1")
        var heard: [Double] = []
        slider.onValueChanged = { heard.append($0) }
        for value in ["3.4", "3.6", "4.2", "99", "-5", "nan", "x"] {
            slider.handle(Event(.change, target: slider.id, value: value))
        }
        #expect(heard == [3, 4, 10, 2])
        #expect(slider.value == 2)
    }
}
