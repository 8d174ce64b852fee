import NIOCore
import Testing

@testable import ColrServer

/// `colr serve`'s settings: environment values, what they refuse, and the one PostgreSQL parse.
@Suite("Configuration")
struct ConfigurationTests {
    @Test func unusableValuesAreRefusedWithWhatToWriteInstead() {
        #expect(
            throws: ConfigurationError.invalidValue(
                setting: "COLR_PORT", expected: "a whole number from 0 to 65535")
        ) {
            try ColrConfiguration(environment: ["COLR_PORT": "eighty"])
        }
        #expect(throws: ConfigurationError.self) {
            try ColrConfiguration(environment: ["COLR_LOG_LEVEL": "loud"])
        }
        #expect(throws: ConfigurationError.self) {
            try ColrConfiguration(environment: ["COLR_IDLE_TIMEOUT": "0"])
        }
        #expect(throws: ConfigurationError.self) {
            try ColrConfiguration(environment: ["COLR_REQUEST_TIMEOUT": "0"])
        }
        #expect(throws: ConfigurationError.self) {
            try ColrConfiguration(environment: ["COLR_CONNECTIONS_PER_CLIENT": "many"])
        }
        #expect(throws: ConfigurationError.self) {
            try ColrConfiguration(environment: ["COLR_DATABASE_WAIT": "0"])
        }
        #expect(throws: ConfigurationError.self) { try DatabaseLocation("postgres://") }
        #expect(throws: ConfigurationError.self) { try DatabaseLocation("  ") }
    }

    @Test func theDatabaseWaitIsThreeSecondsUnlessTold() throws {
        #expect(try ColrConfiguration(environment: ["COLR_DATABASE_WAIT": "12"]).databaseWait == 12)
        #expect(ColrConfiguration().databaseWait == 3)
    }

    @Test func connectionLimits() throws {
        let config = try ColrConfiguration(environment: [
            "COLR_MAX_CONNECTIONS": "500", "COLR_CONNECTIONS_PER_CLIENT": "20", "COLR_REQUEST_TIMEOUT": "7",
            "COLR_TRUSTED_PROXIES": "10.0.0.9",
        ])
        #expect(
            config.connectionLimits
                == ConnectionLimits(
                    maximum: 500, maximumPerClient: 20, requestTimeout: .seconds(7),
                    exemptAddresses: ["10.0.0.9"]))
        let defaults = ColrConfiguration().connectionLimits
        #expect(defaults.maximum == 10_000 && defaults.maximumPerClient == 256)
        #expect(defaults.requestTimeout == .seconds(15))
    }

    @Test func hostsAndProxies() throws {
        let config = try ColrConfiguration(environment: [
            "COLR_ALLOWED_HOSTS": "Colr.example.com, www.colr.example.com",
            "COLR_TRUSTED_PROXIES": "10.0.0.2,10.0.0.3", "COLR_SESSIONS_PER_CLIENT": "5",
        ])
        #expect(config.effectiveAllowedHosts == ["colr.example.com", "www.colr.example.com"])
        #expect(config.trustedProxies == ["10.0.0.2", "10.0.0.3"])
        #expect(config.viewKit.maximumSessionsPerClient == 5)
        #expect(config.viewKit.trustedProxies == ["10.0.0.2", "10.0.0.3"])
        #expect(try ColrConfiguration(environment: ["COLR_ALLOWED_HOSTS": "*"]).effectiveAllowedHosts == nil)
        // Bound to loopback and told nothing: loopback names only. Bound elsewhere: any name.
        #expect(ColrConfiguration().effectiveAllowedHosts?.contains("localhost") == true)
        #expect(ColrConfiguration().effectiveAllowedHosts?.contains("evil.example") == false)
        #expect(try ColrConfiguration(environment: ["COLR_HOST": "0.0.0.0"]).effectiveAllowedHosts == nil)
        // colr serve mounts Colr alone: ViewKit's demo is an example of its own.
        #expect(ColrConfiguration().additionalApps.isEmpty)
    }

    @Test func thePostgreSQLURLIsReadOnceWithItsTLSMode() throws {
        let plain = try DatabaseLocation("postgres://colr:secret@db.internal:6543/colr")
            .postgresConfiguration()
        #expect(plain.coreConfiguration.host == "db.internal")
        #expect(plain.coreConfiguration.port == 6543)
        #expect(plain.coreConfiguration.database == "colr")
        let required = try DatabaseLocation("postgres://colr@db.internal/colr?sslmode=require")
            .postgresConfiguration()
        #expect(required.coreConfiguration.tls.isEnforced)
        let disabled = try DatabaseLocation("postgres://colr@db.internal/colr?sslmode=disable")
            .postgresConfiguration()
        #expect(!disabled.coreConfiguration.tls.isAllowed)
        #expect(
            DatabaseLocation.postgres(url: "postgres://colr:secret@db/colr").description
                == "postgres://colr:•••@db/colr")
    }
}
