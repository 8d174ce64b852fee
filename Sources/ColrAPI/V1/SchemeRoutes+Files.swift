import ColrModels
import PaletteFormats
import Vapor

extension SchemeRoutes {
    /// The scheme in one of ``PaletteFormat``'s formats, as a download named after the scheme.
    @Sendable func export(_ request: Request) async throws -> Response {
        let format = try Self.format(request, importing: false)
        let scheme = try await readable(request)
        let document = PaletteDocument(name: scheme.name, colors: scheme.colors)
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: format.mediaType)
        let name = PaletteExporter.fileName(document, as: format)
        headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"\(name)\"")
        let bytes = try await files.run { PaletteExporter.export(document, as: format) }
        return Response(status: .ok, headers: headers, body: .init(buffer: ByteBuffer(bytes: bytes)))
    }

    /// `POST /schemes/import?format=`: a palette file (GIMP, ASE, CSS custom properties or a
    /// Tailwind theme, design tokens, Android `colors.xml`, a zipped asset catalog) becomes a new private scheme; without `format`, the file's contents say which.
    @Sendable func importFile(_ request: Request) async throws -> Response {
        let bytes = request.body.data.map { Array($0.readableBytesView) } ?? []
        guard !bytes.isEmpty else {
            throw ColrError.invalidRequest(reason: "send the palette file as the request body")
        }
        let format: PaletteFormat
        if request.query[String.self, at: "format"] != nil {
            format = try Self.format(request, importing: true)
        } else if let sniffed = PaletteImporter.sniff(bytes) {
            format = sniffed
        } else {
            throw ColrError.invalidRequest(
                reason: "say which format with ?format= (one of \(Self.formatList(importing: true)))")
        }
        let document = try await files.run { () throws(ColrError) -> PaletteDocument in
            do {
                return try PaletteImporter.read(bytes, as: format)
            } catch {
                throw ColrError.invalidRequest(
                    reason: "the file is not a readable \(format.title) palette: \(error)")
            }
        }
        let draft = try document.schemeDraft()
        let scheme = try await context.store.editing.createScheme(
            draft, owner: nil, client: request.clientAddress)
        return try JSONResponse.make(SchemeBody(scheme), status: .created)
    }

    static func format(_ request: Request, importing: Bool) throws(ColrError) -> PaletteFormat {
        let all = formatList(importing: importing)
        guard let text = request.query[String.self, at: "format"] else {
            throw .invalidRequest(reason: "say which format with ?format= (one of \(all))")
        }
        guard let format = PaletteFormat(rawValue: text.lowercased()), !importing || format.canImport else {
            throw .invalidRequest(reason: "\"\(ColrError.excerpt(text))\" is not a format; use one of \(all)")
        }
        return format
    }

    static func formatList(importing: Bool) -> String {
        PaletteFormat.allCases.filter { !importing || $0.canImport }.map(\.rawValue).joined(separator: ", ")
    }
}
