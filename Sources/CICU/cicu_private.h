// cicu_private.h — what the shim's files share (not seen by Swift: outside include/).
#ifndef CICU_PRIVATE_H
#define CICU_PRIVATE_H

#include "cicu.h"

#include <string.h>

#include <unicode/utypes.h>

struct cicu_collator;   // really a UCollator
struct cicu_translit;   // really a UTransliterator

/// Internal across the shim's files, never exported from the binary.
#define CICU_HIDDEN __attribute__((visibility("hidden")))

static inline int32_t copy_cstring(const char *s, char *out, int32_t cap) {
    int32_t n = (int32_t)strlen(s);
    if (out != NULL && cap > n) memcpy(out, s, (size_t)n + 1);
    return n;
}

// Maps an ICU result to the shim convention: needed length, or -1 on a real error.
static inline int32_t result_length(int32_t needed, UErrorCode status) {
    if (status == U_BUFFER_OVERFLOW_ERROR || U_SUCCESS(status)) return needed < 0 ? 0 : needed;
    return -1;
}

#endif
