import ViewKit

/// A canvas that draws a checkerboard once and moves a marker to wherever it is touched.
final class DrawController: ViewController {
    let model: DemoModel

    init(model: DemoModel) {
        self.model = model
        super.init()
        title = "Draw"
        tabBarItem = TabBarItem(title: "Draw", icon: "✐")
        edgesForExtendedLayout = .none
    }

    override var routeComponent: String? { "draw" }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 12, padding: EdgeInsets(all: 16))
        let canvas = TouchCanvas(model: model)
        canvas.accessibilityLabel = "Canvas"
        let position = Label()
        position.accessibilityLabel = "Position"
        position.observe { [weak self] in
            guard let self else { return }
            position.text = "x \(Int(model.touch.x)), y \(Int(model.touch.y))"
        }
        view.addSubview(canvas)
        view.addSubview(position)
    }
}

/// The demo's drawing view.
final class TouchCanvas: CanvasView {
    let model: DemoModel

    init(model: DemoModel) {
        self.model = model
        super.init(bounds: Size(width: 300, height: 200))
        observe { [weak self] in
            guard let self else { return }
            markers = [
                Marker(
                    center: model.touch, diameter: 20, fill: Color(red: 1, green: 0.5, blue: 0),
                    stroke: .black)
            ]
        }
    }

    override func draw() -> Image? {
        Image(
            url: "data:image/svg+xml,"
                + "%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 2 2' preserveAspectRatio='none'%3E%3Crect width='1' height='1' fill='%23ddd'/%3E%3Crect x='1' y='1' width='1' height='1' fill='%23ddd'/%3E%3C/svg%3E"
        )
    }

    override func touchBegan(at point: Point) { model.touch = point }
    override func touchMoved(to point: Point) { model.touch = point }
    override func touchEnded(at point: Point) { model.touch = point }
}
