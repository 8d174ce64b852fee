import ColrAPI
import ColrModels
import Foundation
import NIOCore
import NIOHTTP1

/// Measures each request's first line as its raw bytes arrive, so that a request too large to
/// read is answered with the status that names its fault instead of a closed connection.
///
/// The request line may be at most ``maximumLength`` bytes: past that, ``RequestDeadlineHandler``
/// answers 414 and closes, before the HTTP decoder has buffered more. The decoder's own limit
/// (80 KB for the request line and the header fields together) would otherwise end the
/// connection without a word, and at a length that depends on the headers sent with the URL.
/// A head the decoder gives up on for its header fields is answered 431.
///
/// The meter knows where a request begins only when its first byte arrives with no answer owed
/// (``RequestClock`` starts then): a request sent behind another not yet answered (pipelined) is
/// not measured, and a head too large for the decoder is then answered 431, whichever part is long.
struct RequestLineMeter {
    /// The longest request line read, counted up to its line feed: 64 KiB, far past any URL the
    /// API or the app makes, and under the decoder's 80 KB, so that this limit, not the
    /// decoder's, decides (whatever headers come with the URL).
    static let maximumLength = 64 * 1024

    /// What a head that cannot be read is answered.
    enum Verdict: Equatable {
        /// 414: the request line is too long.
        case uriTooLong
        /// 431: the header fields are too large.
        case headerFieldsTooLarge
    }

    /// The current request line's bytes so far (nil: its request's start was not seen).
    private var length: Int?
    /// Whether the current request line has ended.
    private var ended = false

    /// A request begins with the bytes that arrive next.
    mutating func start() {
        length = 0
        ended = false
    }

    /// Bytes of the request arrived; returns whether its line is now longer than allowed.
    mutating func arrived(_ buffer: ByteBuffer) -> Bool {
        guard let counted = length, !ended else { return false }
        let (line, found) = buffer.withUnsafeReadableBytes { bytes -> (Int, Bool) in
            var index = bytes.startIndex
            // Blank lines before a request line are skipped, as the decoder skips them.
            if counted == 0 {
                while index < bytes.endIndex, Self.isLineBreak(bytes[index]) { index += 1 }
            }
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else {
                return (bytes.endIndex - index, false)
            }
            return (end - index, true)
        }
        length = counted + line
        ended = found
        return counted + line > Self.maximumLength
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    /// What the head of the current request is answered once the decoder has given up on it:
    /// 414 if it gave up inside the request line, 431 if after it or if the start was not seen.
    var verdict: Verdict {
        length != nil && !ended ? .uriTooLong : .headerFieldsTooLarge
    }
}

extension RequestLineMeter.Verdict {
    /// The whole answer, headers and a JSON body in the shape of every other error's
    /// (`{"error": …, "reason": …}`), for ``ChannelHandlerContext/answerAndClose(_:linger:)``.
    var answer: String {
        switch self {
        case .uriTooLong: Self.uriTooLongAnswer
        case .headerFieldsTooLarge: Self.headerFieldsTooLargeAnswer
        }
    }

    private static let uriTooLongAnswer = answer(
        .uriTooLong,
        reason: "the request line is longer than \(RequestLineMeter.maximumLength / 1024) KB; "
            + "send long input in a request body")

    private static let headerFieldsTooLargeAnswer = answer(
        .requestHeaderFieldsTooLarge,
        reason: "the request's head is larger than the \(decoderLimit / 1024) KB the server reads; "
            + "send fewer or shorter headers")

    /// What the HTTP decoder reads of a head: Vapor makes it with NIO's default limits.
    private static let decoderLimit = NIOHTTPDecoderLimitConfiguration().maxHeaderListSize

    /// Written before Vapor reads the request, so no middleware can answer it; the code is the
    /// one ``ColrAPI/ColrErrorMiddleware`` gives a status with no case of its own.
    private static func answer(_ status: HTTPResponseStatus, reason: String) -> String {
        let body =
            (try? ColrJSON.encoder().encode(
                ErrorBody(error: ColrErrorMiddleware.code(for: status), reason: reason)))
            .map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n"
            + "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\n\r\n" + body
    }
}
