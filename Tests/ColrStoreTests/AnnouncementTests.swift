import ColrDomain
import ColrModels
import Testing

@testable import ColrStore

/// What a logged write NOTIFYs: its position and its change, read back exactly, and nothing
/// else taken for one.
@Suite("Logged announcements")
struct AnnouncementTests {
    @Test("A color's and a scheme's logged announcements read back")
    func roundTrip() throws {
        let color = Announcement.color(
            ColorChange(hex: try #require(ColorHex("336699")), tags: [try TagName("sea")]))
        let scheme = Announcement.scheme(SchemeChange(id: 12, revision: 3))
        for (position, announcement) in [(Int64(1), color), (Int64(9_000_000_000), scheme)] {
            let logged = LoggedAnnouncement(position: position, announcement: announcement)
            #expect(logged.wire.hasPrefix("@\(position) {"))
            #expect(LoggedAnnouncement(wire: logged.wire) == logged)
        }
    }

    @Test(
        "Anything else on the channel is not a logged announcement",
        arguments: [
            "", "@", "@ {}", "@12", "@12{\"hex\":\"336699\"}", "@x {\"hex\":\"336699\"}",
            "@0 {\"hex\":\"336699\"}",
            "@-3 {\"hex\":\"336699\"}", "@99999999999999999999 {\"hex\":\"336699\"}", "@4 not json",
            "{\"hex\":\"336699\"}", "336699", "{\"body\":\"x\",\"signal\":\"presence\"}",
        ])
    func rejectsOthers(_ wire: String) {
        #expect(LoggedAnnouncement(wire: wire) == nil)
    }

    @Test("An unlogged payload reads as the change it names")
    func unloggedPayloads() throws {
        #expect(
            Announcement(payload: "336699")
                == .color(ColorChange(hex: try #require(ColorHex("336699")), tags: nil)))
        #expect(
            Announcement(payload: SchemeChange(id: 4, revision: 0).payload)
                == .scheme(SchemeChange(id: 4, revision: 0)))
        #expect(Announcement(payload: "{\"body\":\"x\",\"signal\":\"presence\"}") == nil)
    }
}
