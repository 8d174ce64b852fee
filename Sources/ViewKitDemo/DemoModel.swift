import Observation
import ViewKit

/// The demo's shared model: a name, a level and a switch, observed by several screens.
@Observable
public final class DemoModel {
    /// A name typed on the form screen.
    public var name = ""
    /// A level set by the slider, 0…100.
    public var level = 50.0
    /// A switch's state.
    public var isOn = false
    /// Taps counted on the items screen.
    public var taps = 0
    /// The last point touched on the canvas, in its coordinates.
    public var touch = Point(x: 150, y: 100)

    /// Creates the model with its defaults.
    public init() {}
}
