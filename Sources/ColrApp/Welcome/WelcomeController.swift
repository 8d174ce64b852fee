import ColrModels
import ViewKit

/// The IB-free chapter's welcome: the logo, a short message, a pill button and an "X", over
/// the blurred app.
final class WelcomeController: ViewController {
    override init() {
        super.init()
        title = "Welcome"
        modalPresentationStyle = .overFullScreen
    }

    override var routeComponent: String? { AppRoute.welcome.segment }

    override func viewDidLoad() {
        view.layout = .stack(
            .vertical, spacing: 18, alignment: .center,
            padding: EdgeInsets(top: 16, leading: 24, bottom: 28, trailing: 24))
        view.backgroundColor = AppColor.surface.color
        view.cornerRadius = 18
        let close = Button(title: "X") { [weak self] in
            guard let self else { return }
            dismiss(animated: true)
        }
        close.accessibilityLabel = "Close"
        close.setTitleColor(AppColor.muted.color, for: .normal)
        let bar = View()
        bar.layout = .stack(.horizontal, alignment: .center)
        bar.layout.width = 320
        let spacer = View()
        spacer.layout.grows = true
        bar.addSubview(spacer)
        bar.addSubview(close)
        let logo = ImageView(image: Image(url: Self.logo))
        logo.accessibilityLabel = "Colr logo"
        logo.layout.width = 96
        logo.layout.height = 96
        let headline = Label("Welcome to Colr")
        headline.font = AppFont.title.font
        headline.textColor = AppColor.ink.color
        let message = Label(
            "Explore colors, pick them on the chart, tag them with words that fit, and keep palettes. "
                + "Everything you tag is shared with everyone, live.")
        message.font = AppFont.body.font
        message.textColor = AppColor.muted.color
        message.textAlignment = .center
        message.layout.width = 300
        let start = Button(title: "Get Started") { [weak self] in
            guard let self else { return }
            dismiss(animated: true)
        }
        start.style = .pill
        start.setTitleColor(.white, for: .normal)
        start.setTitleColor(AppColor.color(hex: "#FFD6E0"), for: .highlighted)
        start.backgroundColor = AppColor.pill.color
        for view in [bar, logo, headline, message, start] as [View] { self.view.addSubview(view) }
    }

    /// Four overlapping circles, the Colr mark, as an inline SVG.
    static let logo =
        "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'%3E"
        + "%3Ccircle cx='36' cy='36' r='26' fill='%23FF2D55' fill-opacity='.85'/%3E"
        + "%3Ccircle cx='60' cy='36' r='26' fill='%23FFCC00' fill-opacity='.85'/%3E"
        + "%3Ccircle cx='36' cy='60' r='26' fill='%23007AFF' fill-opacity='.85'/%3E"
        + "%3Ccircle cx='60' cy='60' r='26' fill='%2334C759' fill-opacity='.85'/%3E%3C/svg%3E"
}
