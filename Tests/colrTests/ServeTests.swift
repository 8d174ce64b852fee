import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `colr serve` as a person runs it: the real binary, a real socket, a real SQLite file.
@Suite("colr serve")
struct ServeTests {
    final class Server: @unchecked Sendable {
        let process: ProcessHandle
        let port: Int

        fileprivate init(database: String, port: Int) async throws {
            process = try await ChildProcess(
                CommandRunner.executable, ["serve", "--port", String(port), "--database", database],
                environment: ["COLR_LOG_LEVEL": "warning"]
            ).launch()
            self.port = port
        }

        /// `colr serve` on `database`, answering. A free port can still be taken between the
        /// probe and the server's bind (the suite's own connections borrow ports all the time);
        /// the server then exits, and it is started again on another.
        static func start(database: String) async throws -> Server {
            for _ in 0..<5 {
                let server = try await Server(database: database, port: try freeLoopbackPort())
                if try await server.waitUntilHealthy() { return server }
            }
            throw ServeTestError.neverAnswered
        }

        var base: String { "http://127.0.0.1:\(port)" }

        /// Whether the server answers its health check; false once it has exited (its port was
        /// taken), and an issue if it neither answers nor exits within a minute.
        func waitUntilHealthy() async throws -> Bool {
            for _ in 0..<300 {
                guard process.process.isRunning else { return false }
                if let (_, status) = try? await request("GET", "/api/v1/health", timeout: 5), status == 200 {
                    return true
                }
                try await Task.sleep(for: .milliseconds(200))
            }
            Issue.record("colr serve did not answer on port \(port)")
            throw ServeTestError.neverAnswered
        }

        func request(
            _ method: String, _ path: String, form: String? = nil, timeout: TimeInterval = 60
        ) async throws -> (Data, Int) {
            var request = URLRequest(url: URL(string: base + path)!, timeoutInterval: timeout)
            request.httpMethod = method
            if let form {
                request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
                request.httpBody = Data(form.utf8)
            }
            let (data, response) = try await URLSession.shared.data(for: request)
            return (data, (response as? HTTPURLResponse)?.statusCode ?? 0)
        }

        /// Sends SIGTERM and waits, off the pool, for the exit status.
        func stop() async -> Int32 {
            await ChildProcess.terminate(process)
        }
    }

    @Test("Serves, seeds, survives SIGTERM with nothing lost", .timeLimit(.minutes(3)))
    func serveAndShutDownCleanly() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("colr-serve-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("colr.sqlite").path

        let first = try await Server.start(database: database)
        let (seeded, _) = try await first.request("GET", "/json/color/ff00ff")
        #expect(String(decoding: seeded, as: UTF8.self).contains(#""name": "fuchsia""#))
        let (_, status) = try await first.request("POST", "/js/color/0badf0/addtag/", form: "tags=kept")
        #expect(status == 200)
        #expect(await first.stop() == 0)

        let second = try await Server.start(database: database)
        let (color, _) = try await second.request("GET", "/json/color/0badf0")
        #expect(String(decoding: color, as: UTF8.self).contains(#""name": "kept""#))
        #expect(await second.stop() == 0)
    }

    @Test("A server whose port is taken exits, and the wait for it says so at once", .timeLimit(.minutes(1)))
    func aTakenPortIsNoticed() async throws {
        let held = try HeldLoopbackPort()
        defer { held.release() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("colr-port-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await Server(
            database: directory.appendingPathComponent("colr.sqlite").path, port: held.port)
        // The port is bound, as one lent to an outgoing connection is: the server cannot bind it.
        #expect(try await server.waitUntilHealthy() == false)
        #expect(try freeLoopbackPort() != held.port)
    }

    @Test(
        "colr backup copies the store while it serves; the copy serves what it held", .timeLimit(.minutes(3)))
    func backupWhileServing() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("colr-backup-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("colr.sqlite").path
        let copy = directory.appendingPathComponent("copy.sqlite").path

        let serving = try await Server.start(database: database)
        let (_, status) = try await serving.request("POST", "/js/color/0badf0/addtag/", form: "tags=kept")
        #expect(status == 200)
        let backup = try await CommandRunner.run("backup", copy, "--database", database)
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(backup.stdout.contains("backed up to \(copy)"))
        // Never over a file, never a half-written one, never for PostgreSQL.
        let again = try await CommandRunner.run("backup", copy, "--database", database)
        #expect(again.status != 0 && again.stderr.contains("already exists"))
        let missing = try await CommandRunner.run("backup", copy + "2", "--database", database + ".nope")
        #expect(missing.status != 0 && missing.stderr.contains("no SQLite store"))
        let postgres = try await CommandRunner.run(
            "backup", copy + "3", "--database", "postgres://u@127.0.0.1/db")
        #expect(postgres.status != 0 && postgres.stderr.contains("pg_dump"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
                $0.contains("partial")
            }.isEmpty)
        #expect(await serving.stop() == 0)

        // The copy is a store: served, it has the tag.
        let restored = try await Server.start(database: copy)
        let (color, _) = try await restored.request("GET", "/json/color/0badf0")
        #expect(String(decoding: color, as: UTF8.self).contains(#""name": "kept""#))
        #expect(await restored.stop() == 0)
    }

    @Test func badConfigurationIsAClearError() async throws {
        let result = try await CommandRunner.run("serve", "--port", "70000")
        #expect(result.status != 0)
        #expect(result.stderr.contains("--port must be from 0 to 65535"))
        let env = try await CommandRunner.run("serve", environment: ["COLR_PORT": "eighty"])
        #expect(env.status != 0 && env.stderr.contains("COLR_PORT must be a whole number"))
    }
}

/// Why a `colr serve` under test could not be used.
enum ServeTestError: Error {
    /// It never answered its health check, on five ports in turn.
    case neverAnswered
}
