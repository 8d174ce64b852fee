// The reference ColorKit's HSB → hex path is measured against: the same formulas, step for
// step (hue wrapped with fmod as ColorMath.normalizeHue does, CSS's k-formula per channel,
// round half up to 8 bits, a table of hex digits), in plain C as a C programmer would write it.
#include "ColrBenchmarksC.h"

#include <math.h>

static double normalize_hue(double degrees) {
    if (!isfinite(degrees)) return 0;
    double wrapped = fmod(degrees, 360);
    double positive = wrapped < 0 ? wrapped + 360 : wrapped;
    return positive >= 360 ? 0 : positive;
}

static double channel(double n, double h, double value, double s) {
    double k = fmod(n + h, 6);
    double m = 4 - k < k ? 4 - k : k;
    m = 1 < m ? 1 : m;
    m = m < 0 ? 0 : m;
    return value - value * s * m;
}

static unsigned char byte(double value) {
    if (!isfinite(value)) return 0;
    double clamped = value < 0 ? 0 : (value > 1 ? 1 : value);
    return (unsigned char)(long)(clamped * 255 + 0.5);
}

static const char digits[] = "0123456789ABCDEF";

void colr_hsb_to_hex(const double *hsb, size_t count, char *out) {
    for (size_t i = 0; i < count; i++, hsb += 3, out += 8) {
        double value = hsb[2] / 100;
        double s = hsb[1] / 100;
        double h = normalize_hue(hsb[0]) / 60;
        unsigned char rgb[3] = {
            byte(channel(5, h, value, s)), byte(channel(3, h, value, s)), byte(channel(1, h, value, s))};
        out[0] = '#';
        for (int c = 0; c < 3; c++) {
            out[1 + 2 * c] = digits[rgb[c] >> 4];
            out[2 + 2 * c] = digits[rgb[c] & 15];
        }
        out[7] = 0;
    }
}
