import ColorKit
import ColrModels
import ComputeThreads
import Foundation
import TokenFormats
import Vapor

/// `POST /api/v1/themes/check`: a theme a team already has, checked pair by pair in every mode,
/// with the smallest fix for each failure. Reads no store and writes nothing.
public struct ThemeCheckRoutes: RouteCollection, Sendable {
    /// The largest request body: a theme of hundreds of tokens in nine modes is a few hundred KB.
    static let maximumBytes = 4 << 20
    let gate: ComputeGate

    /// Creates the route; at most `concurrentChecks` checks run at once.
    public init(concurrentChecks: Int = 2) {
        gate = ComputeGate(limit: concurrentChecks)
    }

    /// Registers the route.
    public func boot(routes: any RoutesBuilder) throws {
        routes.on(
            .POST, "themes", "check", body: .collect(maxSize: ByteCount(value: Self.maximumBytes)), use: check
        )
    }

    /// The check of the body's theme; `?format=sarif|junit|markdown|text` answers in that
    /// report format instead of JSON.
    @Sendable func check(_ request: Request) async throws -> Response {
        let body = try request.decodeJSON(ThemeCheckRequest.self)
        let report = try Self.reportFormat(request)
        let (sources, options) = try Self.inputs(body)
        // Fixes search hundreds of lightnesses per failing token: a few checks at a time, off
        // the event loop and the cooperative pool.
        let answer = try await gate.run { () throws(ColrError) -> ThemeCheckBody in
            do throws(TokenFormatError) {
                let outcome = try TokenCheckRun.run(sources, options: options)
                var body = outcome.body
                if options.fix { body.rewritten = outcome.rewritten.map(Self.file) }
                return body
            } catch {
                throw .invalidRequest(reason: error.description)
            }
        }
        guard let report, report != .json else { return try JSONResponse.make(answer) }
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: Self.mediaType(report))
        return Response(
            status: .ok, headers: headers, body: .init(string: report.write(answer, version: "1")))
    }

    static func reportFormat(_ request: Request) throws(ColrError) -> CheckReportFormat? {
        guard let text = request.query[String.self, at: "format"] else { return nil }
        guard let format = CheckReportFormat(rawValue: text.lowercased()) else {
            let known = CheckReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalidRequest(
                reason: "\"\(ColrError.excerpt(text))\" is not a report format; use one of \(known)")
        }
        return format
    }

    static func mediaType(_ format: CheckReportFormat) -> String {
        switch format {
        case .json: "application/json"
        case .sarif: "application/sarif+json"
        case .junit: "application/xml; charset=utf-8"
        case .markdown: "text/markdown; charset=utf-8"
        case .text: "text/plain; charset=utf-8"
        }
    }

    /// The request's files and options, every field checked.
    static func inputs(_ body: ThemeCheckRequest) throws(ColrError) -> ([TokenFile], TokenCheckOptions) {
        guard !body.files.isEmpty else {
            throw .invalidRequest(reason: "send the theme's files as \"files\": [{\"path\": …, \"text\": …}]")
        }
        guard body.files.count <= 2_000, (body.base?.count ?? 0) <= 2_000 else {
            throw .invalidRequest(reason: "at most 2000 files in a check")
        }
        var format: TokenSourceFormat?
        if let text = body.format {
            guard let known = TokenSourceFormat(rawValue: text.lowercased()) else {
                let names = TokenSourceFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidRequest(
                    reason: "\"\(ColrError.excerpt(text))\" is not a theme format; use one of \(names)")
            }
            format = known
        }
        var target: ThemeTarget?
        if let text = body.target {
            guard let known = ThemeTarget(rawValue: text.lowercased()) else {
                throw .invalidRequest(
                    reason: "\"\(ColrError.excerpt(text))\" is not a target; use aa, aaa or apca")
            }
            target = known
        }
        let options = TokenCheckOptions(
            format: format, pairs: try body.pairs.map(file), infer: body.infer ?? false, modes: body.modes,
            target: target, base: try body.base.map { files throws(ColrError) in try files.map(file) },
            fix: body.fix ?? false)
        return (try body.files.map(file), options)
    }

    /// A request's file as bytes: its text, or its base64.
    static func file(_ file: ThemeCheckFile) throws(ColrError) -> TokenFile {
        if let text = file.text { return TokenFile(path: file.path, text: text) }
        guard let encoded = file.base64, let data = Data(base64Encoded: encoded) else {
            throw .invalidRequest(
                reason: "\(ColrError.excerpt(file.path)): give the file's \"text\", or its \"base64\"")
        }
        return TokenFile(path: file.path, bytes: Array(data))
    }

    /// A rewritten file for the answer: text when it is UTF-8, else base64.
    static func file(_ file: TokenFile) -> ThemeCheckFile {
        if let text = String(validating: file.bytes, as: UTF8.self) {
            return ThemeCheckFile(path: file.path, text: text)
        }
        return ThemeCheckFile(path: file.path, base64: Data(file.bytes).base64EncodedString())
    }
}
