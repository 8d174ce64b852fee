// @ts-check
// Applying patches to the page (Patch.swift): each names a node by id and changes it, or
// changes the document (title, focus, history, clipboard, downloads). It owns what the page
// must not lose while the session redraws it: the text and caret of the field being typed in,
// a slider being dragged, and transitions already shown once.

import { copyText, downloadFile } from "./transfer.js";

/** @typedef {import("./history.js").HistoryPatch} HistoryPatch */
/** @typedef {import("./transfer.js").DownloadPatch} DownloadPatch */
/**
 * A patch as Patch.swift encodes it: `op` names the change, the other fields are its values.
 * @typedef {{ op: "replace", id: string, html: string }
 *   | { op: "attributes", id: string, set?: Record<string, string>, remove?: string[] }
 *   | { op: "text", id: string, text: string }
 *   | { op: "title", title: string }
 *   | HistoryPatch
 *   | { op: "focus", id: string | null }
 *   | { op: "copy", text: string }
 *   | DownloadPatch
 *   | { op: "insert", id: string, before: string | null, html: string }
 *   | { op: "remove", id: string }
 *   | { op: "move", id: string, parent: string, before: string | null }} Patch
 */
/**
 * @typedef {object} PatcherOptions
 * @property {Document} [document]
 * @property {(patch: HistoryPatch) => void} [navigate]
 * @property {(text: string) => void} [copy]
 * @property {(patch: DownloadPatch) => void} [download]
 */

/** The input types a user types text into: the only ones whose value and caret are theirs.
 * A button's value, a checkbox's or a slider's comes from the server. */
const textInputTypes = new Set(["text", "search", "email", "url", "tel", "password", "number"]);

/** Whether `element` is a field the user types text into (a textarea, or a text-like input).
 * @param {Element | null} element
 * @returns {boolean} */
export function isTextField(element) {
  if (!element) return false;
  if (element.tagName === "TEXTAREA") return true;
  return element.tagName === "INPUT" && textInputTypes.has(/** @type {HTMLInputElement} */ (element).type);
}

/** Restarts a node's push or pop slide (its `data-vk-transition` is `push:<n>` or `pop:<n>`).
 * @param {HTMLElement} node */
export function animate(node) {
  const kind = (node.dataset.vkTransition || "").split(":")[0];
  if (kind !== "push" && kind !== "pop") return;
  node.classList.remove("vk-anim-push", "vk-anim-pop");
  void node.offsetWidth; // restart the animation
  node.classList.add("vk-anim-" + kind);
}

export class Patcher {
  /** `navigate(patch)` takes the history patches; `copy(text)` and `download(patch)` the
   * clipboard and file ones (the defaults use the browser's).
   * @param {PatcherOptions} options */
  constructor({ document = globalThis.document, navigate = () => {}, copy = copyText, download = downloadFile } = {}) {
    this.document = document;
    this.navigate = navigate;
    this.copy = copy;
    this.download = download;
    this.pristine = true; // no patch applied since the page loaded
    // The first patches after a join bring the page up to date; they are not a navigation, so
    // they do not slide.
    this.resyncing = false;
  }

  /** A `patches` message's patches, in order; afterwards the page is in step again.
   * @param {Patch[]} patches */
  applyAll(patches) {
    patches.forEach((patch) => this.apply(patch));
    this.resyncing = false;
  }

  /** `parent`'s child with id `before`, or null (the end) when there is none.
   * @param {Node} parent
   * @param {string | null | undefined} before */
  sibling(parent, before) {
    if (!before) return null;
    const node = this.document.getElementById(before);
    return node && node.parentNode === parent ? node : null;
  }

  /** @param {Patch} patch */
  apply(patch) {
    const document = this.document;
    const byId = (/** @type {string} */ id) => document.getElementById(id);
    this.pristine = false;
    switch (patch.op) {
      case "replace": {
        const node = byId(patch.id);
        if (!node) return;
        // The focused element keeps its focus across the re-render; a text field also its text
        // and caret. Only a text field's: a button's or a chart's `value` is not the user's.
        const focused = /** @type {HTMLElement | null} */ (document.activeElement);
        const field = isTextField(focused) ? /** @type {HTMLInputElement | HTMLTextAreaElement} */ (focused) : null;
        const keep = focused && focused.id && node.contains(focused)
          ? { id: focused.id, text: field ? { value: field.value, start: field.selectionStart, end: field.selectionEnd } : null }
          : null;
        const template = document.createElement("template");
        template.innerHTML = patch.html;
        const fresh = /** @type {HTMLElement | null} */ (template.content.firstElementChild);
        if (!fresh) return;
        // A transition the page already showed (the same counter) is not shown again when the
        // screen around it is redrawn, say as a sheet goes away.
        const shown = new Set([node, .../** @type {NodeListOf<HTMLElement>} */ (node.querySelectorAll("[data-vk-transition]"))]
          .filter((e) => e.dataset && e.dataset.vkTransition).map((e) => e.id + "=" + e.dataset.vkTransition));
        node.replaceWith(fresh);
        if (keep) {
          const again = byId(keep.id);
          if (again) {
            if (keep.text && isTextField(again)) {
              const text = /** @type {HTMLInputElement | HTMLTextAreaElement} */ (again);
              text.value = keep.text.value;
              text.focus();
              try { text.setSelectionRange(keep.text.start, keep.text.end); } catch (_) {}
            } else {
              again.focus();
            }
          }
        }
        const transition = /** @type {HTMLElement | null} */ (fresh.querySelector("[data-vk-transition]")) || (fresh.dataset && fresh.dataset.vkTransition ? fresh : null);
        if (transition && !this.resyncing && !shown.has(transition.id + "=" + transition.dataset.vkTransition)) animate(transition);
        return;
      }
      case "attributes": {
        // Any element; it is a field only where `value` is set ("value" in node) or `checked`.
        const node = /** @type {HTMLInputElement | null} */ (byId(patch.id));
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
        this.navigate(patch); return;
      case "focus": {
        if (patch.id) { const node = byId(patch.id); if (node) node.focus(); }
        else if (document.activeElement) /** @type {HTMLElement} */ (document.activeElement).blur();
        return;
      }
      case "insert": { // a streamed list's new row: the list itself is not sent again
        const parent = byId(patch.id);
        if (!parent) return;
        const template = document.createElement("template");
        template.innerHTML = patch.html;
        const fresh = /** @type {HTMLElement | null} */ (template.content.firstElementChild);
        if (!fresh) return;
        parent.insertBefore(fresh, this.sibling(parent, patch.before));
        const transition = /** @type {HTMLElement | null} */ (fresh.querySelector("[data-vk-transition]")) || (fresh.dataset && fresh.dataset.vkTransition ? fresh : null);
        if (transition && !this.resyncing) animate(transition);
        return;
      }
      case "remove": { const node = byId(patch.id); if (node) node.remove(); return; }
      case "move": {
        const node = byId(patch.id);
        const parent = byId(patch.parent);
        if (!node || !parent) return;
        // Moving a node blurs what is focused inside it; the person keeps their place.
        const focused = /** @type {HTMLElement | null} */ (document.activeElement);
        const keep = focused && node.contains(focused) ? focused : null;
        parent.insertBefore(node, this.sibling(parent, patch.before));
        if (keep && document.activeElement !== keep) keep.focus();
        return;
      }
      case "copy": this.copy(patch.text); return;
      case "download": this.download(patch); return;
    }
  }
}
