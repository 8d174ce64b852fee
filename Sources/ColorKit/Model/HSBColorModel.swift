import Observation

/// The Picker's model: hue, saturation and brightness, with the color and hex they make.
///
/// Components are clamped to the app's ranges (hue 0…360°, saturation and brightness 0…100 %).
/// Reading ``color`` or ``hex`` reads all three components, so an observer of either hears about
/// any change. Setting a component to the value it already has notifies no one, which is what
/// stops a slider and the model from echoing each other forever.
///
/// Like a UIKit model, an instance belongs to one isolation domain (one live session).
public final class HSBColorModel: Observable {
    private let registrar = ObservationRegistrar()
    private var storedHue: Double
    private var storedSaturation: Double
    private var storedBrightness: Double

    /// Creates a model; the default is the chapter's starting color, 60°, 50 %, 100 % (#FFFF80).
    public init(hue: Double = 60, saturation: Double = 50, brightness: Double = 100) {
        storedHue = Self.clamp(hue, to: 360)
        storedSaturation = Self.clamp(saturation, to: 100)
        storedBrightness = Self.clamp(brightness, to: 100)
    }

    /// Hue in degrees, 0…360.
    public var hue: Double {
        get {
            registrar.access(self, keyPath: \.hue)
            return storedHue
        }
        set { update(\.hue, \.storedHue, to: Self.clamp(newValue, to: 360)) }
    }

    /// Saturation in percent, 0…100.
    public var saturation: Double {
        get {
            registrar.access(self, keyPath: \.saturation)
            return storedSaturation
        }
        set { update(\.saturation, \.storedSaturation, to: Self.clamp(newValue, to: 100)) }
    }

    /// Brightness in percent, 0…100.
    public var brightness: Double {
        get {
            registrar.access(self, keyPath: \.brightness)
            return storedBrightness
        }
        set { update(\.brightness, \.storedBrightness, to: Self.clamp(newValue, to: 100)) }
    }

    /// The components as an ``HSB`` value.
    public var hsb: HSB { HSB(hue: hue, saturation: saturation, brightness: brightness) }

    /// The color the components make.
    public var color: RGBColor { hsb.rgbColor }

    /// The web color, `#RRGGBB` with channels rounded to nearest (the chapter's "#FFFF80").
    public var hex: String { color.hex }

    /// Moves the model to the color nearest `color` in HSB; unchanged components notify no one.
    public func set(_ color: RGBColor) {
        let target = color.clamped.hsb
        hue = target.hue
        saturation = target.saturation
        brightness = target.brightness
    }

    private func update(
        _ keyPath: KeyPath<HSBColorModel, Double>, _ storage: ReferenceWritableKeyPath<HSBColorModel, Double>,
        to value: Double
    ) {
        guard self[keyPath: storage] != value else { return }
        registrar.withMutation(of: self, keyPath: keyPath) {
            self[keyPath: storage] = value
        }
    }

    /// NaN becomes the range's low end, so hostile input cannot poison the model.
    private static func clamp(_ value: Double, to upper: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), upper)
    }
}
