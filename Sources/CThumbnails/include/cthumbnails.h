#ifndef CTHUMBNAILS_H
#define CTHUMBNAILS_H

// The whole face of libjpeg-turbo and libchafa that finder-net uses, in plain C types, so
// that Swift never imports GLib (thousands of declarations, macros Swift cannot read).

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The size of a JPEG image from its header: 0, or -1 when `data` is not a JPEG.
int cthumb_jpeg_size(const uint8_t *data, size_t size, int *width, int *height);

/// Decodes a JPEG to packed RGB (3 bytes a pixel, rows without padding) at the smallest of
/// libjpeg-turbo's DCT scaling factors (1/8 … 1) whose result still covers
/// `min_width` × `min_height` (or at full size), which is far cheaper than decoding at full
/// size and scaling after. Images whose header claims more than `max_pixels` are refused
/// before anything is allocated. On success returns 0 and sets `*pixels` (free it with
/// cthumb_free), `*width`, `*height`; on a damaged, cut or foreign file returns -1 (a
/// libjpeg warning counts: a cut file must not draw as a half-grey picture).
int cthumb_jpeg_decode(const uint8_t *data, size_t size, int min_width, int min_height, long max_pixels,
                       uint8_t **pixels, int *width, int *height);

/// What cthumb_render draws.
typedef enum {
    /// Unicode block and half-block symbols, 24-bit colour.
    CTHUMB_BLOCKS_TRUECOLOR = 0,
    /// The same in the 256-colour palette (240 colours: the 16 themable ones are left out).
    CTHUMB_BLOCKS_256 = 1,
    /// A DEC sixel image.
    CTHUMB_SIXEL = 2,
} cthumb_mode;

/// Draws packed RGB pixels into `columns` × `rows` cells with libchafa (the image is
/// stretched to the cells: the caller keeps the aspect ratio by choosing them). For
/// sixel, `cell_width` × `cell_height` is one cell's size in pixels. Returns the terminal
/// text, NUL-terminated, with its length in `*length` (free it with cthumb_free); rows of
/// symbols are separated by "\n" and end with an attribute reset. NULL on failure.
char *cthumb_render(const uint8_t *rgb, int width, int height, int columns, int rows,
                    int cell_width, int cell_height, cthumb_mode mode, size_t *length);

void cthumb_free(void *pointer);

/// The versions of libchafa and libjpeg-turbo finder-net was built against ("1.12.4", "2.1.5").
const char *cthumb_chafa_version(void);
const char *cthumb_jpeg_turbo_version(void);

#ifdef __cplusplus
}
#endif

#endif
