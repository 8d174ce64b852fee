// @ts-check
// What crosses between the page and the person's machine: text put on the clipboard (`copy`
// patches), files handed to the browser to save (`download` patches), and files or images the
// person picks, drops or pastes (a FilePicker's `change` and `part` events, an ImagePicker's
// `change`). A message has 16 KB: a larger file goes in parts, paced, and a picked image is
// drawn small here and only its pixels go up.

/** @typedef {import("./socket.js").Send} Send */
/**
 * A `download` patch: the file's name, media type and contents in base64.
 * @typedef {{ op: "download", name: string, type: string, base64: string }} DownloadPatch
 */
/**
 * Where a FilePicker's files go (its view's id), the largest it takes, and the largest that
 * travels in one `change` event; larger ones go in parts.
 * @typedef {{ target: string, max: number, whole: number }} PickerLimits
 */

/** Puts text on the clipboard, if the page may; a refusal is silent (the patch has no answer).
 * @param {string} text
 * @param {Pick<Clipboard, "writeText"> | null | undefined} [clipboard] absent where the page may not use it */
export function copyText(text, clipboard = navigator.clipboard) {
  if (clipboard) clipboard.writeText(text).catch(() => {});
}

/** Bytes from base64 text.
 * @param {string} base64 */
export function decodeBase64(base64) {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Hands a `download` patch's file (`name`, `type`, `base64`) to the browser to save, through a
 * link clicked once; its blob URL is revoked a minute later. Returns the link.
 * @param {DownloadPatch} patch
 * @param {{ document?: Document, URL?: Pick<typeof URL, "createObjectURL" | "revokeObjectURL">,
 *   setTimeout?: import("./socket.js").SetTimeout }} browser replaced in tests */
export function downloadFile(patch, { document = globalThis.document, URL = globalThis.URL, setTimeout = globalThis.setTimeout.bind(globalThis) } = {}) {
  const bytes = decodeBase64(patch.base64);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([bytes], { type: patch.type }));
  link.download = patch.name;
  document.body.append(link); link.click(); link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60000);
  return link;
}

/** The size an image of `width` × `height` is drawn at so its longer side is at most `side`.
 * @param {number} width
 * @param {number} height
 * @param {number} side */
export function scaledSize(width, height, side) {
  const scale = Math.min(1, side / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** An ImagePicker's value: the file's name, the size, and the RGBA pixels in base64.
 * @param {string} name
 * @param {number} width
 * @param {number} height
 * @param {Uint8Array | Uint8ClampedArray} bytes */
export function pixelsValue(name, width, height, bytes) {
  return name + "\n" + width + "x" + height + "\n" + base64Of(bytes);
}

// An ImagePicker's file is decoded here and drawn small; only those pixels go up.
/** @param {File} file
 * @param {string} target
 * @param {number} side
 * @param {Send} send */
export function sendImage(file, target, side, send) {
  const url = URL.createObjectURL(file), image = new Image();
  image.onload = () => {
    URL.revokeObjectURL(url);
    const { width, height } = scaledSize(image.naturalWidth, image.naturalHeight, side);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    // A new canvas has no other kind of context, so a 2D one is always there.
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
    context.imageSmoothingQuality = "high";
    context.drawImage(image, 0, 0, width, height);
    const bytes = context.getImageData(0, 0, width, height).data;
    send({ kind: "change", target, value: pixelsValue(file.name, width, height, bytes) });
  };
  image.onerror = () => { URL.revokeObjectURL(url); send({ kind: "change", target, value: "!unreadable" }); };
  image.src = url;
}

/** The most of a file one `part` event carries: its base64 fits an event's value. */
export const PART_BYTES = 8192;
/** Milliseconds between a large file's parts: 50 a second, well under a socket's event limit. */
export const PART_INTERVAL = 20;

/** Base64 of bytes, built in chunks so a large file never overflows the call stack.
 * @param {Uint8Array | Uint8ClampedArray} bytes */
export function base64Of(bytes) {
  let binary = "";
  // apply takes any array-like as the arguments, a typed array too.
  for (let i = 0; i < bytes.length; i += 4096) binary += String.fromCharCode.apply(null, /** @type {number[]} */ (/** @type {unknown} */ (bytes.subarray(i, i + 4096))));
  return btoa(binary);
}

/** The events that carry a file to a FilePicker: one `change` (`name`, newline, base64) when it
 * fits `whole` bytes, else `part` events in order, each `offset total`, newline, `name`, newline,
 * base64 of at most PART_BYTES, which the picker puts back together.
 * @param {string} target
 * @param {string} name
 * @param {Uint8Array} bytes
 * @param {number} whole
 * @returns {import("./socket.js").WireEvent[]} */
export function fileEvents(target, name, bytes, whole) {
  if (bytes.length <= whole) return [{ kind: "change", target, value: name + "\n" + base64Of(bytes) }];
  const events = [];
  for (let offset = 0; offset < bytes.length; offset += PART_BYTES) {
    const part = bytes.subarray(offset, offset + PART_BYTES);
    events.push({ kind: "part", target, value: offset + " " + bytes.length + "\n" + name + "\n" + base64Of(part) });
  }
  return events;
}

/** Sends a picker's files one after another (a file over its limit as `!<size>` only), each
 * file's parts PART_INTERVAL ms apart, so a drop of several large files never floods the socket.
 * @param {File[]} files
 * @param {PickerLimits} limits
 * @param {Send} send
 * @param {(ms: number) => Promise<unknown>} [wait] */
export function sendFiles(files, { target, max, whole }, send, wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms))) {
  return files.reduce((/** @type {Promise<void>} */ previous, file) => previous.then(async () => {
    if (file.size > max) { send({ kind: "change", target, value: "!" + file.size }); return; }
    const events = fileEvents(target, file.name, new Uint8Array(await file.arrayBuffer()), whole);
    for (const [index, event] of events.entries()) {
      if (index > 0) await wait(PART_INTERVAL);
      send(event);
    }
  }), Promise.resolve());
}

/** The limits a FilePicker's input states: where its files go, the largest it takes, and the
 * largest that travels in one message.
 * @param {HTMLInputElement} input
 * @returns {PickerLimits} */
export function pickerLimits(input) {
  const max = Number(input.dataset.vkMax) || 0;
  return { target: /** @type {string} FilePicker.swift always names it */ (input.dataset.vkTarget), max, whole: Number(input.dataset.vkWhole) || max };
}

/** A file input's change (a FilePicker or an ImagePicker): sends each picked file as the
 * picker's value (see sendFiles); an image is drawn small and only its pixels go.
 * @param {HTMLInputElement} input
 * @param {Send} send */
export function sendPickedFile(input, send) {
  const files = [.../** @type {FileList} a file input has a list */ (input.files)];
  input.value = "";
  if (input.dataset.vkImage) { sendImage(files[0], /** @type {string} ImagePicker.swift always names it */ (input.dataset.vkTarget), Number(input.dataset.vkImage) || 48, send); return Promise.resolve(); }
  return sendFiles(files, pickerLimits(input), send);
}

/** Text pasted on a FilePicker that takes pastes: sent as a file named `pasted`.
 * @param {HTMLInputElement} input
 * @param {string} text
 * @param {Send} send */
export function sendPastedText(input, text, send) {
  const bytes = new TextEncoder().encode(text);
  return sendFiles([new File([bytes], "pasted")], pickerLimits(input), send);
}
