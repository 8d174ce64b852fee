// ViewKit's page runtime: sends what the person does to the session over a WebSocket and
// applies the patches that come back. No dependencies. The page works without it (forms post
// taps and fields); with it, the session takes over and only patches travel.
(() => {
  "use strict";
  const meta = document.querySelector('meta[name="vk-token"]');
  if (!meta || !("WebSocket" in window)) return;
  const token = meta.content;
  const root = document.documentElement;
  let socket = null, sequence = 0, acknowledged = 0, attempts = 0, closedByServer = null;
  const queue = [];
  let frameScheduled = false;
  const latest = new Map(); // throttled events, one per target per animation frame

  const send = (event) => {
    if (event.kind !== "traits") resyncing = false; // what comes back now answers the person
    event.sequence = ++sequence;
    root.classList.add("vk-pending");
    const message = JSON.stringify({ v: 1, type: "event", event });
    if (socket && socket.readyState === 1) socket.send(message); else queue.push(message);
  };

  // A control's value (a drag, typing) never queues: while its last value is unacknowledged,
  // only the newest one waits, and goes when the answer comes. So a busy session sees the
  // values it can keep up with, ending with the last, instead of every one in turn.
  const inFlight = new Map(); // kind + target -> sequence of the value on its way
  const held = new Map(); // kind + target -> the newest value waiting for it
  const sendLatest = (event) => {
    const key = event.kind + event.target;
    if (inFlight.has(key)) { held.set(key, event); return; }
    send(event);
    inFlight.set(key, event.sequence);
  };
  const releaseAcknowledged = () => {
    for (const [key, sent] of [...inFlight]) {
      if (sent > acknowledged) continue;
      inFlight.delete(key);
      const next = held.get(key);
      if (next) { held.delete(key); sendLatest(next); }
    }
  };

  // Input and slider drags are also coalesced to one message per animation frame and target.
  const sendThrottled = (event) => {
    latest.set(event.kind + event.target, event);
    if (frameScheduled) return;
    frameScheduled = true;
    requestAnimationFrame(() => {
      frameScheduled = false;
      const events = [...latest.values()];
      latest.clear();
      events.forEach(sendLatest);
    });
  };

  const byId = (id) => document.getElementById(id);

  // The browser's history mirrors the navigation stack: one entry per level, each knowing its
  // depth. Going back is asynchronous, so history changes run in order, each waiting until a
  // go() has landed before the next. Chromium sometimes ignores a go() (seen right after
  // another one landed); one that has not landed is asked for again, and if it never does, the
  // entry it would have reached is written over the current one, so the address still names
  // the screen.
  const entryDepth = () => (history.state && typeof history.state.vkDepth === "number" ? history.state.vkDepth : 0);
  let depth = entryDepth();
  if (!history.state || typeof history.state.vkDepth !== "number") history.replaceState({ vkDepth: 0 }, "", location.href);
  const historyOps = [];
  let awaitingPop = null; // { target, url, tries, timer } while a go() is on its way
  const landed = () => { clearTimeout(awaitingPop.timer); awaitingPop = null; runHistory(); };
  const attemptGo = () => {
    const now = entryDepth();
    if (now <= awaitingPop.target) { depth = now; landed(); return; }
    if (awaitingPop.tries >= 3) {
      depth = awaitingPop.target;
      history.replaceState({ vkDepth: depth }, "", awaitingPop.url);
      landed();
      return;
    }
    awaitingPop.tries += 1;
    awaitingPop.timer = setTimeout(attemptGo, 250);
    history.go(awaitingPop.target - now);
  };
  const go = (steps, url) => {
    awaitingPop = { target: depth - steps, url, tries: 0, timer: null };
    attemptGo();
  };
  const runHistory = () => {
    while (!awaitingPop && historyOps.length) {
      const op = historyOps.shift();
      if (op.op === "pushURL") { depth += 1; history.pushState({ vkDepth: depth }, "", op.url); }
      else if (op.op === "replaceURL") history.replaceState({ vkDepth: depth }, "", op.url);
      else if (op.op === "historyBack") {
        // Never go back past this page's first entry: replace it instead.
        if (op.count > 0 && op.count <= depth) go(op.count, op.url); else history.replaceState({ vkDepth: depth }, "", op.url);
      } else if (op.op === "resetHistory") {
        if (depth > 0) { historyOps.unshift({ op: "setEntries", urls: op.urls }); go(depth, op.urls[0]); }
        else historyOps.unshift({ op: "setEntries", urls: op.urls });
      } else if (op.op === "setEntries") {
        depth = 0;
        history.replaceState({ vkDepth: 0 }, "", op.urls[0]);
        for (const url of op.urls.slice(1)) { depth += 1; history.pushState({ vkDepth: depth }, "", url); }
      }
    }
  };

  // The text in every text field, in document order: a session rebuilt on another server has
  // not seen it, and its ids for the same fields may differ, but their order is the screen's.
  // All of them or none (a message has 16 KB), since they are matched by position.
  const typedFields = () => {
    const values = [...document.querySelectorAll('#vk-window input[type="text"]')].map((input) => input.value);
    const bytes = values.reduce((sum, value) => sum + new TextEncoder().encode(value).length * 2 + 8, 0);
    return values.length <= 32 && bytes <= 12000 ? values : [];
  };

  let pristine = true; // no patch applied since the page loaded
  // The first patches after a join bring the page up to date; they are not a navigation, so
  // they do not slide.
  let resyncing = false;
  const apply = (patch) => {
    pristine = false;
    switch (patch.op) {
      case "replace": {
        const node = byId(patch.id);
        if (!node) return;
        const focused = document.activeElement;
        const keep = focused && focused.id && node.contains(focused) ? { id: focused.id, value: focused.value, start: focused.selectionStart, end: focused.selectionEnd } : null;
        const template = document.createElement("template");
        template.innerHTML = patch.html;
        const fresh = template.content.firstElementChild;
        if (!fresh) return;
        // A transition the page already showed (the same counter) is not shown again when the
        // screen around it is redrawn, say as a sheet goes away.
        const shown = new Set([node, ...node.querySelectorAll("[data-vk-transition]")]
          .filter((e) => e.dataset && e.dataset.vkTransition).map((e) => e.id + "=" + e.dataset.vkTransition));
        node.replaceWith(fresh);
        if (keep) { // the field being typed in keeps its text and caret across a re-render
          const again = byId(keep.id);
          if (again) { again.value = keep.value; again.focus(); try { again.setSelectionRange(keep.start, keep.end); } catch (_) {} }
        }
        const transition = fresh.querySelector("[data-vk-transition]") || (fresh.dataset && fresh.dataset.vkTransition ? fresh : null);
        if (transition && !resyncing && !shown.has(transition.id + "=" + transition.dataset.vkTransition)) animate(transition);
        return;
      }
      case "attributes": {
        const node = byId(patch.id);
        if (!node) return;
        for (const [name, value] of Object.entries(patch.set || {})) {
          if (name === "value" && "value" in node) {
            // Never overwrite text being typed or a slider being dragged; a focused slider that
            // is not being dragged follows the model like any other view.
            const typing = node === document.activeElement && node.type !== "range";
            if (!typing && !node.dataset.vkDragging) node.value = value;
            node.setAttribute(name, value);
          } else if (name === "checked") { node.checked = true; node.setAttribute(name, value); }
          else node.setAttribute(name, value);
          if (name === "data-vk-transition") animate(node);
        }
        for (const name of patch.remove || []) {
          node.removeAttribute(name);
          if (name === "checked") node.checked = false;
        }
        return;
      }
      case "text": { const node = byId(patch.id); if (node) node.textContent = patch.text; return; }
      case "title": document.title = patch.title; return;
      case "pushURL": case "replaceURL": case "historyBack": case "resetHistory":
        historyOps.push(patch); runHistory(); return;
      case "focus": {
        if (patch.id) { const node = byId(patch.id); if (node) node.focus(); }
        else if (document.activeElement) document.activeElement.blur();
        return;
      }
      case "copy": if (navigator.clipboard) navigator.clipboard.writeText(patch.text).catch(() => {}); return;
      case "download": {
        const bytes = Uint8Array.from(atob(patch.base64), (c) => c.charCodeAt(0));
        const link = document.createElement("a");
        link.href = URL.createObjectURL(new Blob([bytes], { type: patch.type }));
        link.download = patch.name;
        document.body.append(link); link.click(); link.remove();
        setTimeout(() => URL.revokeObjectURL(link.href), 60000);
        return;
      }
    }
  };

  const animate = (node) => {
    const kind = (node.dataset.vkTransition || "").split(":")[0];
    if (kind !== "push" && kind !== "pop") return;
    node.classList.remove("vk-anim-push", "vk-anim-pop");
    void node.offsetWidth; // restart the animation
    node.classList.add("vk-anim-" + kind);
  };

  // The size class, at the width the stylesheet switches layouts (UserInterfaceSizeClass).
  const regularWidth = matchMedia("(min-width: 768px)");
  // Popovers sit below their anchor (above it when there is no room), inside the window.
  const placePopovers = () => {
    if (!regularWidth.matches) return;
    const frame = root.querySelector(".vk-window");
    document.querySelectorAll(".vk-modal.vk-popover[data-vk-anchor]").forEach((layer) => {
      const anchor = document.getElementById(layer.dataset.vkAnchor);
      const card = layer.firstElementChild;
      if (!anchor || !card || !frame) return;
      const a = anchor.getBoundingClientRect(), w = frame.getBoundingClientRect(), c = card.getBoundingClientRect();
      const left = Math.min(Math.max(a.left + a.width / 2 - c.width / 2, w.left + 8), w.right - c.width - 8) - w.left;
      const below = a.bottom + 8, above = a.top - 8 - c.height;
      const top = (below + c.height <= w.bottom - 8 || above < w.top + 8 ? below : above) - w.top;
      card.style.insetInlineEnd = "auto";
      card.style.left = Math.round(left) + "px";
      card.style.top = Math.round(Math.max(8, top)) + "px";
    });
  };
  addEventListener("resize", placePopovers);
  const sendTraits = () => send({ kind: "traits", target: "vk-window", value: regularWidth.matches ? "regular" : "compact" });
  regularWidth.addEventListener("change", () => { if (socket && socket.readyState === 1) sendTraits(); });

  const connect = () => {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socketMeta = document.querySelector('meta[name="vk-socket"]');
    const socketPath = (socketMeta && socketMeta.content) || "/live";
    socket = new WebSocket(scheme + "//" + location.host + socketPath);
    socket.onopen = () => {
      // Until a patch lands the page shows the screen it was served, which the server can
      // recognize by its digest and so not send again.
      const digest = pristine ? (document.querySelector('meta[name="vk-digest"]') || {}).content : undefined;
      socket.send(JSON.stringify({ v: 1, type: "join", token, path: location.pathname, depth, fields: typedFields(), digest }));
    };
    socket.onmessage = (message) => {
      let data;
      try { data = JSON.parse(message.data); } catch (_) { return; }
      if (data.type === "joined") {
        attempts = 0;
        resyncing = true;
        root.classList.remove("vk-reconnecting");
        root.classList.add("vk-live");
        while (queue.length) socket.send(queue.shift());
        // Values sent on the old socket may never be answered; the newest goes again here.
        const waiting = [...held.values()];
        inFlight.clear();
        held.clear();
        waiting.forEach(sendLatest);
        sendTraits();
      }
      if (data.type === "patches") {
        (data.patches || []).forEach(apply);
        resyncing = false;
        placePopovers();
        if (typeof data.ack === "number") acknowledged = Math.max(acknowledged, data.ack);
        releaseAcknowledged();
        if (acknowledged >= sequence) root.classList.remove("vk-pending");
      }
      if (data.type === "closing") closedByServer = data.reason;
    };
    socket.onclose = (event) => {
      root.classList.remove("vk-live");
      if (event.code === 1008 || event.code === 1009) { // refused: say why, do not hammer the server
        root.classList.remove("vk-reconnecting"); // one banner at a time: this one is final
        root.classList.add("vk-refused");
        root.dataset.vkReason = closedByServer || event.reason || "closed";
        return;
      }
      root.classList.add("vk-reconnecting");
      const delay = Math.min(10000, 400 * 2 ** attempts) * (0.5 + Math.random());
      attempts += 1;
      setTimeout(connect, delay);
    };
  };

  // Taps: any button (rows name their table in data-vk-target).
  document.addEventListener("click", (event) => {
    // A tap on the clear layer around a popover closes it, as outside a UIKit popover.
    if (event.target instanceof Element && event.target.matches(".vk-modal.vk-popover")) {
      event.preventDefault();
      send({ kind: "escape", target: "vk-window" });
      return;
    }
    const button = event.target.closest("button");
    if (!button || !button.id || button.disabled) return;
    event.preventDefault();
    send({ kind: "tap", target: button.dataset.vkTarget || button.id, value: button.dataset.vkValue || null });
  });
  document.addEventListener("submit", (event) => event.preventDefault());

  document.addEventListener("input", (event) => {
    const input = event.target;
    if (!input.id) return;
    if (input.type === "range") {
      if (input.hasAttribute("data-vk-release")) return;
      sendThrottled({ kind: "change", target: input.id, value: input.value });
    } else if (input.type === "text") {
      sendThrottled({ kind: "input", target: input.id, value: input.value });
    }
  });
  // An ImagePicker's file is decoded here and drawn small; only those pixels go up.
  function sendImage(file, target, side) {
    const url = URL.createObjectURL(file), image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      const scale = Math.min(1, side / Math.max(image.naturalWidth, image.naturalHeight, 1));
      const width = Math.max(1, Math.round(image.naturalWidth * scale));
      const height = Math.max(1, Math.round(image.naturalHeight * scale));
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      context.imageSmoothingQuality = "high";
      context.drawImage(image, 0, 0, width, height);
      const bytes = context.getImageData(0, 0, width, height).data;
      let binary = "";
      for (let i = 0; i < bytes.length; i += 4096) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 4096));
      send({ kind: "change", target, value: file.name + "\n" + width + "x" + height + "\n" + btoa(binary) });
    };
    image.onerror = () => { URL.revokeObjectURL(url); send({ kind: "change", target, value: "!unreadable" }); };
    image.src = url;
  }
  document.addEventListener("change", (event) => {
    const input = event.target;
    if (!input.id) return;
    if (input.type === "checkbox") send({ kind: "change", target: input.id, value: input.checked ? "true" : "false" });
    if (input.type === "file" && input.files && input.files[0]) { // a FilePicker: small files only
      const file = input.files[0], target = input.dataset.vkTarget, max = Number(input.dataset.vkMax) || 0;
      input.value = "";
      if (input.dataset.vkImage) { sendImage(file, target, Number(input.dataset.vkImage) || 48); return; }
      if (file.size > max) { send({ kind: "change", target, value: "!" + file.size }); return; }
      const reader = new FileReader();
      reader.onload = () => send({ kind: "change", target, value: file.name + "\n" + String(reader.result).split(",")[1] });
      reader.readAsDataURL(file);
    }
    if (input.type === "range") {
      // The release: its value is final, so it replaces any drag value still waiting.
      latest.delete("change" + input.id);
      sendLatest({ kind: "change", target: input.id, value: input.value });
    }
  });
  document.addEventListener("keydown", (event) => {
    // Escape asks the screen presented on top to go away, as on iPad and Mac.
    if (event.key === "Escape" && document.querySelector(".vk-modal")) {
      event.preventDefault();
      send({ kind: "escape", target: "vk-window" });
      return;
    }
    // Shortcuts the screen offers (⌘ on a Mac, Ctrl elsewhere), as the window lists them.
    if ((event.metaKey || event.ctrlKey) && !event.altKey) {
      const wire = "mod+" + (event.shiftKey ? "shift+" : "") + (event.key.length === 1 ? event.key.toLowerCase() : event.key);
      const screen = document.getElementById("vk-window");
      if (screen && (screen.dataset.vkCommands || "").split(" ").includes(wire)) {
        event.preventDefault();
        send({ kind: "key", target: "vk-window", value: wire });
        return;
      }
    }
    const target = event.target instanceof Element ? event.target : null;
    // Keys a focused control takes itself (the chart's arrows). Every press counts, so none
    // is coalesced; in right-to-left pages the horizontal arrows swap, as the picture does.
    const keyed = target && target.closest("[data-vk-keys]");
    if (keyed && keyed.id && !event.metaKey && !event.ctrlKey && !event.altKey
        && keyed.dataset.vkKeys.split(" ").includes(event.key)) {
      event.preventDefault();
      let key = event.key;
      if (document.documentElement.dir === "rtl" && (key === "ArrowLeft" || key === "ArrowRight")) {
        key = key === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
      }
      send({ kind: "key", target: keyed.id, value: (event.shiftKey ? "shift+" : "") + key });
      return;
    }
    // Table rows: the arrows move between rows, Home and End to the ends; Return opens one
    // (a row is a button).
    const cell = target && target.closest(".vk-cell");
    const step = { ArrowDown: 1, ArrowUp: -1, Home: -Infinity, End: Infinity }[event.key];
    if (cell && step !== undefined && !event.metaKey && !event.ctrlKey && !event.altKey) {
      const cells = [...cell.closest(".vk-table").querySelectorAll(".vk-cell")];
      const next = cells[Math.max(0, Math.min(cells.length - 1, cells.indexOf(cell) + step))];
      event.preventDefault();
      if (next) next.focus();
      return;
    }
    const input = event.target;
    if (event.key === "Enter" && input.type === "text" && input.id) {
      event.preventDefault();
      send({ kind: "submit", target: input.id, value: input.value });
    }
  });
  document.addEventListener("focusin", (event) => {
    if (event.target.type === "text" && event.target.id) send({ kind: "focus", target: event.target.id });
  });
  document.addEventListener("focusout", (event) => {
    if (event.target.type === "text" && event.target.id) send({ kind: "blur", target: event.target.id, value: event.target.value });
  });

  // Touches on drawing views, as fractions of the view's box.
  const point = (element, event) => {
    const box = element.getBoundingClientRect();
    let x = (event.clientX - box.left) / box.width;
    if (getComputedStyle(element).direction === "rtl") x = 1 - x;
    return { x, y: (event.clientY - box.top) / box.height };
  };
  document.addEventListener("pointerdown", (event) => {
    if (event.target.type === "range") {
      const slider = event.target;
      slider.dataset.vkDragging = "1";
      const done = () => { delete slider.dataset.vkDragging; window.removeEventListener("pointerup", done); };
      window.addEventListener("pointerup", done);
    }
  });
  document.addEventListener("pointerdown", (event) => {
    const canvas = event.target.closest("[data-vk-touch]");
    if (!canvas) return;
    event.preventDefault();
    canvas.setPointerCapture(event.pointerId);
    canvas.dataset.vkDragging = "1";
    send({ kind: "touchBegan", target: canvas.id, ...point(canvas, event) });
    const move = (moved) => sendThrottled({ kind: "touchMoved", target: canvas.id, ...point(canvas, moved) });
    const end = (ended) => {
      delete canvas.dataset.vkDragging;
      canvas.removeEventListener("pointermove", move);
      canvas.removeEventListener("pointerup", end);
      canvas.removeEventListener("pointercancel", end);
      send({ kind: "touchEnded", target: canvas.id, ...point(canvas, ended) });
    };
    canvas.addEventListener("pointermove", move);
    canvas.addEventListener("pointerup", end);
    canvas.addEventListener("pointercancel", end);
  });

  // A small handle for diagnostics and tests: drop the socket to exercise resuming.
  window.ViewKit = Object.freeze({ dropConnection: () => socket && socket.close(), pending: () => sequence - acknowledged });

  window.addEventListener("popstate", (event) => {
    depth = event.state && typeof event.state.vkDepth === "number" ? event.state.vkDepth : 0;
    if (awaitingPop) { if (depth <= awaitingPop.target) landed(); return; }
    send({ kind: "back", target: "vk-window", value: location.pathname, depth });
  });
  connect();
})();
