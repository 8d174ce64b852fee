// Debian's zlib (zlib1g-dev), which Vapor already links through NIO's HTTP compression.
// zlib's init functions are macros that pass the library's version and stream size; Swift
// cannot call macros, so these wrappers do.
#ifndef COLR_CZLIB_SHIM_H
#define COLR_CZLIB_SHIM_H
#include <zlib.h>

static inline int czlib_deflate_init(z_stream *stream, int level, int windowBits, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, strategy);
}

static inline int czlib_inflate_init(z_stream *stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}
#endif
