import ColrAPI
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Dedicated threads")
struct DedicatedThreadTests {
    @Test("Work run on a thread of its own comes back with its value")
    func runReturnsTheValue() async {
        let (value, isMain) = await DedicatedThread.run { (21 * 2, Thread.isMainThread) }
        #expect(value == 42 && !isMain)
    }

    #if canImport(Glibc)
        @Test("Background work runs, ten steps nicer than the thread that started it")
        func backgroundWorkGivesWay() async {
            let which = __priority_which_t(PRIO_PROCESS.rawValue)
            let (starter, background) = await withCheckedContinuation { continuation in
                // Started from a thread of known priority: the pool's may differ from each other.
                Thread {
                    let starter = getpriority(which, 0)
                    DedicatedThread.startInBackground {
                        continuation.resume(returning: (starter, getpriority(which, 0)))
                    }
                }.start()
            }
            #expect(background == min(starter + 10, 19))
        }
    #endif
}
