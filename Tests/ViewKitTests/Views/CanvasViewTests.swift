import TestSupport
import Testing

@testable import ViewKit

/// A canvas that takes touches, and one that only shows a drawing.
@Suite("Canvas views", .offPool)
struct CanvasViewTests {
    /// Remembers the touches it is given.
    final class Touched: CanvasView {
        var points: [Point] = []
        override func touchBegan(at point: Point) { points.append(point) }
    }

    @Test func aTouchableCanvasAsksThePageForTouchesAndGetsThem() {
        let canvas = Touched(bounds: Size(width: 200, height: 100))
        let node = canvas.makeNode()
        #expect(node[attribute: "data-vk-touch"] == "")
        #expect(node[attribute: "class"] == "vk-canvas")
        canvas.handle(Event(.touchBegan, target: canvas.id, x: 0.5, y: 0.25))
        #expect(canvas.points == [Point(x: 100, y: 25)])
    }

    @Test func aStillCanvasNeitherAsksForTouchesNorTakesThem() {
        let canvas = Touched(bounds: Size(width: 200, height: 100))
        canvas.isUserInteractionEnabled = false
        canvas.accessibilityLabel = "Bar chart"
        let node = canvas.makeNode()
        #expect(node[attribute: "data-vk-touch"] == nil)
        #expect(node[attribute: "class"] == "vk-canvas vk-canvas-still")
        #expect(node[attribute: "role"] == "img" && node[attribute: "aria-label"] == "Bar chart")
        // A forged touch from the page changes nothing.
        canvas.handle(Event(.touchBegan, target: canvas.id, x: 0.5, y: 0.25))
        #expect(canvas.points.isEmpty)
    }
}
