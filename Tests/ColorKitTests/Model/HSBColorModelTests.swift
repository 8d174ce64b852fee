import Observation
import TestSupport
import Testing

@testable import ColorKit

/// Counts Observation's change notifications for one tracked read.
/// `@unchecked` because the tests mutate models on one thread and Observation calls back on it.
final class ChangeCounter: @unchecked Sendable {
    var count = 0
    private var read: () -> Void = {}

    func track(_ read: @escaping () -> Void) {
        self.read = read
        arm()
    }

    private func arm() {
        withObservationTracking(read) { [self] in
            count += 1
            arm()  // observation is one-shot; re-arm to keep counting
        }
    }
}

@Suite("HSB model observation", .offPool)
struct HSBColorModelTests {
    @Test func startsAtTheChapterColor() {
        let model = HSBColorModel()
        #expect(model.hue == 60 && model.saturation == 50 && model.brightness == 100)
        #expect(model.hex == "#FFFF80")
    }

    @Test func derivedColorFiresWhenAnyComponentChanges() {
        let model = HSBColorModel()
        let counter = ChangeCounter()
        counter.track { _ = model.color }
        model.hue = 120
        model.saturation = 10
        model.brightness = 20
        #expect(counter.count == 3)
        #expect(model.hex == HSB(hue: 120, saturation: 10, brightness: 20).rgbColor.hex)
    }

    @Test func settingTheSameValueNotifiesNoOne() {
        let model = HSBColorModel()
        let counter = ChangeCounter()
        counter.track { _ = model.hex }
        model.hue = 60
        model.saturation = 50
        model.brightness = 100
        model.brightness = 140  // clamps to 100, which it already is
        #expect(counter.count == 0)
    }

    @Test func observersOfOneComponentIgnoreTheOthers() {
        let model = HSBColorModel()
        let counter = ChangeCounter()
        counter.track { _ = model.hue }
        model.saturation = 0
        model.brightness = 0
        #expect(counter.count == 0)
        model.hue = 1
        #expect(counter.count == 1)
    }

    @Test func componentsAreClampedAndNaNIsRefused() {
        let model = HSBColorModel(hue: 400, saturation: -5, brightness: .nan)
        #expect(model.hue == 360 && model.saturation == 0 && model.brightness == 0)
    }

    @Test func settingAColorMovesOnlyWhatChanged() {
        let model = HSBColorModel(hue: 0, saturation: 100, brightness: 100)
        let counter = ChangeCounter()
        counter.track { _ = model.brightness }
        model.set(RGBColor(red: 0, green: 0, blue: 1))
        #expect(model.hue == 240)
        #expect(counter.count == 0)
    }
}
