// transliteration.c — rule-based transliterators (finder's own rules). See include/cicu.h.
#include "cicu_private.h"

#include <unicode/utrans.h>

// MARK: Transliteration

cicu_translit *cicu_translit_open(const uint16_t *rules, int32_t len) {
    UErrorCode status = U_ZERO_ERROR;
    UParseError pe;
    static const UChar id[] = { 'x', '-', 'f', 'i', 'n', 'd', 'e', 'r', 0 };
    UTransliterator *t = utrans_openU(id, -1, UTRANS_FORWARD, (const UChar *)rules, len, &pe,
                                      &status);
    if (U_FAILURE(status)) {
        if (t) utrans_close(t);
        return NULL;
    }
    return (cicu_translit *)t;
}

void cicu_translit_close(cicu_translit *t) {
    if (t) utrans_close((UTransliterator *)t);
}

int32_t cicu_translit_apply(const cicu_translit *t, const uint16_t *text, int32_t len,
                            uint16_t *out, int32_t cap) {
    if (len < 0) return -1;
    // utrans_transUChars works in place, so the text must first fit into `out`.
    if (cap < len || out == NULL) return (len < 16 ? 16 : len) * 2;
    memcpy(out, text, (size_t)len * sizeof(uint16_t));
    UErrorCode status = U_ZERO_ERROR;
    int32_t text_len = len, limit = len;
    utrans_transUChars((const UTransliterator *)t, (UChar *)out, &text_len, cap, 0, &limit,
                       &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) return text_len > cap ? text_len : cap * 2;
    if (U_FAILURE(status)) return -1;
    return text_len;
}
