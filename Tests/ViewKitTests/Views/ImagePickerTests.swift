import Foundation
import TestSupport
import Testing

@testable import ViewKit

@Suite("Image picker", .offPool)
struct ImagePickerTests {
    @Test func asksThePageForASmallDrawingNotTheFile() {
        let picker = ImagePicker(title: "Choose an Image")
        let input = picker.node().children.last
        #expect(input?[attribute: "type"] == "file" && input?[attribute: "accept"] == "image/*")
        #expect(input?[attribute: "data-vk-image"] == "48" && input?[attribute: "data-vk-max"] == nil)
        #expect(input?[attribute: "data-vk-target"] == picker.id)
    }

    @Test func deliversThePixelsThePageDrew() {
        let picker = ImagePicker(title: "Pick")
        var picked: PickedImage?
        picker.onPickImage = { picked = $0 }
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 128]
        picker.handle(
            Event(.change, target: picker.id, value: "a/b.png\n2x1\n" + Data(pixels).base64EncodedString()))
        #expect(picked == PickedImage(name: "ab.png", width: 2, height: 1, pixels: pixels))
    }

    @Test func refusesWhatDoesNotAddUp() throws {
        let picker = ImagePicker(title: "Pick")
        var reasons: [String] = []
        var picked = 0
        picker.onPickImage = { _ in picked += 1 }
        picker.onRefusal = { reasons.append($0) }
        let four = Data([UInt8](repeating: 9, count: 4)).base64EncodedString()
        for value in [
            "!unreadable", "a.png\n2x1\n" + four, "a.png\n0x0\n", "a.png\n49x1\n" + four, "a.png\n1x1\n!!!",
            "a.png\n-1x-4\n" + four, "a.png\n1x1",
        ] {
            picker.handle(Event(.change, target: picker.id, value: value))
        }
        #expect(picked == 0)
        try #require(reasons.count == 7)
        #expect(reasons[0].hasPrefix("That file is not an image"))
        #expect(reasons[1] == "The image could not be read; try picking it again.")
    }
}
