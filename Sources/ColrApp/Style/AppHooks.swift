import ColrModels
import ViewKit

/// The page hooks the app attaches to its views (served through `ViewKitConfiguration.hooks`).
public enum AppHooks {
    /// Picks a color from anywhere on the screen with the browser's EyeDropper API, where the
    /// browser has it (Chromium on desktops); elsewhere its button stays hidden. The color it
    /// picks goes to the view as `#rrggbb`.
    static let eyedropper = """
        // Colr's eyedropper: a hidden button, shown where the browser can pick a color from the
        // screen, that sends the color picked to its view.
        const open = async (ctx) => {
          try {
            const result = await new window.EyeDropper().open();
            if (result && result.sRGBHex) ctx.push(result.sRGBHex);
          } catch (_) {
            // Escape or a click elsewhere cancels the pick: nothing to send.
          }
        };
        const show = (ctx) => {
          if (!("EyeDropper" in window)) return;
          ctx.el.hidden = false;
          ctx.el.removeAttribute("hidden");
        };
        export default {
          mounted(ctx) {
            show(ctx);
            ctx.onClick = (event) => { event.preventDefault(); event.stopPropagation(); open(ctx); };
            ctx.el.addEventListener("click", ctx.onClick, true);
          },
          updated(ctx) { show(ctx); },
          destroyed(ctx) { ctx.el.removeEventListener("click", ctx.onClick, true); },
        };
        """

    /// Every hook by name.
    public static let all: [String: String] = ["eyedropper": eyedropper]
}

extension AppHooks {
    /// A button that picks a color from the screen where the browser can; `picked` gets it.
    static func eyedropperButton(_ picked: @escaping (ColorHex) -> Void) -> Button {
        let button = Button(title: "Pick from Screen")
        button.hook = "eyedropper"
        // Hidden until the hook finds the browser able: a page without the API never shows it.
        button.isHidden = true
        button.onHook = { value in
            if let hex = ColorHex(value.hasPrefix("#") ? String(value.dropFirst()) : value) { picked(hex) }
        }
        return button
    }
}
