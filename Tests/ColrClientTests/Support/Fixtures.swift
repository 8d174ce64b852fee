import ColrClient
import ColrClientTesting
import ColrModels
import Foundation

/// Values and clients the stub tests share.
enum Fixtures {
    /// The v1 detail of pure red, as a server would send it for a color nobody tagged.
    static let red = ColorDetail(facts: ColorHex("ff0000")!, catalogs: [])

    /// The path of red's v1 detail.
    static let redPath = "/api/v1/colors/ff0000"

    /// A client on a stub, retrying on an immediate clock.
    static func client(
        _ stub: StubTransport, mode: ColrClient.Mode = .v1, clock: ImmediateClock = ImmediateClock(),
        attempts: Int = 3, timeout: Duration = .seconds(5)
    ) -> ColrClient {
        ColrClient(
            baseURL: StubTransport.baseURL, mode: mode, transport: stub, timeout: timeout,
            retryPolicy: .immediate(maximumAttempts: attempts, clock: clock))
    }
}
