import Testing
import ViewKit

@testable import ViewKitVapor

@Suite("A socket's inbox")
struct EventInboxTests {
    func frame(_ kind: String, _ target: String, _ value: String, _ sequence: Int) -> String {
        #"{"v":1,"type":"event","event":{"kind":"\#(kind)","target":"\#(target)","value":"\#(value)","sequence":\#(sequence)}}"#
    }

    @Test("Frames that arrive while the session is busy collapse; a waiting reader gets the next at once")
    func collapsesWhileBusy() async {
        let inbox = EventInbox()
        for step in 1...120 { inbox.push(frame("change", "b", String(step), step)) }
        inbox.push("not json")
        inbox.push(frame("tap", "go", "", 121))
        let first = await inbox.next()
        #expect(first == .event(Event(.change, target: "b", value: "120", sequence: 120)))
        #expect(await inbox.next() == .event(Event(.tap, target: "go", value: "", sequence: 121)))
        #expect(inbox.counts.ignored == 1 && inbox.counts.coalesced == 119)

        async let waiting = inbox.next()
        try? await Task.sleep(for: .milliseconds(20))
        inbox.push(frame("change", "b", "7", 122))
        #expect(await waiting == .event(Event(.change, target: "b", value: "7", sequence: 122)))
        inbox.finish()
        #expect(await inbox.next() == nil)
        inbox.push(frame("tap", "late", "", 123))
        #expect(await inbox.next() == nil)
    }
}
