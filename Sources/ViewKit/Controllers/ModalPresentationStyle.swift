/// How a presented controller covers its presenter.
public enum ModalPresentationStyle: String, Sendable {
    /// Covers it; the presenter is removed from view.
    case fullScreen = "full"
    /// Covers it with the presenter still visible, blurred, underneath.
    case overFullScreen = "over"
    /// Full screen in compact width; a centered card about 540 px wide in regular, like
    /// UIKit's form sheet, for short forms.
    case formSheet = "formsheet"
    /// Full screen in compact width; a tall card about 720 px wide in regular, like UIKit's
    /// page sheet.
    case pageSheet = "pagesheet"
    /// A small card beside ``ViewController/popoverSourceView`` in regular width, dismissed by a
    /// tap outside it or Escape; a sheet in compact width, like UIKit's popover adapting.
    case popover
}
