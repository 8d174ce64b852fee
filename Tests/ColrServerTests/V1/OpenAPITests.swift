import ColrTestKit
import Foundation
import Testing
import Vapor

@Suite("OpenAPI document")
struct OpenAPITests {
    @Test("Every route is described, and every description is a route")
    func documentMatchesRoutes() async throws {
        try await TestServer.with(.sqlite, seed: false) { server in
            let response = try await server.send(.GET, "/openapi.json")
            #expect(response.status == .ok)
            let paths = try #require(response.json["paths"] as? [String: [String: Any]])
            var documented = Set<String>()
            for (path, operations) in paths {
                for method in operations.keys where method != "parameters" {
                    documented.insert("\(method.uppercased()) \(path)")
                }
            }
            // The API's routes; the app's pages and its live socket are not part of the HTTP API.
            let apiPrefixes = ["/api/", "/json/", "/js/", "/openapi.json"]
            let registered = Set(
                server.app.routes.all.map { route in
                    let path = route.path.map { component -> String in
                        switch component {
                        case .constant(let text): return text
                        case .parameter(let name): return "{\(name)}"
                        case .anything: return "*"
                        case .catchall: return "**"
                        }
                    }
                    return "\(route.method.rawValue) /" + path.joined(separator: "/")
                }.filter { entry in apiPrefixes.contains { entry.split(separator: " ")[1].hasPrefix($0) } })
            #expect(
                registered.subtracting(documented).isEmpty,
                "undocumented: \(registered.subtracting(documented).sorted())")
            #expect(
                documented.subtracting(registered).isEmpty,
                "not served: \(documented.subtracting(registered).sorted())")
            #expect(try await server.send(.GET, "/api/v1/openapi.json").text == response.text)
        }
    }
}
