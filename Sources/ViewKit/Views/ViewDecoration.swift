/// The properties of a ``View`` that most views never set: its colors, corners, ring,
/// opacity, theme override, announcements and page hook.
///
/// They live in one object a view allocates the first time one of them is set, so the many
/// views that set none (stacks, labels, controls) carry one reference instead of about 150
/// bytes of defaults; every live session holds dozens of views.
final class ViewDecoration {
    var backgroundColor: Color?
    var alpha = 1.0
    var cornerRadius = 0.0
    var borderWidth = 0.0
    var borderColor: Color?
    var colorThemeOverride: ColorTheme.Override?
    var announcesChanges: Announcement?
    var hook: String?
    var onHook: ((String) -> Void)?
}
