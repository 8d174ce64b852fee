import TestSupport
import Testing

@testable import ColorKit

@Suite("Contrast targets by name", .offPool)
struct ContrastTargetNameTests {
    @Test func namesRoundTrip() {
        for target in [ContrastTarget.aa, .aaa, .apca(60), .apca(15), .apca(108)] {
            #expect(ContrastTarget(name: target.name) == target)
        }
        #expect(ContrastTarget(name: "APCA75") == .apca(75))
        for bad in ["", "a", "aaaa", "apca", "apca14", "apca109", "apca-60", "apca6.5", "apca0000060"] {
            #expect(ContrastTarget(name: bad) == nil, "\(bad)")
        }
    }
}
