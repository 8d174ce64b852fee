import Foundation
import TestSupport
import Testing

@testable import ViewKit

@Suite("File picker", .offPool)
struct FilePickerTests {
    @Test func rendersALabelledInputWithItsLimit() throws {
        let picker = FilePicker(title: "Choose a File", allowedExtensions: [".gpl", ".json"])
        picker.maximumBytes = 50_000  // more than one message carries: the rest goes in parts
        let node = picker.node()
        #expect(node.tag == "label" && node.children.first?.text == "Choose a File")
        let input = try #require(node.children.last)
        #expect(input[attribute: "type"] == "file" && input[attribute: "accept"] == ".gpl,.json")
        #expect(input[attribute: "data-vk-target"] == picker.id)
        #expect(input[attribute: "data-vk-max"] == "50000")
        #expect(input[attribute: "data-vk-whole"] == String(FilePicker.limitBytes))
        #expect(input[attribute: "multiple"] == nil && input[attribute: "data-vk-paste"] == nil)
        picker.maximumBytes = 1 << 30
        picker.allowsMultipleFiles = true
        picker.acceptsPaste = true
        let larger = try #require(picker.node().children.last)
        #expect(larger[attribute: "data-vk-max"] == String(FilePicker.largestFile))
        #expect(larger[attribute: "multiple"] == "" && larger[attribute: "data-vk-paste"] == "true")
    }

    /// The parts of `bytes` as the page sends them, `size` bytes each.
    func parts(_ bytes: [UInt8], name: String = "light.css", size: Int = 8192, total: Int? = nil) -> [Event] {
        stride(from: 0, to: bytes.count, by: size).map { offset in
            let part = Data(bytes[offset..<min(offset + size, bytes.count)]).base64EncodedString()
            return Event(.part, target: "v1", value: "\(offset) \(total ?? bytes.count)\n\(name)\n\(part)")
        }
    }

    @Test func putsALargeFileBackTogetherFromItsParts() {
        let picker = FilePicker(title: "Pick")
        picker.maximumBytes = 100_000
        var picked: [PickedFile] = []
        picker.onPick = { picked.append($0) }
        let bytes = (0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let events = parts(bytes)
        for event in events.dropLast() { picker.handle(event) }
        #expect(picked.isEmpty, "nothing until the last part")
        picker.handle(events[events.count - 1])
        #expect(picked == [PickedFile(name: "light.css", contents: bytes)])
        // The same file again, and a second one after it, each whole.
        for event in events + parts(Array(bytes.prefix(9000)), name: "dark.css") { picker.handle(event) }
        #expect(picked.map(\.name) == ["light.css", "light.css", "dark.css"])
        #expect(picked.last?.contents == Array(bytes.prefix(9000)))
    }

    @Test func dropsAFileWhosePartsGoMissingOrOverflow() throws {
        let picker = FilePicker(title: "Pick")
        picker.maximumBytes = 20_000
        var picked = 0
        var reasons: [String] = []
        picker.onPick = { _ in picked += 1 }
        picker.onRefusal = { reasons.append($0) }
        let bytes = [UInt8](repeating: 7, count: 18_000)
        let events = parts(bytes)
        picker.handle(events[0])
        picker.handle(events[2])  // a part lost on the way
        picker.handle(events[1])  // too late: the file was dropped
        // Parts that add up to more than they said, or a file over the limit.
        for event in parts(bytes, size: 8192, total: 10_000) { picker.handle(event) }
        for event in parts([UInt8](repeating: 1, count: 30_000)) { picker.handle(event) }
        picker.handle(Event(.part, target: "v1", value: "0 10\nx.css"))  // no bytes line
        #expect(picked == 0)
        try #require(reasons.count >= 4)
        #expect(reasons[0] == "“light.css” arrived incomplete; try picking it again.")
        #expect(reasons.contains("The file is 30000 bytes; files up to 20000 bytes can be picked."))
        #expect(reasons.last == "The file could not be read; try picking it again.")
        // After all that, a good file still arrives.
        for event in events { picker.handle(event) }
        #expect(picked == 1)
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
