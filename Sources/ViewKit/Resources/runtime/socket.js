// @ts-check
// The connection to the session: opening the socket, joining with the page's token, resuming
// after a drop (with backoff), numbering events and counting the acknowledgements that come
// back. It owns the socket and the banners the root element shows for it (vk-live,
// vk-reconnecting, vk-refused, vk-pending); what the messages mean is the caller's (hooks).
//
// The wire protocol, version 1 (WireProtocol.swift): the page sends `join`, then `event`s
// numbered 1, 2, 3…; the server answers `joined`, then `patches` carrying the highest event
// number they answer (`ack`), and `closing` with a reason before it closes the socket itself.

/**
 * An event for the session (WireProtocol.swift): what happened (`kind`) to which view
 * (`target`) and its value; touches carry `x` and `y`, a Back its `depth`. `sequence` is
 * given when it is sent.
 * @typedef {{ kind: string, target: string, value?: string | null, x?: number, y?: number,
 *   depth?: number, sequence?: number }} WireEvent
 */
/** @typedef {(event: WireEvent) => void} Send */
/**
 * A timer as the runtime starts one: the browser's setTimeout, or a test's fake clock.
 * @typedef {(callback: () => void, ms: number) => number} SetTimeout
 */

/** How long to wait before reconnect attempt `attempts` (0 first): 400 ms doubling up to 10 s,
 * times a jitter of 0.5–1.5 so a restarted server is not met by every page at once.
 * @param {number} attempts
 * @param {() => number} [random] */
export function backoffDelay(attempts, random = Math.random) {
  return Math.min(10000, 400 * 2 ** attempts) * (0.5 + random());
}

/** The socket's URL: the page's host, `ws:` or `wss:` as the page, the path the page names in
 * `<meta name="vk-socket">` (default `/live`).
 * @param {ParentNode} document
 * @param {{ protocol: string, host: string }} location */
export function socketAddress(document, location) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const socketMeta = /** @type {HTMLMetaElement | null} */ (document.querySelector('meta[name="vk-socket"]'));
  const socketPath = (socketMeta && socketMeta.content) || "/live";
  return scheme + "//" + location.host + socketPath;
}

/** The fingerprint of the screen the page was served (`<meta name="vk-digest">`), if any.
 * @param {ParentNode} document
 * @returns {string | undefined} */
export function pageDigest(document) {
  const meta = /** @type {HTMLMetaElement | null} */ (document.querySelector('meta[name="vk-digest"]'));
  return meta ? meta.content : undefined;
}

// The text in every text field, in document order: a session rebuilt on another server has
// not seen it, and its ids for the same fields may differ, but their order is the screen's.
// All of them or none (a message has 16 KB), since they are matched by position.
/** @param {ParentNode} document */
export function typedFields(document) {
  const fields = /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll('#vk-window input[type="text"]'));
  const values = [...fields].map((input) => input.value);
  const bytes = values.reduce((sum, value) => sum + new TextEncoder().encode(value).length * 2 + 8, 0);
  return values.length <= 32 && bytes <= 12000 ? values : [];
}

/** Event numbers and acknowledgements, and the rule for a control's values (a drag, typing):
 * they never queue. While a control's last value is unacknowledged only its newest one waits,
 * and goes when the answer comes, so a busy session sees the values it can keep up with,
 * ending with the last, instead of every one in turn. */
export class Sequencer {
  constructor() {
    this.sequence = 0; // the last number given to an event
    this.acknowledged = 0; // the highest number the server has answered
    /** @type {Map<string, number>} kind + target -> sequence of the value on its way */
    this.inFlight = new Map();
    /** @type {Map<string, WireEvent>} kind + target -> the newest value waiting for it */
    this.held = new Map();
  }
  /** Numbers an event (the next number) and returns it.
   * @param {WireEvent} event */
  stamp(event) { event.sequence = ++this.sequence; return event; }
  /** Takes a `patches` message's `ack` (a number, or absent when it answers no event).
   * @param {unknown} ack */
  acknowledge(ack) { if (typeof ack === "number") this.acknowledged = Math.max(this.acknowledged, ack); }
  /** How many events are unanswered. */
  get pending() { return this.sequence - this.acknowledged; }
  /** Whether every event sent has been answered. */
  get settled() { return this.acknowledged >= this.sequence; }
  /** Sends a control's value with `send` (which stamps it), or holds it while one is on its way.
   * @param {WireEvent} event
   * @param {Send} send */
  sendLatest(event, send) {
    const key = event.kind + event.target;
    if (this.inFlight.has(key)) { this.held.set(key, event); return; }
    send(event);
    this.inFlight.set(key, /** @type {number} stamped by send */ (event.sequence));
  }
  /** After an acknowledgement: the values it answered make way for the ones held behind them.
   * @param {Send} send */
  release(send) {
    for (const [key, sent] of [...this.inFlight]) {
      if (sent > this.acknowledged) continue;
      this.inFlight.delete(key);
      const next = this.held.get(key);
      if (next) { this.held.delete(key); this.sendLatest(next, send); }
    }
  }
  /** After a rejoin: values sent on the old socket may never be answered; the newest goes again.
   * @param {Send} send */
  resume(send) {
    const waiting = [...this.held.values()];
    this.inFlight.clear();
    this.held.clear();
    waiting.forEach((event) => this.sendLatest(event, send));
  }
}

// The latency simulator. `?vk-latency=200` in the page's address, or `localStorage["vk-latency"]
// = "200"`, delays every message the socket sends and every one it receives (and its opening
// and closing) by that many milliseconds, in order, so an app can be watched on a slow link.
// The address wins over storage; it is read once, when the page loads, and lasts until the page
// reloads (the app's own URLs do not carry it). Anything not a positive number is no delay.

/** The simulated latency in milliseconds (0: none) from an address's query and a storage.
 * @param {string} search
 * @param {Pick<Storage, "getItem"> | null} storage */
export function latencyFrom(search, storage) {
  let value = new URLSearchParams(search || "").get("vk-latency");
  if (value === null) { try { value = storage ? storage.getItem("vk-latency") : null; } catch (_) { value = null; } }
  const ms = Number(value);
  return value !== null && Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/**
 * The time and the timers a DelayLine runs on.
 * @typedef {{ now: () => number, setTimeout: SetTimeout }} Clock
 */
/** @typedef {{ due: number, run: () => void }} Delayed */

/** Runs functions `delay` ms after they were handed over, in the order they were handed over.
 * With no delay it runs them at once, so the runtime behaves as if it were not there. */
export class DelayLine {
  /** @param {number} delay
   * @param {Clock} [clock] */
  constructor(delay, clock = { now: () => performance.now(), setTimeout: (f, ms) => setTimeout(f, ms) }) {
    this.delay = delay;
    this.clock = clock;
    /** @type {Delayed[]} oldest first */
    this.waiting = [];
  }
  /** @param {() => void} run */
  run(run) {
    if (!(this.delay > 0)) { run(); return; }
    this.waiting.push({ due: this.clock.now() + this.delay, run });
    if (this.waiting.length === 1) this.schedule();
  }
  schedule() {
    this.clock.setTimeout(() => this.drain(), Math.max(0, this.waiting[0].due - this.clock.now()));
  }
  drain() {
    const now = this.clock.now();
    while (this.waiting.length && this.waiting[0].due <= now) {
      const { run } = /** @type {Delayed} the loop checked there is one */ (this.waiting.shift());
      try { run(); } catch (error) { setTimeout(() => { throw error; }); } // reported, the line goes on
    }
    if (this.waiting.length) this.schedule();
  }
}

/**
 * What a link is told about the page (see createLink).
 * @typedef {object} LinkHooks
 * @property {() => { path: string, depth: number, fields: string[], digest: string | undefined }} join
 * @property {(event: WireEvent) => void} sending
 * @property {() => void} joined
 * @property {() => void} resumed
 * @property {(patches: import("./patches.js").Patch[]) => void} patches
 */
/**
 * @typedef {object} LinkOptions
 * @property {Pick<HTMLElement, "classList" | "dataset">} root the element that shows the banners
 * @property {string} token
 * @property {() => string} address the socket's URL, asked again for every connection
 * @property {LinkHooks} hooks
 * @property {number} [latency]
 * @property {new (url: string) => WebSocket} [WebSocket]
 * @property {SetTimeout} [setTimeout]
 * @property {() => number} [random]
 * @property {Clock} [clock]
 */

/**
 * The page's link to its session. `hooks` say what the messages mean:
 * - `join()`: `{ path, depth, fields, digest }` for the join message;
 * - `sending(event)`: an event is about to go;
 * - `joined()`: the server took the join (before queued events go again);
 * - `resumed()`: queued and held events went again;
 * - `patches(list)`: apply a `patches` message's patches (before its ack is counted).
 * `WebSocket`, `setTimeout`, `random`, `latency` and the latency's `clock` can be replaced (tests,
 * the simulator).
 * @param {LinkOptions} options
 */
export function createLink({
  root, token, address, hooks, latency = 0,
  WebSocket = globalThis.WebSocket, setTimeout = globalThis.setTimeout.bind(globalThis), random = Math.random, clock,
}) {
  const sequencer = new Sequencer();
  const outgoing = new DelayLine(latency, clock), incoming = new DelayLine(latency, clock);
  /** @type {string[]} events made while no socket was open, sent once one has joined */
  const queue = [];
  /** @type {WebSocket | null} */
  let socket = null;
  let attempts = 0;
  /** @type {string | null} */
  let closedByServer = null;

  /** @param {WebSocket} ws
   * @param {string} message */
  const transmit = (ws, message) => outgoing.run(() => ws.send(message));
  const isOpen = () => Boolean(socket && socket.readyState === 1);

  /** @type {Send} */
  const send = (event) => {
    hooks.sending(event);
    sequencer.stamp(event);
    root.classList.add("vk-pending");
    const message = JSON.stringify({ v: 1, type: "event", event });
    if (isOpen()) transmit(/** @type {WebSocket} isOpen() says there is one */ (socket), message); else queue.push(message);
  };
  /** @type {Send} */
  const sendLatest = (event) => sequencer.sendLatest(event, send);

  /** @param {WebSocket} ws */
  const opened = (ws) => {
    const { path, depth, fields, digest } = hooks.join();
    transmit(ws, JSON.stringify({ v: 1, type: "join", token, path, depth, fields, digest }));
  };
  /** @param {WebSocket} ws
   * @param {MessageEvent} message */
  const received = (ws, message) => {
    let data;
    try { data = JSON.parse(message.data); } catch (_) { return; }
    if (data.type === "joined") {
      attempts = 0;
      hooks.joined();
      root.classList.remove("vk-reconnecting");
      root.classList.add("vk-live");
      while (queue.length) transmit(ws, /** @type {string} */ (queue.shift()));
      sequencer.resume(send);
      hooks.resumed();
    }
    if (data.type === "patches") {
      hooks.patches(data.patches || []);
      sequencer.acknowledge(data.ack);
      sequencer.release(send);
      if (sequencer.settled) root.classList.remove("vk-pending");
    }
    if (data.type === "closing") closedByServer = data.reason;
  };
  /** @param {CloseEvent} event */
  const closed = (event) => {
    root.classList.remove("vk-live");
    if (event.code === 1008 || event.code === 1009) { // refused: say why, do not hammer the server
      root.classList.remove("vk-reconnecting"); // one banner at a time: this one is final
      root.classList.add("vk-refused");
      root.dataset.vkReason = closedByServer || event.reason || "closed";
      return;
    }
    root.classList.add("vk-reconnecting");
    const delay = backoffDelay(attempts, random);
    attempts += 1;
    setTimeout(connect, delay);
  };
  const connect = () => {
    const ws = new WebSocket(address());
    socket = ws;
    ws.onopen = () => incoming.run(() => opened(ws));
    ws.onmessage = (message) => incoming.run(() => received(ws, message));
    ws.onclose = (event) => incoming.run(() => closed(event));
  };

  return {
    connect, send, sendLatest, isOpen, sequencer,
    /** Closes the socket, as a dropped connection would (diagnostics and tests). */
    drop: () => socket && socket.close(),
    pending: () => sequencer.pending,
  };
}
