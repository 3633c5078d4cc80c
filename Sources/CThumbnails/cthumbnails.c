// libjpeg-turbo and libchafa behind the plain-C face of cthumbnails.h (see there).

#include "cthumbnails.h"

#include <chafa.h>
#include <stdlib.h>
#include <string.h>
#include <turbojpeg.h>
#include <jconfig.h>

#define CTHUMB_TEXT(x) #x
#define CTHUMB_STRING(x) CTHUMB_TEXT(x)

const char *cthumb_chafa_version(void) {
    return CTHUMB_STRING(CHAFA_MAJOR_VERSION) "." CTHUMB_STRING(CHAFA_MINOR_VERSION) "." CTHUMB_STRING(CHAFA_MICRO_VERSION);
}

const char *cthumb_jpeg_turbo_version(void) { return CTHUMB_STRING(LIBJPEG_TURBO_VERSION); }

int cthumb_jpeg_size(const uint8_t *data, size_t size, int *width, int *height) {
    if (data == NULL || size == 0 || size > (size_t)0x7fffffff) return -1;
    tjhandle handle = tjInitDecompress();
    if (handle == NULL) return -1;
    int subsampling = 0, colorspace = 0;
    int rc = tjDecompressHeader3(handle, data, (unsigned long)size, width, height, &subsampling, &colorspace);
    tjDestroy(handle);
    return rc == 0 && *width > 0 && *height > 0 ? 0 : -1;
}

int cthumb_jpeg_decode(const uint8_t *data, size_t size, int min_width, int min_height, long max_pixels,
                       uint8_t **pixels, int *width, int *height) {
    *pixels = NULL;
    if (data == NULL || size == 0 || size > (size_t)0x7fffffff) return -1;
    tjhandle handle = tjInitDecompress();
    if (handle == NULL) return -1;
    int w = 0, h = 0, subsampling = 0, colorspace = 0;
    if (tjDecompressHeader3(handle, data, (unsigned long)size, &w, &h, &subsampling, &colorspace) != 0
        || w <= 0 || h <= 0 || (long)w * (long)h > max_pixels) {
        tjDestroy(handle);
        return -1;
    }
    // Scaling factors come largest first (2/1 … 1/8): keep the last one that is at most 1
    // and still covers the wanted size.
    int count = 0;
    tjscalingfactor *factors = tjGetScalingFactors(&count);
    int sw = w, sh = h;
    for (int i = 0; factors != NULL && i < count; i++) {
        if (factors[i].num > factors[i].denom) continue;
        int fw = TJSCALED(w, factors[i]), fh = TJSCALED(h, factors[i]);
        if (fw >= min_width && fh >= min_height && (long)fw * fh < (long)sw * sh) { sw = fw; sh = fh; }
    }
    size_t bytes = (size_t)sw * (size_t)sh * 3;
    uint8_t *out = malloc(bytes);
    if (out == NULL) { tjDestroy(handle); return -1; }
    // STOPONWARNING: a file cut short decodes "successfully" with a grey bottom otherwise.
    // LIMITSCANS: a progressive file of thousands of scans (a known way to burn CPU) fails.
    int rc = tjDecompress2(handle, data, (unsigned long)size, out, sw, 0, sh, TJPF_RGB,
                           TJFLAG_FASTDCT | TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS);
    tjDestroy(handle);
    if (rc != 0) { free(out); return -1; }
    *pixels = out;
    *width = sw;
    *height = sh;
    return 0;
}

char *cthumb_render(const uint8_t *rgb, int width, int height, int columns, int rows,
                    int cell_width, int cell_height, cthumb_mode mode, size_t *length) {
    *length = 0;
    if (rgb == NULL || width <= 0 || height <= 0 || columns <= 0 || rows <= 0) return NULL;
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, columns, rows);
    ChafaSymbolMap *symbols = NULL;
    if (mode == CTHUMB_SIXEL) {
        chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS);
        chafa_canvas_config_set_cell_geometry(config, cell_width > 0 ? cell_width : 10, cell_height > 0 ? cell_height : 20);
    } else {
        chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SYMBOLS);
        chafa_canvas_config_set_canvas_mode(config, mode == CTHUMB_BLOCKS_TRUECOLOR ? CHAFA_CANVAS_MODE_TRUECOLOR
                                                                                     : CHAFA_CANVAS_MODE_INDEXED_240);
        symbols = chafa_symbol_map_new();
        chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_BLOCK | CHAFA_SYMBOL_TAG_SPACE);
        chafa_canvas_config_set_symbol_map(config, symbols);
    }
    ChafaCanvas *canvas = chafa_canvas_new(config);
    // libchafa 1.12 (Debian 12's) draws 3-byte pixels sheared, their channels mixed, unless
    // each row starts on a 4-byte boundary, whatever rowstride says (docs/decisions/
    // 0001-chafa-row-alignment.md): rows whose length is not a multiple of 4 are copied into
    // padded rows first.
    size_t packed = (size_t)width * 3, stride = (packed + 3) & ~(size_t)3;
    uint8_t *padded = NULL;
    if (stride != packed) {
        padded = calloc(stride, (size_t)height);
        if (padded == NULL) {
            chafa_canvas_unref(canvas);
            if (symbols != NULL) chafa_symbol_map_unref(symbols);
            chafa_canvas_config_unref(config);
            return NULL;
        }
        for (int y = 0; y < height; y++) memcpy(padded + (size_t)y * stride, rgb + (size_t)y * packed, packed);
    }
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGB8, padded != NULL ? padded : rgb, width, height, (gint)stride);
    free(padded);
    // The fallback term info emits every sequence chafa knows (xterm colours, sixels); the
    // caller has already decided what the terminal understands.
    ChafaTermInfo *info = chafa_term_db_get_fallback_info(chafa_term_db_get_default());
    GString *text = chafa_canvas_print(canvas, info);
    chafa_term_info_unref(info);
    chafa_canvas_unref(canvas);
    if (symbols != NULL) chafa_symbol_map_unref(symbols);
    chafa_canvas_config_unref(config);
    if (text == NULL) return NULL;
    // Copied into malloc's memory, so that one cthumb_free releases every result.
    char *out = malloc(text->len + 1);
    if (out != NULL) {
        memcpy(out, text->str, text->len + 1);
        *length = text->len;
    }
    g_string_free(text, TRUE);
    return out;
}

void cthumb_free(void *pointer) { free(pointer); }
