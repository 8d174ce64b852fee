import ArgumentParser
import ColrClient
import Foundation

/// `colr import`: loads colors and tags from a CSV or JSON file into a Colr server.
struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import colors and their tags from a CSV or JSON file.",
        discussion: """
            CSV: one color per line, "color,tags", tags separated by ";". The color is hex or any
            notation colr reads; quote it if it has commas. A first line "hex,tags" (or
            "color,tags") is a header and is skipped. Example:
                hex,tags
                ff8800,warm;sunset orange
                "rgb(0, 128, 255)",sky;calm

            JSON: an array of objects: [{"hex": "ff8800", "tags": ["warm", "sunset orange"]}]

            The import is idempotent, so it is resumable: before tagging a color it reads the
            tags the color already has and sends only the missing ones. Running the same file
            again, after an interruption or a failure, skips what is already there and finishes
            the rest. No state file is kept: the server is the only record of what is done, so a
            re-run is right even if the server changed meanwhile.

            Each line that cannot be imported is reported with its reason and the rest go on;
            the exit status is non-zero if any failed. When the server asks to slow down, the
            import waits as told. If the server stops answering, the import ends early and says
            where.
            """)

    @Argument(help: "The file to import (- reads standard input).")
    var file: String

    @Option(help: "csv or json (default: from the file's extension, else from its first character).")
    var format: ImportSource.Format?

    @OptionGroup var server: ServerOptions

    @Flag(help: "Print the summary as JSON.")
    var json = false

    /// How many times one entry waits out a 429 before it is reported as failed.
    static let maximumRateLimitWaits = 20
    /// The most tags the server takes in one request.
    static let tagsPerRequest = 20

    func run() async throws {
        let text = try await read()
        let entries = try ImportSource.entries(
            from: text, format: ImportSource.format(of: text, path: file, given: format))
        let client = try server.client()
        var summary = ImportSummary(total: entries.count)
        var progress = ImportProgress(total: entries.count, json: json)
        for entry in entries {
            let outcome: ImportOutcome
            switch entry.content {
            case .failure(let problem): outcome = .failed(problem.reason)
            case .success(let content): outcome = await Self.apply(content, with: client)
            }
            summary.record(entry, outcome)
            progress.report(entry, outcome, summary: summary)
            if case .stopped = outcome { break }
        }
        progress.finish()
        if json { try Output.json(summary) } else { summary.lines.forEach { print($0) } }
        guard summary.isComplete else { throw ExitCode.failure }
    }

    func read() async throws -> String {
        if file == "-" {
            return String(decoding: await StandardInput.readAll(), as: UTF8.self)
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ValidationError("Cannot read \"\(file)\": no such file, or not readable.")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Brings one color's tags up to the file's: reads what it has, adds what it lacks.
    static func apply(_ content: ImportEntry.Content, with client: ColrClient) async -> ImportOutcome {
        var waits = 0
        var added: [String] = []
        while true {
            do throws(ColrClient.Error) {
                let present = Set(try await client.color(content.hex.value).tags.map(\.name))
                let missing = content.tags.map(\.value).filter { !present.contains($0) }
                for start in stride(from: 0, to: missing.count, by: tagsPerRequest) {
                    let chunk = Array(missing[start..<min(start + tagsPerRequest, missing.count)])
                    _ = try await client.addTags(chunk, to: content.hex.value)
                    added += chunk
                }
                return added.isEmpty ? .skipped : .added(added)
            } catch {
                switch error.kind {
                case .rateLimited(let retryAfter) where waits < maximumRateLimitWaits:
                    // A 429 means nothing was written, and the next pass re-reads the tags, so
                    // waiting and going again is safe even though the client never retries a POST.
                    waits += 1
                    do {
                        try await Task.sleep(for: min(retryAfter ?? .seconds(1), .seconds(60)))
                    } catch {
                        return .stopped("interrupted")
                    }
                case .invalidRequest, .notFound, .forbidden, .payloadTooLarge, .rateLimited, .unsupported,
                    .conflict:
                    return .failed(error.description)
                case .server, .transport, .timeout, .cancelled, .decoding:
                    return .stopped(error.description)
                }
            }
        }
    }
}
