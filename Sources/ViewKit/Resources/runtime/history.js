// @ts-check
// The browser's history mirrors the navigation stack: one entry per level, each knowing its
// depth (`history.state.vkDepth`). It owns the history patches (pushURL, replaceURL,
// historyBack, resetHistory) and tells a Back the person did from one the session asked for.
//
// Going back is asynchronous, so history changes run in order, each waiting until a go() has
// landed before the next. Chromium sometimes ignores a go() (seen right after another one
// landed); one that has not landed is asked for again, and if it never does, the entry it
// would have reached is written over the current one, so the address still names the screen.

/**
 * The history patches (Patch.swift) the mirror takes.
 * @typedef {{ op: "pushURL" | "replaceURL", url: string }
 *   | { op: "historyBack", count: number, url: string }
 *   | { op: "resetHistory", urls: string[] }} HistoryPatch
 */
/**
 * What the mirror queues: the patches, and the entries a resetHistory writes once it has gone
 * back to the first.
 * @typedef {HistoryPatch | { op: "setEntries", urls: string[] }} HistoryOp
 */
/**
 * A go() on its way: the depth it should reach, the URL that entry gets if it never lands, how
 * many times it was asked for, and the timer that asks again.
 * @typedef {{ target: number, url: string, tries: number, timer: number | null }} AwaitedPop
 */
/**
 * What the mirror uses of the browser (tests pass fakes).
 * @typedef {object} HistoryMirrorOptions
 * @property {Pick<History, "state" | "pushState" | "replaceState" | "go">} [history]
 * @property {{ href: string }} [location]
 * @property {import("./socket.js").SetTimeout} [setTimeout]
 * @property {(handle: number | null) => void} [clearTimeout]
 */

/** The depth a history state names (0 for a state that names none).
 * @param {any} state a history entry's state, whatever the page or another script put there */
export function stateDepth(state) {
  return state && typeof state.vkDepth === "number" ? state.vkDepth : 0;
}

/** How long a go() may take before it is asked for again, and how many times it is. */
export const RETRY_MS = 250, TRIES = 3;

export class HistoryMirror {
  /** Marks the current entry as depth 0 unless it already names a depth (a reload).
   * @param {HistoryMirrorOptions} options */
  constructor({ history = globalThis.history, location = globalThis.location,
    setTimeout = globalThis.setTimeout.bind(globalThis),
    // A go() that lands at once clears a timer never set (null), which clearTimeout ignores.
    clearTimeout = /** @type {(handle: number | null) => void} */ (globalThis.clearTimeout.bind(globalThis)) } = {}) {
    this.history = history;
    this.setTimeout = setTimeout;
    this.clearTimeout = clearTimeout;
    this.depth = stateDepth(history.state);
    if (!history.state || typeof history.state.vkDepth !== "number") history.replaceState({ vkDepth: 0 }, "", location.href);
    /** @type {HistoryOp[]} */
    this.ops = [];
    /** @type {AwaitedPop | null} while a go() is on its way */
    this.awaitingPop = null;
  }

  /** Takes a history patch; it runs once the ones before it have.
   * @param {HistoryPatch} patch */
  enqueue(patch) { this.ops.push(patch); this.run(); }

  /** A popstate's state. True when it is a Back (or Forward) the person did, which the session
   * must hear of; false when it is a go() the mirror asked for.
   * @param {any} state the popstate's */
  popped(state) {
    this.depth = stateDepth(state);
    if (this.awaitingPop) { if (this.depth <= this.awaitingPop.target) this.landed(); return false; }
    return true;
  }

  // Both run only while a go() is awaited.
  landed() { this.clearTimeout(/** @type {AwaitedPop} */ (this.awaitingPop).timer); this.awaitingPop = null; this.run(); }

  attemptGo() {
    const history = this.history, waiting = /** @type {AwaitedPop} */ (this.awaitingPop);
    const now = stateDepth(history.state);
    if (now <= waiting.target) { this.depth = now; this.landed(); return; }
    if (waiting.tries >= TRIES) {
      this.depth = waiting.target;
      history.replaceState({ vkDepth: this.depth }, "", waiting.url);
      this.landed();
      return;
    }
    waiting.tries += 1;
    waiting.timer = this.setTimeout(() => this.attemptGo(), RETRY_MS);
    history.go(waiting.target - now);
  }

  /** @param {number} steps
   * @param {string} url */
  go(steps, url) {
    this.awaitingPop = { target: this.depth - steps, url, tries: 0, timer: null };
    this.attemptGo();
  }

  run() {
    const history = this.history, ops = this.ops;
    while (!this.awaitingPop && ops.length) {
      const op = /** @type {HistoryOp} */ (ops.shift());
      if (op.op === "pushURL") { this.depth += 1; history.pushState({ vkDepth: this.depth }, "", op.url); }
      else if (op.op === "replaceURL") history.replaceState({ vkDepth: this.depth }, "", op.url);
      else if (op.op === "historyBack") {
        // Never go back past this page's first entry: replace it instead.
        if (op.count > 0 && op.count <= this.depth) this.go(op.count, op.url); else history.replaceState({ vkDepth: this.depth }, "", op.url);
      } else if (op.op === "resetHistory") {
        if (this.depth > 0) { ops.unshift({ op: "setEntries", urls: op.urls }); this.go(this.depth, op.urls[0]); }
        else ops.unshift({ op: "setEntries", urls: op.urls });
      } else if (op.op === "setEntries") {
        this.depth = 0;
        history.replaceState({ vkDepth: 0 }, "", op.urls[0]);
        for (const url of op.urls.slice(1)) { this.depth += 1; history.pushState({ vkDepth: this.depth }, "", url); }
      }
    }
  }
}
