/// 8-bit red, green and blue.
public struct RGBChannels: Codable, Hashable, Sendable {
    /// Red, 0…255.
    public var red: Int
    /// Green, 0…255.
    public var green: Int
    /// Blue, 0…255.
    public var blue: Int

    /// Creates channels.
    public init(red: Int, green: Int, blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}
