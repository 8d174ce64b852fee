// @ts-check
// What is presented over the screen (sheets, popovers, alerts: `.vk-modal` layers) and the size
// class that decides how: popovers sit by their anchor in a regular width and are sheets in a
// compact one. It owns popover placement, the size class the page reports (the `traits` event)
// and which taps and keys dismiss what is on top.

/** The size class, at the width the stylesheet switches layouts (UserInterfaceSizeClass). */
export const REGULAR_WIDTH = "(min-width: 768px)";

/** @typedef {import("./socket.js").WireEvent} WireEvent */
/**
 * A rectangle as getBoundingClientRect gives it.
 * @typedef {{ left: number, top: number, right: number, bottom: number, width: number, height: number }} Box
 */

/** The `traits` event that tells the session the page's size class.
 * @param {boolean} regular
 * @returns {WireEvent} */
export function traitsEvent(regular) {
  return { kind: "traits", target: "vk-window", value: regular ? "regular" : "compact" };
}

/** The `escape` event: the screen presented on top should go away.
 * @returns {WireEvent} */
export function escapeEvent() {
  return { kind: "escape", target: "vk-window" };
}

/** Whether a tap landed on the clear layer around a popover (which closes it, as outside a
 * UIKit popover) rather than on the popover.
 * @param {EventTarget | null} target */
export function isPopoverBackdrop(target) {
  return target instanceof Element && target.matches(".vk-modal.vk-popover");
}

/** Whether something is presented over the screen (so Escape has something to dismiss).
 * @param {ParentNode} document */
export function presentsModal(document) {
  return Boolean(document.querySelector(".vk-modal"));
}

/** Where a popover's card goes, from the rectangles (`left`, `top`, `right`, `bottom`, `width`,
 * `height`) of its anchor, the window and the card: below the anchor, centred on it (above it
 * when there is no room below and there is above), 8 px inside the window. Returns the card's
 * `left` and `top` relative to the window, rounded.
 * @param {Box} anchor
 * @param {Box} frame
 * @param {Box} card */
export function placePopover(anchor, frame, card) {
  const a = anchor, w = frame, c = card;
  const left = Math.min(Math.max(a.left + a.width / 2 - c.width / 2, w.left + 8), w.right - c.width - 8) - w.left;
  const below = a.bottom + 8, above = a.top - 8 - c.height;
  const top = (below + c.height <= w.bottom - 8 || above < w.top + 8 ? below : above) - w.top;
  return { left: Math.round(left), top: Math.round(Math.max(8, top)) };
}

/** Places every anchored popover on the page (only in a regular width: in a compact one they
 * are sheets).
 * @param {Document} document
 * @param {{ matches: boolean }} regularWidth the REGULAR_WIDTH media query */
export function placePopovers(document, regularWidth) {
  if (!regularWidth.matches) return;
  const frame = document.documentElement.querySelector(".vk-window");
  /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".vk-modal.vk-popover[data-vk-anchor]")).forEach((layer) => {
    const anchor = document.getElementById(/** @type {string} the selector requires it */ (layer.dataset.vkAnchor));
    const card = /** @type {HTMLElement | null} */ (layer.firstElementChild);
    if (!anchor || !card || !frame) return;
    const { left, top } = placePopover(anchor.getBoundingClientRect(), frame.getBoundingClientRect(), card.getBoundingClientRect());
    card.style.insetInlineEnd = "auto";
    card.style.left = left + "px";
    card.style.top = top + "px";
  });
}
