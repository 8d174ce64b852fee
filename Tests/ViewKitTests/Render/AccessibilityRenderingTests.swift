import Testing

@testable import ViewKit

@Suite("What assistive technology reads from a rendered view")
struct AccessibilityRenderingTests {
    @Test func aSliderSpeaksItsValueWithItsUnit() {
        let slider = Slider(minimum: 0, maximum: 360, value: 60)
        #expect(slider.node()[attribute: "aria-valuetext"] == nil)
        slider.accessibilityValue = "60 degrees"
        #expect(slider.node()[attribute: "aria-valuetext"] == "60 degrees")
        #expect(slider.node()[attribute: "value"] == "60")
    }

    @Test func aStatusIsALiveRegionOnlyWhenAsked() {
        let status = Label("Saved")
        #expect(status.node()[attribute: "aria-live"] == nil)
        status.announcesChanges = .polite
        #expect(status.node()[attribute: "aria-live"] == "polite")
        status.announcesChanges = .assertive
        #expect(status.node()[attribute: "aria-live"] == "assertive")
    }

    @Test func changingTheSpokenValueReRendersTheSlider() {
        let slider = Slider(minimum: 0, maximum: 100, value: 50)
        _ = slider.node()
        let count = slider.renderCount
        slider.accessibilityValue = "50 percent"
        _ = slider.node()
        #expect(slider.renderCount == count + 1)
        slider.accessibilityValue = "50 percent"
        _ = slider.node()
        #expect(slider.renderCount == count + 1)
    }
}
