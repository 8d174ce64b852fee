import ColorKit
import ColrModels
import ViewKit

extension PaletteEditorController {
    /// The Theme screen the palette suggests (its first color the brand, its saved settings if
    /// it is a theme); nil while it has no colors. A reader of a shared palette sees it too; their
    /// Save makes a palette of their own, as a color's theme does.
    func themeController() -> ThemeController? {
        guard let source = Theme.Source(palette: palette.colors.map(\.color)) else { return nil }
        return ThemeController(
            source: source, name: palette.displayName, services: services,
            editor: isEditable ? self : nil, settings: palette.theme)
    }

    /// The palette checked as a chart's series against its own theme's modes, and repaired; nil
    /// for a palette with no colors.
    func chartsController() -> ChartsController? {
        guard let theme = SchemeTheme.theme(of: palette.colors, saved: palette.theme) else { return nil }
        return ChartsController(
            theme: theme, name: palette.displayName, origin: .palette(palette.colors.map(\.color)))
    }

    /// Saves `settings` into the palette, which becomes (or stays) a theme; `completion` says
    /// whether it was stored.
    func saveTheme(_ settings: SchemeTheme, completion: @escaping (Bool) -> Void) {
        guard isEditable else { return completion(false) }
        let store = services.store
        let (writer, credential, id, base) = (
            window?.client ?? "app", credential, palette.id, palette.revision
        )
        perform {
            try await store.editing.editScheme(
                id: id, operations: [.setTheme(settings)], base: base, credential: credential, client: writer)
        } completion: { [weak self] result in
            guard let self, case .success(let outcome?) = result else { return completion(false) }
            onEdit?(outcome.scheme, true)
            show(outcome.scheme)
            completion(true)
        }
    }
}
