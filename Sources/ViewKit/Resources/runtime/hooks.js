// Page hooks: an app's page-side behaviour attached to a view (`data-vk-hook="name"`), with a
// lifecycle. A hook is an ES module served by the app (ViewKitConfiguration.hooks); its default
// export may have `mounted(ctx)`, `updated(ctx)` and `destroyed(ctx)`. `ctx.el` is the element,
// `ctx.push(value)` sends a `hook` event to the view on the server. The module is loaded the
// first time its name appears; a page without hooks loads nothing.

export class Hooks {
  /** `load(name)` resolves to a hook module's default export; `send(event)` sends an event. */
  constructor({ document = globalThis.document, load, send }) {
    this.document = document;
    this.load = load;
    this.send = send;
    this.modules = new Map(); // name → Promise of the hook
    this.live = new Map(); // element → { name, ctx }
  }

  /** After patches: mounts hooks on new elements, updates those `touched` (ids a patch changed),
   * destroys those gone. Returns a promise that settles when every call has run. */
  sync(touched = new Set()) {
    const found = new Set(this.document.querySelectorAll("[data-vk-hook]"));
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
      const name = element.dataset.vkHook;
      const ctx = { el: element, push: (value) => this.send({ kind: "hook", target: element.id, value: String(value) }) };
      this.live.set(element, { name, ctx });
      calls.push(this.call(name, "mounted", ctx));
    }
    return Promise.all(calls);
  }

  /** Runs one lifecycle function; a hook that fails to load or throws is reported, not fatal. */
  async call(name, phase, ctx) {
    try {
      if (!this.modules.has(name)) this.modules.set(name, Promise.resolve(this.load(name)));
      const hook = await this.modules.get(name);
      if (hook && typeof hook[phase] === "function") await hook[phase](ctx);
    } catch (error) {
      console.error(`ViewKit hook ${name} (${phase}) failed`, error);
    }
  }
}

/** Where the page's hooks are served (`<meta name="vk-hooks">`). */
export function hooksBase(document) {
  const meta = document.querySelector('meta[name="vk-hooks"]');
  return (meta && meta.content) || "/viewkit/hooks/";
}
