import TestSupport
import Testing

@testable import ViewKit

@Suite("What assistive technology reads from a rendered view", .offPool)
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

    @Test func aLabelledViewHasARoleSoItsNameIsAllowed() {
        let swatch = View()
        swatch.accessibilityLabel = "Swatch"
        #expect(swatch.node()[attribute: "role"] == "img")
        let header = View()
        header.addSubview(View())
        header.accessibilityLabel = "Header"
        #expect(header.node()[attribute: "role"] == "group")
        let status = Label("Saved")
        status.accessibilityLabel = "Status"
        #expect(status.node()[attribute: "role"] == "group")
        #expect(status.node().text == "Saved")
        #expect(View().node()[attribute: "role"] == nil)
    }

    @Test func systemColorsAreTheStylesheetsVariables() {
        #expect(Color.label.css == "var(--vk-text)")
        #expect(Color.systemRed.css == "var(--vk-destructive)")
        #expect(Color(red: 1, green: 0, blue: 0).css == "rgb(255 0 0)")
        #expect(Color.tint != Color(red: 0, green: 0.4, blue: 0.8))
        let css = Page.stylesheet
        for role in SemanticColor.allCases {
            #expect(
                css.components(separatedBy: "--vk-\(role.rawValue):").count == 3, "\(role) light and dark")
        }
    }
}
