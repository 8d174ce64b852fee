import ArgumentParser
import ColrClient
import ColrModels

/// `colr palette show ID`: a palette's name, colors and whether it is shared.
struct PaletteShow: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a palette: its name, its colors in order, and whether it is shared.")

    @Argument(help: "The palette's id.")
    var palette: Int

    @OptionGroup var access: EditTokenOption
    @OptionGroup var server: ServerOptions

    @Flag(help: "Print the palette as JSON.")
    var json = false

    func run() async throws {
        let scheme = try await server.client().scheme(id: palette, editToken: access.resolved)
        if json { return try Output.json(scheme) }
        PaletteListing.show(scheme)
    }
}

/// `colr palette add ID COLOR…`: appends colors to a palette.
struct PaletteAdd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add colors to the end of a palette.")

    @Argument(help: "The palette's id.")
    var palette: Int

    @Argument(help: "The colors: hex, any CSS color, hsb(), or a name.")
    var colors: [String]

    @OptionGroup var access: EditTokenOption
    @OptionGroup var server: ServerOptions

    func run() async throws {
        let added = try colors.map { try ColorArgument.parse($0).mappedHex.dropFirst().lowercased() }
        let operations = try added.map { hex -> SchemeOperation in
            guard let color = ColorHex(String(hex)) else { throw ValidationError("#\(hex) is not a color.") }
            return .add(color, after: nil, before: nil)
        }
        try await PaletteListing.edit(palette, access: access, server: server) { _ in operations }
    }
}

/// `colr palette remove ID [COLOR…] [--at N…]`: takes colors out of a palette.
struct PaletteRemove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove colors from a palette, by color or by position (--at, counting from 1).")

    @Argument(help: "The palette's id.")
    var palette: Int

    @Argument(help: "Colors to remove, every place each appears.")
    var colors: [String] = []

    @Option(name: .customLong("at"), help: "A position to remove, counting from 1 (repeatable).")
    var positions: [Int] = []

    @OptionGroup var access: EditTokenOption
    @OptionGroup var server: ServerOptions

    func validate() throws {
        if colors.isEmpty && positions.isEmpty {
            throw ValidationError("Say what to remove: colors, or positions with --at.")
        }
    }

    func run() async throws {
        let removed = Set(try colors.map { try ColorArgument.parse($0).mappedHex.dropFirst().lowercased() })
        try await PaletteListing.edit(palette, access: access, server: server) { current in
            if let outside = positions.first(where: { !(1...current.count).contains($0) }) {
                throw ValidationError(
                    "The palette has \(current.count) colors; there is no position \(outside).")
            }
            let unmatched = removed.subtracting(current.map { $0.color.lowercased() })
            if let missing = unmatched.first {
                throw ValidationError("#\(missing) is not in the palette.")
            }
            let dropped = Set(positions.map { $0 - 1 })
            let gone = current.enumerated()
                .filter { dropped.contains($0.offset) || removed.contains($0.element.color.lowercased()) }
            guard gone.count < current.count else {
                throw ValidationError(
                    "A palette keeps at least one color; to remove it all, use 'colr palette delete'.")
            }
            return gone.map { .remove(entry: $0.element.id) }
        }
    }
}

/// `colr palette move ID FROM TO`: moves one color to another position.
struct PaletteMove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move", abstract: "Move the color at one position to another (counting from 1).")

    @Argument(help: "The palette's id.")
    var palette: Int

    @Argument(help: "The color's position now.")
    var from: Int

    @Argument(help: "The position it moves to.")
    var to: Int

    @OptionGroup var access: EditTokenOption
    @OptionGroup var server: ServerOptions

    func run() async throws {
        try await PaletteListing.edit(palette, access: access, server: server) { current in
            let range = 1...current.count
            guard range.contains(from), range.contains(to) else {
                throw ValidationError("Positions run from 1 to \(current.count).")
            }
            // Named by entry, between the neighbours it lands beside, so the move means the same
            // however others change the palette meanwhile.
            var reordered = current
            let moving = reordered.remove(at: from - 1)
            reordered.insert(moving, at: to - 1)
            let after = to > 1 ? reordered[to - 2].id : nil
            let before = to < reordered.count ? reordered[to].id : nil
            return [.move(entry: moving.id, after: after, before: before)]
        }
    }
}

/// `colr palette delete ID`: deletes a palette; its history goes with it.
struct PaletteDelete: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a palette. It cannot be brought back.")

    @Argument(help: "The palette's id.")
    var palette: Int

    @OptionGroup var access: EditTokenOption
    @OptionGroup var server: ServerOptions

    func run() async throws {
        try await server.client().deleteScheme(id: palette, editToken: try access.required())
        print("palette \(palette) deleted")
    }
}

/// What the editing commands share: read the palette, turn the change into operations on its
/// entries, send them against the revision read (so they merge with whatever others saved since,
/// and a move of a color someone removed is refused rather than misapplied), and show the result.
enum PaletteListing {
    static func edit(
        _ id: Int, access: EditTokenOption, server: ServerOptions,
        operations: ([SchemeBody.Entry]) throws -> [SchemeOperation]
    ) async throws {
        let token = try access.required()
        let client = try server.client()
        let scheme = try await client.scheme(id: id, editToken: token)
        let entries =
            scheme.entries
            ?? scheme.colors.enumerated().map { SchemeBody.Entry(id: $0.offset + 1, color: $0.element) }
        let result = try await client.editScheme(
            id: id, try operations(entries), base: scheme.revision, editToken: token)
        show(result.scheme)
        for replaced in result.replaced {
            let value = replaced.field == "color" ? "#" + replaced.value : "“\(replaced.value)”"
            print("note: this replaced another editor's \(replaced.field), \(value)")
        }
    }

    static func show(_ scheme: SchemeBody) {
        let name = scheme.name.flatMap { $0.isEmpty ? nil : $0 } ?? "Untitled"
        print("palette \(scheme.id ?? 0): \(name)\(scheme.shared == true ? " (shared)" : "")")
        for (index, color) in scheme.colors.enumerated() {
            print("\(index + 1)  #\(color)")
        }
    }
}
