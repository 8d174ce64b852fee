import ColrDomain
import ColrModels
import Synchronization

/// Colors read recently, kept until a change to them is announced, so a popular color is read
/// from memory instead of the database.
///
/// It serves reads only while it hears every change: the PostgreSQL feed trusts it while its
/// LISTEN connection is up and distrusts (and empties) it when that connection drops, because
/// announcements made meanwhile are lost. Writes through this instance's store forget the color
/// themselves, whether or not the transaction was known to commit.
///
/// A read that was under way while any color was forgotten does not fill the cache: its answer
/// may predate the change. Every forgetting bumps one generation, and a read stores its answer
/// only if the generation it started in is still current. No answer is kept longer than
/// `maxAge`, which bounds how stale a read can be should an announcement be lost some other way
/// (an instance whose NOTIFY failed announces to itself only).
public final class ColorReadCache: Sendable {
    /// A read's place in the cache's history: the generation it started in.
    public struct Ticket: Sendable {
        let generation: UInt64
    }

    private struct Kept<Value: Sendable>: Sendable {
        let value: Value
        let until: ContinuousClock.Instant
    }

    private struct State {
        var trusted = false
        var generation: UInt64 = 0
        var colors: [ColorHex: Kept<StoredColor?>] = [:]
        var histories: [ColorHex: Kept<(color: StoredColor, history: [TagHistory])?>] = [:]
    }

    private let state = Mutex(State())
    private let capacity: Int
    private let maxAge: Duration
    /// Reads answered from memory, for tests and diagnostics.
    public let hits = Atomic<Int>(0)

    /// Creates an empty, distrusted cache holding up to `capacity` colors of each kind of read,
    /// each for at most `maxAge`.
    public init(capacity: Int = 4096, maxAge: Duration = .seconds(5)) {
        self.capacity = max(1, capacity)
        self.maxAge = maxAge
    }

    /// Whether reads are served from memory now.
    public var isTrusted: Bool { state.withLock { $0.trusted } }

    /// Starts serving reads: the caller now hears every change. Starts empty, as changes may have
    /// been missed before.
    public func trust() {
        state.withLock { state in
            state.trusted = true
            Self.forgetAll(&state)
        }
    }

    /// Stops serving reads and forgets everything: changes may go unheard from now on.
    public func distrust() {
        state.withLock { state in
            state.trusted = false
            Self.forgetAll(&state)
        }
    }

    /// Forgets every color: a change was heard that does not say which color it was.
    public func forgetAll() {
        state.withLock { Self.forgetAll(&$0) }
    }

    /// Forgets one color: it changed, or may have.
    public func forget(_ hex: ColorHex) {
        state.withLock { state in
            state.generation &+= 1
            state.colors[hex] = nil
            state.histories[hex] = nil
        }
    }

    /// A remembered ``ColrDomain/ColorRepository/color(_:)`` answer (which may be "no such color"), or nil.
    func color(_ hex: ColorHex) -> StoredColor?? {
        let now = ContinuousClock.now
        let found = state.withLock { state in
            state.trusted ? state.colors[hex].flatMap { fresh($0, now) } : nil
        }
        if found != nil { hits.add(1, ordering: .relaxed) }
        return found
    }

    /// A remembered ``ColrDomain/ColorRepository/colorWithHistory(_:)`` answer, or nil.
    func colorWithHistory(_ hex: ColorHex) -> (color: StoredColor, history: [TagHistory])?? {
        let now = ContinuousClock.now
        let found = state.withLock { state in
            state.trusted ? state.histories[hex].flatMap { fresh($0, now) } : nil
        }
        if found != nil { hits.add(1, ordering: .relaxed) }
        return found
    }

    /// The kept value if it is not too old; generic, so a kept "no such color" stays a value.
    private func fresh<Value>(_ kept: Kept<Value>, _ now: ContinuousClock.Instant) -> Value? {
        kept.until > now ? kept.value : nil
    }

    /// Marks the start of a database read; nil when the answer must not be kept.
    func ticket() -> Ticket? {
        state.withLock { $0.trusted ? Ticket(generation: $0.generation) : nil }
    }

    /// Keeps a ``ColrDomain/ColorRepository/color(_:)`` answer read under `ticket`, unless something changed since.
    func keep(color: StoredColor?, for hex: ColorHex, ticket: Ticket?) {
        guard let ticket else { return }
        state.withLock { state in
            guard state.trusted, state.generation == ticket.generation else { return }
            Self.makeRoom(in: &state.colors, capacity: capacity)
            state.colors[hex] = Kept(value: color, until: .now + maxAge)
        }
    }

    /// Keeps a ``ColrDomain/ColorRepository/colorWithHistory(_:)`` answer read under `ticket`, unless something
    /// changed since.
    func keep(
        colorWithHistory answer: (color: StoredColor, history: [TagHistory])?, for hex: ColorHex,
        ticket: Ticket?
    ) {
        guard let ticket else { return }
        state.withLock { state in
            guard state.trusted, state.generation == ticket.generation else { return }
            Self.makeRoom(in: &state.histories, capacity: capacity)
            state.histories[hex] = Kept(value: answer, until: .now + maxAge)
        }
    }

    private static func forgetAll(_ state: inout State) {
        state.generation &+= 1
        state.colors = [:]
        state.histories = [:]
    }

    /// Drops an arbitrary entry when full: the cache bounds memory, it is not an LRU.
    private static func makeRoom<Value>(in table: inout [ColorHex: Value], capacity: Int) {
        if table.count >= capacity, let any = table.indices.first { table.remove(at: any) }
    }
}
