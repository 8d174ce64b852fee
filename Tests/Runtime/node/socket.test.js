// socket.js without a page: backoff, the sequencer, the latency simulator, and the link driven
// through the fake socket (the root element is a stand-in holding its classes and dataset).
import { test } from "node:test";
import assert from "node:assert/strict";
import { backoffDelay, Sequencer, latencyFrom, DelayLine, createLink } from "../../../Sources/ViewKit/Resources/runtime/socket.js";
import { FakeSocket } from "../fixtures/fake-socket.js";
import { fakeClock } from "../fixtures/fake-clock.js";

/** What the link uses of the root element: classList (add, remove, contains) and dataset. */
const fakeRoot = () => {
  const classes = new Set();
  return {
    classList: {
      add: (...names) => names.forEach((name) => classes.add(name)),
      remove: (...names) => names.forEach((name) => classes.delete(name)),
      contains: (name) => classes.has(name),
    },
    dataset: {},
  };
};

const makeLink = (options = {}) => {
  FakeSocket.reset();
  const root = fakeRoot();
  const log = [];
  const timers = fakeClock();
  const link = createLink({
    root, token: "t0k", address: () => "ws://example.test/live", WebSocket: FakeSocket,
    setTimeout: timers.setTimeout, random: () => 0.5,
    hooks: {
      join: () => ({ path: "/here", depth: 2, fields: ["typed"], digest: undefined }),
      sending: (event) => log.push("sending " + event.kind),
      joined: () => log.push("joined"),
      resumed: () => log.push("resumed"),
      patches: (patches) => log.push("patches " + patches.length),
    },
    ...options,
  });
  return { link, root, log, timers, socket: () => FakeSocket.made[FakeSocket.made.length - 1] };
};

test("backoff doubles from 400 ms to at most 10 s, jittered by 0.5 to 1.5", () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n, () => 0.5)), [400, 800, 1600, 3200, 6400, 10000, 10000]);
  assert.equal(backoffDelay(0, () => 0), 200);
  assert.equal(backoffDelay(2, () => 0.999), 1600 * 1.499);
});

test("the sequencer numbers events and counts acknowledgements", () => {
  const s = new Sequencer();
  assert.equal(s.stamp({}).sequence, 1);
  assert.equal(s.stamp({}).sequence, 2);
  assert.equal(s.pending, 2);
  s.acknowledge(undefined);
  s.acknowledge(null);
  assert.equal(s.acknowledged, 0, "an absent ack acknowledges nothing");
  s.acknowledge(1);
  assert.equal(s.pending, 1);
  assert.equal(s.settled, false);
  s.acknowledge(0);
  assert.equal(s.acknowledged, 1, "acks never go down");
  s.acknowledge(2);
  assert.equal(s.settled, true);
});

test("a control's newest value waits while its last one is unacknowledged", () => {
  const s = new Sequencer();
  const sent = [];
  const send = (event) => { s.stamp(event); sent.push(event); };
  s.sendLatest({ kind: "change", target: "v1", value: "1" }, send);
  s.sendLatest({ kind: "change", target: "v1", value: "2" }, send);
  s.sendLatest({ kind: "change", target: "v1", value: "3" }, send);
  s.sendLatest({ kind: "change", target: "v2", value: "a" }, send);
  assert.deepEqual(sent.map((e) => e.value), ["1", "a"], "one in flight per control");
  s.release(send);
  assert.equal(sent.length, 2, "nothing acknowledged, nothing released");
  s.acknowledge(1);
  s.release(send);
  assert.deepEqual(sent.map((e) => e.value + "#" + e.sequence), ["1#1", "a#2", "3#3"], "the newest goes, numbered next");
  s.acknowledge(3);
  s.release(send);
  assert.equal(sent.length, 3);
  assert.equal(s.inFlight.size, 0);
});

test("after a rejoin the held values go again, and nothing counts as in flight", () => {
  const s = new Sequencer();
  const sent = [];
  const send = (event) => { s.stamp(event); sent.push(event.value); };
  s.sendLatest({ kind: "input", target: "v1", value: "a" }, send);
  s.sendLatest({ kind: "input", target: "v1", value: "ab" }, send);
  s.sendLatest({ kind: "input", target: "v2", value: "x" }, send);
  s.resume(send);
  assert.deepEqual(sent, ["a", "x", "ab"]);
  assert.deepEqual([...s.inFlight.keys()], ["inputv1"]);
  assert.equal(s.held.size, 0);
});

test("the latency comes from ?vk-latency, else localStorage, else none", () => {
  const storage = (value) => ({ getItem: (key) => (key === "vk-latency" ? value : null) });
  assert.equal(latencyFrom("?vk-latency=200", null), 200);
  assert.equal(latencyFrom("?a=1&vk-latency=75.5", storage("9")), 75.5);
  assert.equal(latencyFrom("", storage("300")), 300);
  assert.equal(latencyFrom("?vk-latency=0", storage("300")), 0, "the address wins, even with no delay");
  assert.equal(latencyFrom("", storage(null)), 0);
  assert.equal(latencyFrom("?vk-latency=slow", null), 0);
  assert.equal(latencyFrom("?vk-latency=-5", null), 0);
  assert.equal(latencyFrom("", { getItem: () => { throw new Error("SecurityError"); } }), 0);
});

test("a delay line without a delay runs at once", () => {
  const line = new DelayLine(0);
  const ran = [];
  line.run(() => ran.push(1));
  assert.deepEqual(ran, [1]);
});

test("a delay line runs each function its delay later, in order (fake clock)", () => {
  const clock = fakeClock();
  const line = new DelayLine(200, clock);
  const ran = [];
  line.run(() => ran.push("a"));
  clock.advance(50);
  line.run(() => ran.push("b"));
  line.run(() => ran.push("c"));
  clock.advance(149);
  assert.deepEqual(ran, []);
  clock.advance(1);
  assert.deepEqual(ran, ["a"]);
  clock.advance(49);
  assert.deepEqual(ran, ["a"]);
  clock.advance(1);
  assert.deepEqual(ran, ["a", "b", "c"]);
  assert.equal(clock.pending(), 0);
});

test("the link joins with the token and the hooks' page state", () => {
  const { link, socket } = makeLink();
  link.connect();
  assert.equal(socket().url, "ws://example.test/live");
  socket().open();
  assert.deepEqual(socket().sent, [{ v: 1, type: "join", token: "t0k", path: "/here", depth: 2, fields: ["typed"] }]);
});

test("events made before the socket joins are queued, then sent in order after joined", () => {
  const { link, root, log, socket } = makeLink();
  link.send({ kind: "tap", target: "v1", value: null });
  assert.ok(root.classList.contains("vk-pending"), "pending shows at once");
  link.send({ kind: "tap", target: "v0", value: null });
  link.connect();
  socket().open();
  link.send({ kind: "tap", target: "v2", value: null }); // open but not joined: goes at once
  socket().receive({ v: 1, type: "joined" });
  assert.deepEqual(socket().sent.map((m) => m.type + ":" + (m.event ? m.event.target + "#" + m.event.sequence : "")),
    ["join:", "event:v2#3", "event:v1#1", "event:v0#2"]);
  assert.deepEqual(log, ["sending tap", "sending tap", "sending tap", "joined", "resumed"]);
  assert.ok(root.classList.contains("vk-live"));
  assert.deepEqual(socket().sent[1], { v: 1, type: "event", event: { kind: "tap", target: "v2", value: null, sequence: 3 } },
    "the event message, as the server reads it");
});

test("an acknowledgement of every event clears vk-pending; a partial one does not", () => {
  const { link, root, log, socket } = makeLink();
  link.connect();
  socket().open();
  socket().receive({ v: 1, type: "joined" });
  link.send({ kind: "tap", target: "a" });
  link.send({ kind: "tap", target: "b" });
  socket().receive({ v: 1, type: "patches", ack: 1, patches: [{ op: "title", title: "x" }] });
  assert.ok(root.classList.contains("vk-pending"));
  assert.equal(link.pending(), 1);
  socket().receive({ v: 1, type: "patches", patches: [] });
  assert.equal(link.pending(), 1, "patches without ack answer nothing");
  socket().receive("not json");
  socket().receive({ v: 1, type: "patches", ack: 2, patches: [] });
  assert.ok(!root.classList.contains("vk-pending"));
  assert.deepEqual(log.slice(-3), ["patches 1", "patches 0", "patches 0"]);
});

test("a dropped socket reconnects after the backoff, which resets once joined (fake clock)", () => {
  const { link, root, timers, socket } = makeLink();
  link.connect();
  socket().open();
  socket().receive({ v: 1, type: "joined" });
  socket().drop(1006);
  assert.ok(root.classList.contains("vk-reconnecting"));
  assert.ok(!root.classList.contains("vk-live"));
  assert.equal(FakeSocket.made.length, 1);
  timers.advance(399);
  assert.equal(FakeSocket.made.length, 1, "not before 400 ms (random 0.5)");
  timers.advance(1);
  assert.equal(FakeSocket.made.length, 2);
  socket().drop(1006); // never opened: the next wait doubles
  timers.advance(800);
  assert.equal(FakeSocket.made.length, 3);
  socket().drop(1006);
  timers.advance(1599);
  assert.equal(FakeSocket.made.length, 3);
  timers.advance(1);
  assert.equal(FakeSocket.made.length, 4);
  socket().open();
  socket().receive({ v: 1, type: "joined" });
  assert.ok(!root.classList.contains("vk-reconnecting"));
  socket().drop(1001);
  assert.deepEqual(timers.calls, [400, 800, 1600, 400], "joined resets the backoff");
});

test("a refusal (1008/1009) is final, with the server's reason", () => {
  const { link, root, timers, socket } = makeLink();
  link.connect();
  socket().open();
  socket().drop(1006);
  timers.advance(400);
  socket().open();
  socket().receive({ v: 1, type: "closing", reason: "session expired" });
  socket().drop(1008, "policy");
  assert.ok(root.classList.contains("vk-refused"));
  assert.ok(!root.classList.contains("vk-reconnecting"), "one banner at a time");
  assert.equal(root.dataset.vkReason, "session expired");
  assert.equal(timers.pending(), 0, "no reconnect");
  const other = makeLink();
  other.link.connect();
  other.socket().drop(1009, "too big");
  assert.equal(other.root.dataset.vkReason, "too big");
});

test("held values go again on a rejoin, after the queue and before traits", () => {
  const { link, log, socket } = makeLink();
  link.connect();
  socket().open();
  socket().receive({ v: 1, type: "joined" });
  link.sendLatest({ kind: "change", target: "s", value: "1" });
  link.sendLatest({ kind: "change", target: "s", value: "2" });
  socket().drop(1006);
  link.send({ kind: "tap", target: "b" });
  FakeSocket.reset();
  link.connect();
  socket().open();
  socket().receive({ v: 1, type: "joined" });
  assert.deepEqual(socket().sent.slice(1).map((m) => m.event.target + "=" + (m.event.value || "") + "#" + m.event.sequence), ["b=#2", "s=2#3"]);
  assert.deepEqual(log.slice(-3), ["joined", "sending change", "resumed"], "hooks in order");
});

test("drop closes the socket, as a lost connection would", () => {
  const { link, root, socket } = makeLink();
  assert.equal(link.drop(), null, "no socket yet");
  link.connect();
  socket().open();
  link.drop();
  assert.ok(root.classList.contains("vk-reconnecting"));
});

test("the latency simulator delays messages both ways and keeps their order", () => {
  const clock = fakeClock();
  const { link, log, socket } = makeLink({ latency: 100, clock });
  link.connect();
  socket().open();
  assert.equal(socket().sent.length, 0, "the open arrives 100 ms late");
  clock.advance(100);
  assert.equal(socket().sent.length, 0, "the join leaves 100 ms after");
  clock.advance(100);
  assert.equal(socket().sent[0].type, "join");
  socket().receive({ v: 1, type: "joined" });
  socket().receive({ v: 1, type: "patches", patches: [{}], ack: 0 });
  clock.advance(50);
  socket().receive({ v: 1, type: "patches", patches: [{}, {}] });
  assert.ok(!log.includes("joined"));
  clock.advance(50);
  assert.deepEqual(log, ["joined", "resumed", "patches 1"]);
  for (let i = 1; i <= 5; i += 1) { link.send({ kind: "tap", target: "b" + i }); clock.advance(10); }
  assert.deepEqual(log.slice(3), ["sending tap", "sending tap", "sending tap", "sending tap", "sending tap", "patches 2"]);
  assert.equal(socket().sent.length, 1, "events are on their way");
  clock.advance(50);
  assert.deepEqual(socket().sent.slice(1).map((m) => m.event.target), ["b1"]);
  clock.advance(40);
  assert.deepEqual(socket().sent.slice(1).map((m) => m.event.target), ["b1", "b2", "b3", "b4", "b5"]);
});

test("with latency, a close arrives after the messages before it", () => {
  const clock = fakeClock();
  const { link, root, socket } = makeLink({ latency: 100, clock });
  link.connect();
  socket().open();
  clock.advance(200);
  socket().receive({ v: 1, type: "closing", reason: "bye" });
  socket().drop(1008);
  assert.ok(!root.classList.contains("vk-refused"));
  clock.advance(100);
  assert.equal(root.dataset.vkReason, "bye");
});

