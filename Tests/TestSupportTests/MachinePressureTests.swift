import Testing

@testable import TestSupport

@Suite("MachinePressure")
struct MachinePressureTests {
    @Test("Reads the total of the some line")
    func parses() {
        let text = """
            some avg10=0.07 avg60=2.03 avg300=1.73 total=135603837
            full avg10=0.05 avg60=1.02 avg300=0.67 total=37680044
            """
        #expect(MachinePressure.parse(text) == 135_603_837)
        #expect(MachinePressure.parse("nonsense") == nil)
    }

    @Test("Short of cores past half the window, of IO or memory past a tenth")
    func judgesTheWindow() {
        let start = MachinePressure(cpu: 0, io: 0, memory: 0)
        let second = Duration.seconds(1)
        #expect(
            !MachinePressure(cpu: 400_000, io: 50_000, memory: 50_000).isUnderPressure(
                since: start, window: second))
        #expect(MachinePressure(cpu: 600_000, io: 0, memory: 0).isUnderPressure(since: start, window: second))
        #expect(MachinePressure(cpu: 0, io: 150_000, memory: 0).isUnderPressure(since: start, window: second))
        #expect(MachinePressure(cpu: 0, io: 0, memory: 150_000).isUnderPressure(since: start, window: second))
    }

    @Test("The machine's own totals read, and never go back")
    func readsTheMachine() {
        let first = MachinePressure.now()
        let second = MachinePressure.now()
        #expect(second.cpu >= first.cpu && second.io >= first.io && second.memory >= first.memory)
    }
}
