import ColrModels
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ColrClient {
    /// Sends an endpoint and decodes its 2xx body as `T`.
    func call<T: Decodable>(_ endpoint: Endpoint, as type: T.Type) async throws(Error) -> T {
        let (response, label, attempts) = try await send(endpoint)
        return try Self.decode(type, from: response).sent(label, attempts: attempts)
    }

    /// Sends a legacy endpoint and returns its envelope, turning `success: false` into an error.
    func legacyCall(_ endpoint: Endpoint) async throws(Error) -> LegacyEnvelope {
        let (response, label, attempts) = try await send(endpoint)
        let envelope = try Self.decode(LegacyEnvelope.self, from: response).sent(label, attempts: attempts)
        guard envelope.success else {
            throw Error(
                kind: .invalidRequest, reason: Self.reason(envelope.messages), status: response.status,
                request: label, attempts: attempts)
        }
        return envelope
    }

    /// Sends an endpoint until it succeeds or the retry policy gives up; returns the 2xx response,
    /// a label for errors (`GET http://host/api/v1/…`) and how many attempts it took.
    func send(_ endpoint: Endpoint) async throws(Error) -> (ColrResponse, String, Int) {
        let url = try url(for: endpoint)
        var headers = ["Accept": "application/json"]
        if let type = endpoint.contentType { headers["Content-Type"] = type }
        if let token = endpoint.editToken { headers["Authorization"] = "Bearer " + token }
        if let revision = endpoint.revision { headers["If-Match"] = "\"\(revision)\"" }
        let request = ColrRequest(
            method: endpoint.method, url: url, headers: headers, body: endpoint.body, timeout: timeout)
        let label = "\(endpoint.method.rawValue) \(url.absoluteString)"
        var attempt = 0
        while true {
            guard !Task.isCancelled else { throw Error.cancelled().sent(label, attempts: attempt) }
            attempt += 1
            let failure: Error
            do throws(Error) {
                let response = try await attemptOnce(request)
                if response.isSuccess { return (response, label, attempt) }
                failure = Self.error(for: response)
            } catch {
                failure = error
            }
            guard let wait = retryPolicy.delay(after: failure, attempt: attempt, method: endpoint.method)
            else {
                throw failure.sent(label, attempts: attempt)
            }
            do {
                try await retryPolicy.clock.sleep(for: wait)
            } catch {
                throw Error.cancelled(underlying: error).sent(label, attempts: attempt)
            }
        }
    }

    /// One attempt, raced against the timeout so a stalled transport cannot hang the caller.
    func attemptOnce(_ request: ColrRequest) async throws(Error) -> ColrResponse {
        let transport = self.transport
        let timeout = self.timeout
        do {
            return try await withThrowingTaskGroup(of: ColrResponse?.self) { group in
                group.addTask { try await transport.send(request) }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let response = first else { throw TimedOut() }
                return response
            }
        } catch is TimedOut {
            throw Error(kind: .timeout, reason: "no response within \(Error.format(timeout))")
        } catch {
            throw Self.transportError(error)
        }
    }

    private struct TimedOut: Swift.Error {}

    /// What a transport's error means to the caller.
    static func transportError(_ error: any Swift.Error) -> Error {
        if error is CancellationError || Task.isCancelled { return .cancelled(underlying: error) }
        if let error = error as? Error { return error }
        if let urlError = error as? URLError {
            switch urlError.code {
            case .cancelled: return .cancelled(underlying: error)
            case .timedOut:
                return Error(kind: .timeout, reason: "the connection timed out", underlying: error)
            case .cannotConnectToHost: return unreachable("the connection was refused", error)
            case .cannotFindHost, .dnsLookupFailed: return unreachable("the host name is unknown", error)
            case .notConnectedToInternet: return unreachable("there is no network connection", error)
            case .networkConnectionLost: return unreachable("the connection was lost", error)
            default: break
            }
        }
        return unreachable(error.localizedDescription, error)
    }

    private static func unreachable(_ reason: String, _ error: any Swift.Error) -> Error {
        Error(kind: .transport, reason: reason, underlying: error)
    }

    /// The error a non-2xx response stands for, with the server's reason when it gave one.
    static func error(for response: ColrResponse) -> Error {
        let decoder = ColrJSON.decoder()
        var reason: String?
        var code: String?
        if let body = try? decoder.decode(ErrorBody.self, from: response.body) {
            reason = body.reason
            code = body.error
        } else if let envelope = try? decoder.decode(LegacyEnvelope.self, from: response.body),
            !envelope.messages.isEmpty
        {
            reason = Self.reason(envelope.messages)
        }
        let status = response.status
        let retryAfter = RetryAfter.parse(response.header("Retry-After"))
        let kind: Error.Kind
        switch status {
        case 403: kind = .forbidden
        case 404: kind = .notFound
        case 409 where code == "edit_conflict", 412: kind = .conflict(revision: Self.revision(response))
        case 413: kind = .payloadTooLarge
        case 429: kind = .rateLimited(retryAfter: retryAfter)
        case 400..<500: kind = .invalidRequest
        case 500..<600: kind = .server
        default: kind = .decoding
        }
        let text =
            reason ?? "the server answered HTTP \(status) without a Colr error body\(excerpt(response.body))"
        var error = Error(kind: kind, reason: text, code: code, status: status)
        if kind == .server { error.serverRetryAfter = retryAfter }
        return error
    }

    /// The scheme revision a response's `ETag` names (`"7"`), if it names one.
    static func revision(_ response: ColrResponse) -> Int? {
        response.header("ETag").flatMap { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))) }
    }

    /// Decodes a body, or explains what came instead.
    static func decode<T: Decodable>(_ type: T.Type, from response: ColrResponse) -> Result<T, Error> {
        do {
            return .success(try ColrJSON.decoder().decode(type, from: response.body))
        } catch {
            return .failure(
                Error(
                    kind: .decoding, reason: "the body is not a \(type)\(excerpt(response.body))",
                    status: response.status, underlying: error))
        }
    }

    /// The legacy `messages`, as one sentence.
    static func reason(_ messages: [String]) -> String {
        messages.isEmpty
            ? "the server refused the request without saying why" : messages.joined(separator: "; ")
    }

    /// The start of a body, printable, for messages about bodies that are not what was expected.
    static func excerpt(_ body: Data) -> String {
        guard !body.isEmpty else { return " (the body is empty)" }
        let text = String(decoding: body.prefix(80), as: UTF8.self)
        let printable = String(
            text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        return ": \"\(printable)\(body.count > 80 ? "…" : "")\""
    }
}

extension Result where Failure == ColrClient.Error {
    /// The value, or the error labelled with the request it came from.
    func sent(_ label: String, attempts: Int) throws(ColrClient.Error) -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw error.sent(label, attempts: attempts)
        }
    }
}
