// What crosses between the page and the person's machine: text put on the clipboard (`copy`
// patches), files handed to the browser to save (`download` patches), and files or images the
// person picks (a FilePicker's or an ImagePicker's `change` event). Only small things travel:
// a message has 16 KB, so a picked image is drawn small here and only its pixels go up.

/** Puts text on the clipboard, if the page may; a refusal is silent (the patch has no answer). */
export function copyText(text, clipboard = navigator.clipboard) {
  if (clipboard) clipboard.writeText(text).catch(() => {});
}

/** Bytes from base64 text. */
export function decodeBase64(base64) {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Hands a `download` patch's file (`name`, `type`, `base64`) to the browser to save, through a
 * link clicked once; its blob URL is revoked a minute later. Returns the link. */
export function downloadFile(patch, { document = globalThis.document, URL = globalThis.URL, setTimeout = globalThis.setTimeout.bind(globalThis) } = {}) {
  const bytes = decodeBase64(patch.base64);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([bytes], { type: patch.type }));
  link.download = patch.name;
  document.body.append(link); link.click(); link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60000);
  return link;
}

/** The size an image of `width` × `height` is drawn at so its longer side is at most `side`. */
export function scaledSize(width, height, side) {
  const scale = Math.min(1, side / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** An ImagePicker's value: the file's name, the size, and the RGBA pixels in base64. */
export function pixelsValue(name, width, height, bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 4096) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 4096));
  return name + "\n" + width + "x" + height + "\n" + btoa(binary);
}

// An ImagePicker's file is decoded here and drawn small; only those pixels go up.
export function sendImage(file, target, side, send) {
  const url = URL.createObjectURL(file), image = new Image();
  image.onload = () => {
    URL.revokeObjectURL(url);
    const { width, height } = scaledSize(image.naturalWidth, image.naturalHeight, side);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    context.imageSmoothingQuality = "high";
    context.drawImage(image, 0, 0, width, height);
    const bytes = context.getImageData(0, 0, width, height).data;
    send({ kind: "change", target, value: pixelsValue(file.name, width, height, bytes) });
  };
  image.onerror = () => { URL.revokeObjectURL(url); send({ kind: "change", target, value: "!unreadable" }); };
  image.src = url;
}

/** A file input's change (a FilePicker, small files only, or an ImagePicker): reads the picked
 * file and sends it as the picker's value; a file over the limit sends only `!<size>`. */
export function sendPickedFile(input, send) {
  const file = input.files[0], target = input.dataset.vkTarget, max = Number(input.dataset.vkMax) || 0;
  input.value = "";
  if (input.dataset.vkImage) { sendImage(file, target, Number(input.dataset.vkImage) || 48, send); return; }
  if (file.size > max) { send({ kind: "change", target, value: "!" + file.size }); return; }
  const reader = new FileReader();
  reader.onload = () => send({ kind: "change", target, value: file.name + "\n" + String(reader.result).split(",")[1] });
  reader.readAsDataURL(file);
}
