import Testing

@testable import ColrServer

@Suite("Metrics access")
struct MetricsAccessTests {
    static let token = "a-scraper-token-0123456789"

    @Test func withoutATokenMetricsAreOff() {
        for access in [MetricsAccess(token: nil), MetricsAccess(token: "")] {
            #expect(!access.isEnabled)
            #expect(access.decide(authorization: nil) == .disabled)
            #expect(access.decide(authorization: "Bearer \(Self.token)") == .disabled)
        }
    }

    @Test func onlyTheBearerTokenIsLetIn() {
        let access = MetricsAccess(token: Self.token)
        #expect(access.isEnabled)
        #expect(access.decide(authorization: "Bearer \(Self.token)") == .allowed)
        // The scheme's case does not matter; the token's does.
        #expect(access.decide(authorization: "bearer \(Self.token)") == .allowed)
        #expect(access.decide(authorization: "Bearer \(Self.token.uppercased())") == .refused)
        #expect(access.decide(authorization: nil) == .refused)
        #expect(access.decide(authorization: "") == .refused)
        #expect(access.decide(authorization: "Bearer") == .refused)
        #expect(access.decide(authorization: "Bearer ") == .refused)
        #expect(access.decide(authorization: "Basic \(Self.token)") == .refused)
        #expect(access.decide(authorization: "Bearer \(Self.token)x") == .refused)
        #expect(access.decide(authorization: "Bearer \(Self.token.dropLast())") == .refused)
    }

    @Test func aShortTokenIsRefusedAtStart() throws {
        #expect(throws: ConfigurationError.self) {
            try ColrConfiguration(environment: ["COLR_METRICS_TOKEN": "short"])
        }
        let config = try ColrConfiguration(environment: ["COLR_METRICS_TOKEN": Self.token])
        #expect(config.metricsToken == Self.token)
        #expect(try ColrConfiguration(environment: ["COLR_METRICS_TOKEN": ""]).metricsToken == nil)
    }
}
