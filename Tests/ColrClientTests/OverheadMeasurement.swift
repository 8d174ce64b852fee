import ColrClient
import ColrModels
import ColrTestKit
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the client costs per request on top of a bare `URLSession` call to the same endpoint.
///
/// All sides hit `/api/v1/colors/ff0000` on the same in-process server in alternating blocks,
/// so server time and drift cancel out. The raw side only fetches bytes; the client side also
/// builds the URL, races the timeout, checks the status and decodes the `ColorDetail`. A third
/// side, raw plus `JSONDecoder`, shows how much of the difference is decoding, which an app
/// would do anyway. Only completion is asserted: timings vary by machine.
///
/// In the suite it sends 150 requests a side, enough to check that every side completes; a
/// measurement sets `COLR_OVERHEAD_REQUESTS` (BENCHMARKS.md uses 2000) and runs it alone.
/// Thousands of requests at full speed beside every other suite would take the shared
/// `URLSession` and the cores from the tests that run alongside it.
@Suite("ColrClient overhead", .serialized)
struct OverheadMeasurement {
    static let requests =
        ProcessInfo.processInfo.environment["COLR_OVERHEAD_REQUESTS"]
        .flatMap(Int.init).map { max(50, $0 / 50 * 50) } ?? 150
    static let block = 50

    @Test func clientOverheadPerRequest() async throws {
        try await TestServer.listening { server in
            let client = server.client(retryPolicy: .never)
            let url = try #require(server.baseURL).appendingPathComponent("api/v1/colors/ff0000")
            let session = URLSession.shared
            var request = URLRequest(url: url)
            request.setValue("application/json", forHTTPHeaderField: "Accept")

            for _ in 0..<20 {
                _ = try await client.color("ff0000")
                _ = try await session.data(for: request)
            }
            var clientTime = Duration.zero
            var rawTime = Duration.zero
            var decodedTime = Duration.zero
            var clientDone = 0
            var rawDone = 0
            var decodedDone = 0
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let clock = ContinuousClock()
            for _ in 0..<(Self.requests / Self.block) {
                clientTime += try await clock.measure {
                    for _ in 0..<Self.block {
                        let detail = try await client.color("ff0000")
                        if detail.hex == "ff0000" { clientDone += 1 }
                    }
                }
                rawTime += try await clock.measure {
                    for _ in 0..<Self.block {
                        let (data, response) = try await session.data(for: request)
                        if (response as? HTTPURLResponse)?.statusCode == 200, !data.isEmpty { rawDone += 1 }
                    }
                }
                decodedTime += try await clock.measure {
                    for _ in 0..<Self.block {
                        let (data, _) = try await session.data(for: request)
                        if try decoder.decode(ColorDetail.self, from: data).hex == "ff0000" {
                            decodedDone += 1
                        }
                    }
                }
            }
            let clientMicros = clientTime.microseconds / Double(Self.requests)
            let rawMicros = rawTime.microseconds / Double(Self.requests)
            let decodedMicros = decodedTime.microseconds / Double(Self.requests)
            print(
                "client overhead: \(Self.format(clientMicros - rawMicros)) µs/request "
                    + "(client \(Self.format(clientMicros)) µs vs raw \(Self.format(rawMicros)) µs, "
                    + "\(Self.requests) requests each)")
            print(
                "  raw URLSession + JSONDecoder of the same ColorDetail: "
                    + "\(Self.format(decodedMicros)) µs/request (the client's overhead beyond decoding: "
                    + "\(Self.format(clientMicros - decodedMicros)) µs)"
            )
            #expect(clientDone == Self.requests)
            #expect(rawDone == Self.requests)
            #expect(decodedDone == Self.requests)
        }
    }

    static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}

extension Duration {
    fileprivate var microseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e6 + Double(parts.attoseconds) / 1e12
    }
}
