// @ts-check
// ViewKit's page runtime: sends what the person does to the session over a WebSocket and
// applies the patches that come back. No dependencies. The page works without it (forms post
// taps and fields); with it, the session takes over and only patches travel.
//
// This is the entry point (`<script type="module">`, which runs when the document is parsed,
// as `defer`); it only wires the modules together:
//   socket.js    the connection: join, resume, sequence numbers and acks, backoff, latency
//   patches.js   applying patches to the DOM
//   history.js   the browser's history as the navigation stack
//   events.js    taps, typing, keys, focus, touches, throttling
//   overlays.js  sheets and popovers, the size class
//   transfer.js  clipboard, downloads, picked files and images
//   hooks.js     an app's page hooks: mounted, updated, destroyed, and events back
// The others have no effects of their own when imported, so each can be tested on a fixture.

import { createLink, latencyFrom, pageDigest, socketAddress, typedFields } from "./socket.js";
import { Patcher } from "./patches.js";
import { HistoryMirror } from "./history.js";
import { FrameThrottle, listen, moreRows } from "./events.js";
import { REGULAR_WIDTH, placePopovers, traitsEvent } from "./overlays.js";
import { Hooks, hooksBase } from "./hooks.js";

/** @param {string} token */
const start = (token) => {
  const root = document.documentElement;
  const mirror = new HistoryMirror();
  const patcher = new Patcher({ navigate: (patch) => mirror.enqueue(patch) });

  const regularWidth = matchMedia(REGULAR_WIDTH);
  // Popovers sit below their anchor (above it when there is no room), inside the window.
  const place = () => placePopovers(document, regularWidth);
  addEventListener("resize", place);

  const storage = (() => { try { return localStorage; } catch (_) { return null; } })();
  const link = createLink({
    root, token,
    address: () => socketAddress(document, location),
    latency: latencyFrom(location.search, storage),
    hooks: {
      // Until a patch lands the page shows the screen it was served, which the server can
      // recognize by its digest and so not send again.
      join: () => ({ path: location.pathname, depth: mirror.depth, fields: typedFields(document),
        digest: patcher.pristine ? pageDigest(document) : undefined }),
      sending: (event) => { if (event.kind !== "traits") patcher.resyncing = false; }, // what comes back now answers the person
      joined: () => { patcher.resyncing = true; },
      resumed: () => sendTraits(),
      patches: (patches) => {
        patcher.applyAll(patches);
        place();
        // The nodes patches touched by id (title, history, copy and download patches name none).
        const touched = patches.map((patch) => /** @type {{ id?: string | null }} */ (patch).id);
        pageHooks.sync(new Set(/** @type {string[]} */ (touched.filter(Boolean))));
        watchMore();
      },
    },
  });
  const sendTraits = () => link.send(traitsEvent(regularWidth.matches));
  const watchMore = moreRows({ document, send: (event) => link.send(event) });
  const base = hooksBase(document);
  const pageHooks = new Hooks({ load: (name) => import(base + encodeURIComponent(name) + ".js").then((module) => module.default), send: (event) => link.send(event) });
  regularWidth.addEventListener("change", () => { if (link.isOpen()) sendTraits(); });

  const throttle = new FrameThrottle((event) => link.sendLatest(event));
  listen({ document, window, send: link.send, sendLatest: link.sendLatest, throttle });

  // A small handle for diagnostics and tests: drop the socket to exercise resuming.
  /** @type {Window & { ViewKit?: object }} */ (window).ViewKit = Object.freeze({ dropConnection: () => link.drop(), pending: () => link.pending() });

  window.addEventListener("popstate", (event) => {
    if (mirror.popped(event.state)) link.send({ kind: "back", target: "vk-window", value: location.pathname, depth: mirror.depth });
  });
  link.connect();
  pageHooks.sync();
  watchMore();
};

const meta = /** @type {HTMLMetaElement | null} */ (document.querySelector('meta[name="vk-token"]'));
if (meta && "WebSocket" in window) start(meta.content);
