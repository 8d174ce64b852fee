import Foundation

/// A file the person picked with a ``FilePicker``: its name and its bytes.
public struct PickedFile: Equatable, Sendable {
    /// The file's name on the person's device (no path).
    public let name: String
    /// The file's bytes.
    public let contents: [UInt8]

    /// Describes a picked file.
    public init(name: String, contents: [UInt8]) {
        self.name = name
        self.contents = contents
    }
}

/// A button that opens the device's file picker, as a document picker does on iOS, and a place
/// to drop files (and, when ``acceptsPaste`` is set, to paste text): the page reads each file
/// and sends its bytes up, a file too large for one socket message in paced parts that the
/// picker puts back together before ``onPick`` hears of it.
///
/// Files up to ``maximumBytes`` are taken (at most ``largestFile``); a larger one is refused on
/// the page, and the app hears why through ``onRefusal``. A picked file needs script: without
/// it, nothing is sent.
open class FilePicker: View {
    /// The most one message carries: a file this size or smaller goes in one event.
    public static let limitBytes = 11_000
    /// The most any picker takes, in parts: what a theme or a palette file could sensibly be.
    public static let largestFile = 4 * 1024 * 1024

    /// The button's title.
    public var title: String { didSet { if oldValue != title { setNeedsRender() } } }
    /// File name extensions the picker offers (`.gpl`, `.json`); empty offers every file.
    public var allowedExtensions: [String] {
        didSet { if oldValue != allowedExtensions { setNeedsRender() } }
    }
    /// The button's look, as a ``Button``'s.
    public var style = Button.Style.plain { didSet { if oldValue != style { setNeedsRender() } } }
    /// The largest file accepted, at most ``largestFile``.
    public var maximumBytes = 10_000 { didSet { if oldValue != maximumBytes { setNeedsRender() } } }
    /// Whether several files can be picked or dropped at once (each reaches ``onPick`` in turn).
    public var allowsMultipleFiles = false {
        didSet { if oldValue != allowsMultipleFiles { setNeedsRender() } }
    }
    /// Whether text pasted while the picker has focus arrives as a file named `pasted`.
    public var acceptsPaste = false { didSet { if oldValue != acceptsPaste { setNeedsRender() } } }
    /// Called with the file the person picked.
    public var onPick: ((PickedFile) -> Void)?
    /// Called with a sentence saying why a picked file was not taken (too large, unreadable).
    public var onRefusal: ((String) -> Void)?
    /// The large file arriving in parts: its name, its size, and the bytes so far.
    private var arriving: (name: String, total: Int, bytes: [UInt8])?

    /// Creates a picker button.
    public init(title: String, allowedExtensions: [String] = []) {
        self.title = title
        self.allowedExtensions = allowedExtensions
        super.init()
    }

    /// The largest file this picker takes.
    var limit: Int { min(max(maximumBytes, 0), Self.largestFile) }

    /// A label styled as a button, holding a visually hidden file input that keeps the focus
    /// and the keyboard (Space and Return open the picker).
    open override func makeNode() -> Node {
        Node(
            "label", id: id,
            attributes: commonAttributes(class: "vk-button vk-\(style.rawValue) vk-filepicker"),
            children: [
                Node("span", id: id + "-title", text: title),
                Node("input", id: id + "-file", attributes: inputAttributes()),
            ])
    }

    /// The file input's attributes: what the page reads the picked file for, and how.
    open func inputAttributes() -> [(String, String)] {
        let accept = allowedExtensions.joined(separator: ",")
        var input: [(String, String)] = [
            ("class", "vk-file-input"), ("type", "file"), ("data-vk-target", id),
            ("data-vk-max", String(limit)), ("data-vk-whole", String(min(limit, Self.limitBytes))),
        ]
        if !accept.isEmpty { input.append(("accept", accept)) }
        if allowsMultipleFiles { input.append(("multiple", "")) }
        if acceptsPaste { input.append(("data-vk-paste", "true")) }
        return input
    }

    /// Takes what the page sent: a whole file (`name` and base64 on two lines), a part of a
    /// large one (see ``takePart(_:)``), or `!size` when the page refused a file over the limit.
    open override func handle(_ event: Event) {
        guard let value = event.value else { return }
        if event.kind == .part {
            takePart(value)
            return
        }
        guard event.kind == .change else { return }
        if value.hasPrefix("!") {
            let size = Int(value.dropFirst()) ?? 0
            onRefusal?("The file is \(size) bytes; files up to \(limit) bytes can be picked.")
            return
        }
        guard let newline = value.firstIndex(of: "\n"),
            let bytes = Data(base64Encoded: String(value[value.index(after: newline)...]))
        else {
            onRefusal?("The file could not be read; try picking it again.")
            return
        }
        guard bytes.count <= min(limit, Self.limitBytes) else {
            onRefusal?("The file is \(bytes.count) bytes; files up to \(limit) bytes can be picked.")
            return
        }
        onPick?(PickedFile(name: Self.fileName(value[..<newline]), contents: Array(bytes)))
    }

    /// A part of a large file, `offset total` then `name` then base64, on three lines. Parts
    /// must come in order and add up to `total`, no more than the limit; anything else drops
    /// the file (a lost connection can cost a part) and asks for it again.
    func takePart(_ value: String) {
        let lines = value.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        let numbers = lines.first?.split(separator: " ").compactMap { Int($0) } ?? []
        guard lines.count == 3, numbers.count == 2, let bytes = Data(base64Encoded: String(lines[2])) else {
            arriving = nil
            onRefusal?("The file could not be read; try picking it again.")
            return
        }
        let (offset, total, name) = (numbers[0], numbers[1], Self.fileName(lines[1]))
        guard total <= limit else {
            arriving = nil
            if offset == 0 {
                onRefusal?("The file is \(total) bytes; files up to \(limit) bytes can be picked.")
            }
            return
        }
        if offset == 0 { arriving = (name, total, []) }
        guard var file = arriving, file.name == name, file.total == total, file.bytes.count == offset,
            offset + bytes.count <= total, !bytes.isEmpty
        else {
            arriving = nil
            onRefusal?("“\(name)” arrived incomplete; try picking it again.")
            return
        }
        arriving = nil  // not copied while it grows
        file.bytes += bytes
        if file.bytes.count == total {
            onPick?(PickedFile(name: name, contents: file.bytes))
        } else {
            arriving = file
        }
    }

    /// A file name as the page sent it, without control characters or slashes, at most 200
    /// characters.
    static func fileName(_ text: Substring) -> String {
        String(
            String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0 != "/" }).prefix(200)
        )
    }
}
