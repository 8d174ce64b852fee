/// ViewKit: UIKit-style view controllers rendered live into a browser (being built).
public enum ViewKit {}
