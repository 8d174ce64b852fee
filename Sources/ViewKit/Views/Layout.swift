/// How a view sizes itself and arranges its subviews, written with CSS logical properties so
/// leading and trailing follow the page's writing direction (right-to-left pages mirror).
public struct Layout: Equatable, Sendable {
    /// The direction a stack arranges its subviews in.
    public enum Axis: Equatable, Sendable {
        /// Top to bottom.
        case vertical
        /// Leading to trailing.
        case horizontal
    }

    /// How subviews sit across the stack's axis.
    public enum Alignment: String, Equatable, Sendable {
        /// At the leading (or top) edge.
        case leading = "flex-start"
        /// Centered.
        case center
        /// At the trailing (or bottom) edge.
        case trailing = "flex-end"
        /// Stretched to fill.
        case fill = "stretch"
    }

    // Declared widest first: every view holds a layout, and Swift lays stored properties out
    // in this order, so the one-byte fields at the end share a word rather than each padding
    // to eight bytes.
    /// Space between subviews, in points.
    public var spacing = 0.0
    /// Space inside the edges: top, leading, bottom, trailing.
    public var padding = EdgeInsets()
    /// A fixed width, in points.
    public var width: Double?
    /// A fixed height, in points.
    public var height: Double?
    /// Keep this width-to-height ratio.
    public var aspectRatio: Double?
    /// The widest this view gets, centered in a wider parent: UIKit's readable width, so lines
    /// and rows stay within reach of the eye on a desktop window.
    public var maximumWidth: Double?
    /// Arrange subviews along this axis, or flow them as blocks when nil.
    public var axis: Axis?
    /// Alignment across the axis.
    public var alignment = Alignment.fill
    /// Take the space left over along the parent stack's axis.
    public var grows = false
    /// Let a horizontal stack's subviews run onto more lines when they do not fit, as a row of
    /// buttons does on a phone.
    public var wraps = false

    /// An unconstrained layout.
    public init() {}

    /// A stack along `axis`.
    public static func stack(
        _ axis: Axis, spacing: Double = 0, alignment: Alignment = .fill, padding: EdgeInsets = EdgeInsets()
    ) -> Layout {
        var layout = Layout()
        layout.axis = axis
        layout.spacing = spacing
        layout.alignment = alignment
        layout.padding = padding
        return layout
    }

    /// The CSS declarations for this layout, in a vertical stack (or at the root).
    public var css: String { css(inside: .vertical) }

    /// The CSS declarations for this layout inside a stack along `parentAxis`.
    ///
    /// A growing view may shrink below its content only along its stack's axis (so a scrolling
    /// table fits a column); across it, its own minimum (a field's 44 px) still holds.
    public func css(inside parentAxis: Axis?) -> String {
        var css = ""
        if let axis {
            css +=
                "display:flex;flex-direction:\(axis == .vertical ? "column" : "row");align-items:\(alignment.rawValue);"
            if spacing > 0 { css += "gap:\(number(spacing))px;" }
            if wraps { css += "flex-wrap:wrap;" }
        }
        if padding != EdgeInsets() {
            css +=
                "padding-block-start:\(number(padding.top))px;padding-inline-start:\(number(padding.leading))px;"
            css +=
                "padding-block-end:\(number(padding.bottom))px;padding-inline-end:\(number(padding.trailing))px;"
        }
        if let width { css += "inline-size:\(number(width))px;flex-shrink:0;" }
        if let height { css += "block-size:\(number(height))px;flex-shrink:0;" }
        if grows {
            css += "flex:1 1 0;" + (parentAxis == .horizontal ? "min-inline-size:0;" : "min-block-size:0;")
        }
        if let aspectRatio { css += "aspect-ratio:\(number(aspectRatio));" }
        if let maximumWidth {
            css +=
                "max-inline-size:\(number(maximumWidth))px;margin-inline:auto;inline-size:100%;box-sizing:border-box;"
        }
        return css
    }

    private func number(_ value: Double) -> String { value.cssNumber }
}

extension Double {
    /// The number as CSS writes a length: `14`, not `14.0`; at most two decimals.
    var cssNumber: String {
        self == rounded() ? String(Int(self)) : String(Double(Int(self * 100)) / 100)
    }
}
