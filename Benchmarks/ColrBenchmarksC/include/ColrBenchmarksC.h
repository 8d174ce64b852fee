#ifndef COLR_BENCHMARKS_C_H
#define COLR_BENCHMARKS_C_H

#include <stddef.h>

/// The C reference for ColorKit's HSB → sRGB → hex: converts `count` colors given as
/// (hue in degrees, saturation %, brightness %) triples into "#RRGGBB" strings, 8 bytes each
/// (NUL-terminated) in `out`, with the same arithmetic as `HSB.rgbColor` and `RGB8.hex`.
void colr_hsb_to_hex(const double *hsb, size_t count, char *out);

#endif
