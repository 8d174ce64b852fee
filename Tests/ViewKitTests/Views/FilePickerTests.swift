import Foundation
import TestSupport
import Testing

@testable import ViewKit

@Suite("File picker", .offPool)
struct FilePickerTests {
    @Test func rendersALabelledInputWithItsLimit() throws {
        let picker = FilePicker(title: "Choose a File", allowedExtensions: [".gpl", ".json"])
        picker.maximumBytes = 50_000  // capped at what one message carries
        let node = picker.node()
        #expect(node.tag == "label" && node.children.first?.text == "Choose a File")
        let input = try #require(node.children.last)
        #expect(input[attribute: "type"] == "file" && input[attribute: "accept"] == ".gpl,.json")
        #expect(input[attribute: "data-vk-target"] == picker.id)
        #expect(input[attribute: "data-vk-max"] == String(FilePicker.limitBytes))
    }

    @Test func deliversThePickedFile() {
        let picker = FilePicker(title: "Pick")
        var picked: PickedFile?
        picker.onPick = { picked = $0 }
        let bytes: [UInt8] = [0x41, 0x53, 0x45, 0x46, 0, 1, 2, 255]
        picker.handle(
            Event(.change, target: picker.id, value: "sea/../x.ase\n" + Data(bytes).base64EncodedString()))
        #expect(picked == PickedFile(name: "sea..x.ase", contents: bytes))
    }

    @Test func refusesWhatIsTooLargeOrUnreadable() throws {
        let picker = FilePicker(title: "Pick")
        picker.maximumBytes = 4
        var reasons: [String] = []
        var picked = 0
        picker.onPick = { _ in picked += 1 }
        picker.onRefusal = { reasons.append($0) }
        picker.handle(Event(.change, target: picker.id, value: "!123456"))
        picker.handle(Event(.change, target: picker.id, value: "a.gpl\nAAAAAAAAAA=="))  // 7 bytes
        picker.handle(Event(.change, target: picker.id, value: "a.gpl\nnot base64 !!"))
        picker.handle(Event(.change, target: picker.id, value: "no newline"))
        #expect(picked == 0)
        try #require(reasons.count == 4)
        #expect(reasons[0] == "The file is 123456 bytes; files up to 4 bytes can be picked.")
        #expect(reasons[1].hasPrefix("The file is 7 bytes"))
        #expect(reasons[2] == "The file could not be read; try picking it again.")
    }
}
