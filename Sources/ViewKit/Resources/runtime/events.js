// @ts-check
// What the person does, as events for the session: taps, typing, sliders, checkboxes, picked,
// dropped and pasted files, keys (Escape, shortcuts, a control's own keys, moving between table rows, Return),
// focus, and touches on drawing views. It owns the listeners and the throttling: a drag or
// typing makes at most one event per target per animation frame.

import { escapeEvent, isPopoverBackdrop, presentsModal } from "./overlays.js";
import { pickerLimits, sendFiles, sendImage, sendPastedText, sendPickedFile } from "./transfer.js";

/** @typedef {import("./socket.js").WireEvent} WireEvent */
/** @typedef {import("./socket.js").Send} Send */

/** Coalesces events to one per kind and target per animation frame: the newest of each goes to
 * `deliver` when the frame comes, in the order their targets first moved. */
export class FrameThrottle {
  /** @param {Send} deliver
   * @param {(callback: () => void) => unknown} [requestFrame] */
  constructor(deliver, requestFrame = (callback) => requestAnimationFrame(callback)) {
    this.deliver = deliver;
    this.requestFrame = requestFrame;
    /** @type {Map<string, WireEvent>} kind + target -> the newest event */
    this.latest = new Map();
    this.scheduled = false;
  }
  /** @param {WireEvent} event */
  push(event) {
    this.latest.set(event.kind + event.target, event);
    if (this.scheduled) return;
    this.scheduled = true;
    this.requestFrame(() => this.flush());
  }
  flush() {
    this.scheduled = false;
    const events = [...this.latest.values()];
    this.latest.clear();
    events.forEach((event) => this.deliver(event));
  }
  /** Forgets a waiting event (a slider's release replaces its last drag value).
   * @param {string} kind
   * @param {string} target */
  drop(kind, target) { this.latest.delete(kind + target); }
}

/** The file input of the FilePicker (or ImagePicker) `target` is in, or null.
 * @param {(EventTarget & Partial<Pick<Element, "closest">>) | null} target an element, or the
 *   document or a text node, which are in no picker
 * @returns {HTMLInputElement | null} */
export function pickerInput(target) {
  const picker = target && target.closest ? target.closest(".vk-filepicker") : null;
  return picker ? picker.querySelector("input[type=file]") : null;
}

/** Files dropped on a picker go as if picked (the first only, unless it takes several).
 * @param {HTMLInputElement} input
 * @param {FileList} fileList
 * @param {Send} send */
export function sendDropped(input, fileList, send) {
  const files = [...fileList].slice(0, input.multiple ? fileList.length : 1);
  if (input.dataset.vkImage) { sendImage(files[0], /** @type {string} ImagePicker.swift always names it */ (input.dataset.vkTarget), Number(input.dataset.vkImage) || 48, send); return Promise.resolve(); }
  return sendFiles(files, pickerLimits(input), send);
}

/** A shortcut's wire name (`mod+s`, `mod+shift+k`), for ⌘ or Ctrl without Alt; else null.
 * @param {Pick<KeyboardEvent, "metaKey" | "ctrlKey" | "altKey" | "shiftKey" | "key">} event */
export function shortcutName(event) {
  if (!(event.metaKey || event.ctrlKey) || event.altKey) return null;
  return "mod+" + (event.shiftKey ? "shift+" : "") + (event.key.length === 1 ? event.key.toLowerCase() : event.key);
}

/** A control's key as the session reads it: right-to-left pages swap the horizontal arrows, as
 * the picture does; Shift is a prefix.
 * @param {Pick<KeyboardEvent, "key" | "shiftKey">} event
 * @param {boolean} rtl */
export function controlKey(event, rtl) {
  let key = event.key;
  if (rtl && (key === "ArrowLeft" || key === "ArrowRight")) key = key === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
  return (event.shiftKey ? "shift+" : "") + key;
}

/** How far a key moves between table rows (arrows one, Home and End to the ends), or undefined.
 * @param {string} key */
export function rowStep(key) {
  return /** @type {Record<string, number | undefined>} */ ({ ArrowDown: 1, ArrowUp: -1, Home: -Infinity, End: Infinity })[key];
}

/** The index of the row `step` rows from `index`, inside `count` rows.
 * @param {number} index
 * @param {number} step
 * @param {number} count */
export function rowIndex(index, step, count) {
  return Math.max(0, Math.min(count - 1, index + step));
}

/** A point as fractions of a box, x from the leading edge (the right one in right-to-left).
 * @param {Pick<DOMRect, "left" | "top" | "width" | "height">} box
 * @param {number} clientX
 * @param {number} clientY
 * @param {boolean} rtl */
export function fractionIn(box, clientX, clientY, rtl) {
  let x = (clientX - box.left) / box.width;
  if (rtl) x = 1 - x;
  return { x, y: (clientY - box.top) / box.height };
}

/**
 * @typedef {object} ListenOptions
 * @property {Document} document
 * @property {Pick<Window, "addEventListener" | "removeEventListener">} window
 * @property {Send} send
 * @property {Send} sendLatest
 * @property {Pick<FrameThrottle, "push" | "drop">} throttle
 * @property {AbortSignal} [signal]
 */

/** Listens to the document. `send` sends an event; `sendLatest` a control's value (see
 * Sequencer); `throttle` is the FrameThrottle in front of `sendLatest`; aborting `signal` (tests)
 * removes the listeners.
 * @param {ListenOptions} options */
export function listen({ document, window, send, sendLatest, throttle, signal }) {
  // Events reach the document from elements: the targets below are elements (fields where the
  // event is a field's), read as such.
  /** @template {keyof DocumentEventMap} K
   * @param {K} type
   * @param {(event: DocumentEventMap[K]) => void} listener */
  const on = (type, listener) => document.addEventListener(type, listener, { signal });
  // Taps: any button (rows name their table in data-vk-target).
  on("click", (event) => {
    // A tap on the clear layer around a popover closes it, as outside a UIKit popover.
    if (isPopoverBackdrop(event.target)) {
      event.preventDefault();
      send(escapeEvent());
      return;
    }
    const button = /** @type {Element} */ (event.target).closest("button");
    if (!button || !button.id || button.disabled) return;
    event.preventDefault();
    send({ kind: "tap", target: button.dataset.vkTarget || button.id, value: button.dataset.vkValue || null });
  });
  on("submit", (event) => event.preventDefault());

  on("input", (event) => {
    const input = /** @type {HTMLInputElement} */ (event.target);
    if (!input.id) return;
    if (input.type === "range") {
      if (input.hasAttribute("data-vk-release")) return;
      throttle.push({ kind: "change", target: input.id, value: input.value });
    } else if (input.type === "text") {
      throttle.push({ kind: "input", target: input.id, value: input.value });
    }
  });
  on("change", (event) => {
    const input = /** @type {HTMLInputElement} */ (event.target);
    if (!input.id) return;
    if (input.type === "checkbox") send({ kind: "change", target: input.id, value: input.checked ? "true" : "false" });
    if (input.type === "file" && input.files && input.files[0]) sendPickedFile(input, send);
    if (input.type === "range") {
      // The release: its value is final, so it replaces any drag value still waiting.
      throttle.drop("change", input.id);
      sendLatest({ kind: "change", target: input.id, value: input.value });
    }
  });
  // A picker is also where files are dropped, and, when it says so, where text is pasted.
  /** @param {DragEvent} event
   * @param {boolean} on */
  const dragging = (event, on) => {
    const input = pickerInput(event.target);
    if (!input) return;
    event.preventDefault();
    /** @type {HTMLElement} the picker's label */ (input.parentElement).classList.toggle("vk-dragover", on);
  };
  on("dragover", (event) => dragging(event, true));
  on("dragleave", (event) => dragging(event, false));
  on("drop", (event) => {
    const input = pickerInput(event.target);
    if (!input) return;
    event.preventDefault();
    /** @type {HTMLElement} */ (input.parentElement).classList.remove("vk-dragover");
    if (event.dataTransfer && event.dataTransfer.files.length) sendDropped(input, event.dataTransfer.files, send);
  });
  on("paste", (event) => {
    const input = pickerInput(event.target);
    const text = event.clipboardData ? event.clipboardData.getData("text/plain") : "";
    if (!input || !input.dataset.vkPaste || !text) return;
    event.preventDefault();
    sendPastedText(input, text, send);
  });
  on("keydown", (event) => {
    // Escape asks the screen presented on top to go away, as on iPad and Mac.
    if (event.key === "Escape" && presentsModal(document)) {
      event.preventDefault();
      send(escapeEvent());
      return;
    }
    // Shortcuts the screen offers (⌘ on a Mac, Ctrl elsewhere), as the window lists them.
    const wire = shortcutName(event);
    if (wire) {
      const screen = document.getElementById("vk-window");
      if (screen && (screen.dataset.vkCommands || "").split(" ").includes(wire)) {
        event.preventDefault();
        send({ kind: "key", target: "vk-window", value: wire });
        return;
      }
    }
    const target = event.target instanceof Element ? event.target : null;
    // Keys a focused control takes itself (the chart's arrows). Every press counts, so none
    // is coalesced.
    const keyed = /** @type {HTMLElement | null} */ (target && target.closest("[data-vk-keys]"));
    if (keyed && keyed.id && !event.metaKey && !event.ctrlKey && !event.altKey
        && /** @type {string} the selector requires it */ (keyed.dataset.vkKeys).split(" ").includes(event.key)) {
      event.preventDefault();
      send({ kind: "key", target: keyed.id, value: controlKey(event, document.documentElement.dir === "rtl") });
      return;
    }
    // Table rows: the arrows move between rows, Home and End to the ends; Return opens one
    // (a row is a button).
    const cell = /** @type {HTMLElement | null} */ (target && target.closest(".vk-cell"));
    const step = rowStep(event.key);
    if (cell && step !== undefined && !event.metaKey && !event.ctrlKey && !event.altKey) {
      const table = /** @type {Element} a row is always in its table (TableView.swift) */ (cell.closest(".vk-table"));
      const cells = [.../** @type {NodeListOf<HTMLElement>} */ (table.querySelectorAll(".vk-cell"))];
      const next = cells[rowIndex(cells.indexOf(cell), step, cells.length)];
      event.preventDefault();
      if (next) next.focus();
      return;
    }
    const input = /** @type {HTMLInputElement} */ (event.target);
    if (event.key === "Enter" && input.type === "text" && input.id) {
      event.preventDefault();
      // The submit carries the text; a typing event still waiting for its frame would arrive
      // after it with nothing new.
      throttle.drop("input", input.id);
      send({ kind: "submit", target: input.id, value: input.value });
    }
  });
  on("focusin", (event) => {
    const field = /** @type {HTMLInputElement} */ (event.target);
    if (field.type === "text" && field.id) send({ kind: "focus", target: field.id });
  });
  on("focusout", (event) => {
    const field = /** @type {HTMLInputElement} */ (event.target);
    if (field.type !== "text" || !field.id) return;
    // The blur carries the field's final text, so the session ends the edit with it; the
    // typing event still waiting for its frame would otherwise come after the blur, and a
    // field left at once (typed, then Tab) would end its edit with the text before.
    throttle.drop("input", field.id);
    send({ kind: "blur", target: field.id, value: field.value });
  });

  // Touches on drawing views, as fractions of the view's box.
  /** @param {HTMLElement} element
   * @param {PointerEvent} event */
  const point = (element, event) => fractionIn(element.getBoundingClientRect(), event.clientX, event.clientY,
    getComputedStyle(element).direction === "rtl");
  on("pointerdown", (event) => {
    if (/** @type {HTMLInputElement} */ (event.target).type === "range") {
      const slider = /** @type {HTMLInputElement} */ (event.target);
      slider.dataset.vkDragging = "1";
      const done = () => { delete slider.dataset.vkDragging; window.removeEventListener("pointerup", done); };
      window.addEventListener("pointerup", done);
    }
  });
  on("pointerdown", (event) => {
    const canvas = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("[data-vk-touch]"));
    if (!canvas) return;
    event.preventDefault();
    canvas.setPointerCapture(event.pointerId);
    canvas.dataset.vkDragging = "1";
    send({ kind: "touchBegan", target: canvas.id, ...point(canvas, event) });
    /** @param {PointerEvent} moved */
    const move = (moved) => throttle.push({ kind: "touchMoved", target: canvas.id, ...point(canvas, moved) });
    /** @param {PointerEvent} ended */
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
}

/** A streamed list's Show More row (`data-vk-more`) taps itself when it scrolls into view, once
 * until the next patches; returns `watch`, to call after every patch batch.
 * @param {{ document: Document, send: Send, Observer?: typeof IntersectionObserver }} options */
export function moreRows({ document, send, Observer = globalThis.IntersectionObserver }) {
  if (!Observer) return () => {};
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      const row = /** @type {HTMLElement} */ (entry.target);
      if (!entry.isIntersecting || row.dataset.vkRequested) continue;
      row.dataset.vkRequested = "1";
      send({ kind: "tap", target: /** @type {string} TableView.swift always names it */ (row.dataset.vkTarget), value: row.dataset.vkValue || "more" });
    }
  });
  return () => {
    for (const row of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-vk-more]"))) {
      observer.unobserve(row);
      delete row.dataset.vkRequested;
      observer.observe(row);
    }
  };
}
