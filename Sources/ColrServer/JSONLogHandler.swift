import ColrModels
import Foundation
import Logging
import Synchronization

/// Logs as JSON, one object a line (`{"time":…,"level":…,"label":…,"message":…,"metadata":{…}}`),
/// for log collectors that read fields rather than sentences (`COLR_LOG_FORMAT=json`).
public struct JSONLogHandler: LogHandler {
    /// Lines are written whole, one at a time, however many threads log at once.
    private static let lock = Mutex(())
    /// Where each line goes; standard error unless a test says otherwise.
    let write: @Sendable (String) -> Void
    let label: String
    /// The least severe level written.
    public var logLevel: Logger.Level = .info
    /// Fields added to every line from this logger.
    public var metadata: Logger.Metadata = [:]

    /// A handler for `label` writing to standard error, or to `write`.
    public init(label: String, write: (@Sendable (String) -> Void)? = nil) {
        self.label = label
        self.write =
            write ?? { line in
                Self.lock.withLock { _ in FileHandle.standardError.write(Data(line.utf8)) }
            }
    }

    /// A field of ``metadata``.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes one line.
    public func log(event: LogEvent) {
        let extra = event.metadata
        let level = event.level
        let message = event.message
        let fields = metadata.merging(extra ?? [:]) { _, new in new }
        var members: [(key: String, value: JSONValue)] = [
            ("time", .string(Date().formatted(.iso8601))), ("level", .string(level.rawValue)),
            ("label", .string(label)), ("message", .string(message.description)),
        ]
        if !fields.isEmpty {
            members.append(
                ("metadata", .object(fields.sorted { $0.key < $1.key }.map { ($0.key, Self.json($0.value)) }))
            )
        }
        write(String(decoding: JSONValue.object(members).serialized(), as: UTF8.self) + "\n")
    }

    /// A metadata value as JSON.
    private static func json(_ value: Logger.Metadata.Value) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .stringConvertible(let convertible): .string(convertible.description)
        case .array(let values): .array(values.map(json))
        case .dictionary(let values):
            .object(values.sorted { $0.key < $1.key }.map { ($0.key, json($0.value)) })
        }
    }
}
