// @ts-check
// Page hooks: an app's page-side behaviour attached to a view (`data-vk-hook="name"`), with a
// lifecycle. A hook is an ES module served by the app (ViewKitConfiguration.hooks); its default
// export may have `mounted(ctx)`, `updated(ctx)` and `destroyed(ctx)`. `ctx.el` is the element,
// `ctx.push(value)` sends a `hook` event to the view on the server. The module is loaded the
// first time its name appears; a page without hooks loads nothing.

/**
 * What a hook's lifecycle functions are handed: its element, and `push` to send the view a value.
 * @typedef {{ el: HTMLElement, push: (value: unknown) => void }} HookContext
 */
/** @typedef {"mounted" | "updated" | "destroyed"} HookPhase */
/**
 * A hook module's default export (an app's code: any of the three may be missing).
 * @typedef {{ [phase in HookPhase]?: (ctx: HookContext) => unknown }} Hook
 */
/**
 * @typedef {object} HooksOptions
 * @property {Document} [document]
 * @property {(name: string) => Hook | undefined | Promise<Hook | undefined>} load
 * @property {(event: import("./socket.js").WireEvent) => void} send
 */

export class Hooks {
  /** `load(name)` resolves to a hook module's default export; `send(event)` sends an event.
   * @param {HooksOptions} options */
  constructor({ document = globalThis.document, load, send }) {
    this.document = document;
    this.load = load;
    this.send = send;
    /** @type {Map<string, Promise<Hook | undefined>>} name → the hook, once loaded */
    this.modules = new Map();
    /** @type {Map<HTMLElement, { name: string, ctx: HookContext }>} */
    this.live = new Map();
  }

  /** After patches: mounts hooks on new elements, updates those `touched` (ids a patch changed),
   * destroys those gone. Returns a promise that settles when every call has run.
   * @param {Set<string>} [touched] */
  sync(touched = new Set()) {
    const found = new Set(/** @type {NodeListOf<HTMLElement>} */ (this.document.querySelectorAll("[data-vk-hook]")));
    const calls = [];
    for (const [element, entry] of this.live) {
      if (!found.has(element) || !element.isConnected || element.dataset.vkHook !== entry.name) {
        this.live.delete(element);
        calls.push(this.call(entry.name, "destroyed", entry.ctx));
      }
    }
    for (const element of found) {
      const entry = this.live.get(element);
      if (entry) {
        if (touched.has(element.id)) calls.push(this.call(entry.name, "updated", entry.ctx));
        continue;
      }
      const name = /** @type {string} the selector requires it */ (element.dataset.vkHook);
      /** @type {HookContext} */
      const ctx = { el: element, push: (value) => this.send({ kind: "hook", target: element.id, value: String(value) }) };
      this.live.set(element, { name, ctx });
      calls.push(this.call(name, "mounted", ctx));
    }
    return Promise.all(calls);
  }

  /** Runs one lifecycle function; a hook that fails to load or throws is reported, not fatal.
   * @param {string} name
   * @param {HookPhase} phase
   * @param {HookContext} ctx */
  async call(name, phase, ctx) {
    try {
      if (!this.modules.has(name)) this.modules.set(name, Promise.resolve(this.load(name)));
      const hook = await this.modules.get(name);
      // Called on the hook (the parentheses keep `this`), once typeof has said it is a function.
      if (hook && typeof hook[phase] === "function") await /** @type {(ctx: HookContext) => unknown} */ (hook[phase])(ctx);
    } catch (error) {
      console.error(`ViewKit hook ${name} (${phase}) failed`, error);
    }
  }
}

/** Where the page's hooks are served (`<meta name="vk-hooks">`).
 * @param {ParentNode} document */
export function hooksBase(document) {
  const meta = /** @type {HTMLMetaElement | null} */ (document.querySelector('meta[name="vk-hooks"]'));
  return (meta && meta.content) || "/viewkit/hooks/";
}
