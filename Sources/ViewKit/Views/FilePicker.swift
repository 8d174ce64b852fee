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

/// A button that opens the device's file picker, as a document picker does on iOS: the page
/// reads the chosen file and sends its bytes up, for small files (a palette, a settings file).
///
/// Only files up to ``maximumBytes`` are sent; a larger one is refused on the page, and the
/// app hears why through ``onRefusal``. A picked file needs script: without it, nothing is sent.
open class FilePicker: View {
    /// The most any picker sends: what fits one socket message once base64-encoded.
    public static let limitBytes = 11_000

    /// The button's title.
    public var title: String { didSet { if oldValue != title { setNeedsRender() } } }
    /// File name extensions the picker offers (`.gpl`, `.json`); empty offers every file.
    public var allowedExtensions: [String] {
        didSet { if oldValue != allowedExtensions { setNeedsRender() } }
    }
    /// The button's look, as a ``Button``'s.
    public var style = Button.Style.plain { didSet { if oldValue != style { setNeedsRender() } } }
    /// The largest file accepted, at most ``limitBytes``.
    public var maximumBytes = 10_000 { didSet { if oldValue != maximumBytes { setNeedsRender() } } }
    /// Called with the file the person picked.
    public var onPick: ((PickedFile) -> Void)?
    /// Called with a sentence saying why a picked file was not taken (too large, unreadable).
    public var onRefusal: ((String) -> Void)?

    /// Creates a picker button.
    public init(title: String, allowedExtensions: [String] = []) {
        self.title = title
        self.allowedExtensions = allowedExtensions
        super.init()
    }

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
            ("data-vk-max", String(min(maximumBytes, Self.limitBytes))),
        ]
        if !accept.isEmpty { input.append(("accept", accept)) }
        return input
    }

    /// Takes the file the page sent: `name` and base64 bytes on two lines, or `!size` when the
    /// page refused a file over the limit.
    open override func handle(_ event: Event) {
        guard event.kind == .change, let value = event.value else { return }
        let limit = min(maximumBytes, Self.limitBytes)
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
        guard bytes.count <= limit else {
            onRefusal?("The file is \(bytes.count) bytes; files up to \(limit) bytes can be picked.")
            return
        }
        let name = String(
            String.UnicodeScalarView(
                value[..<newline].unicodeScalars.filter { $0.value >= 0x20 && $0 != "/" }
            )
            .prefix(200))
        onPick?(PickedFile(name: name, contents: Array(bytes)))
    }
}
