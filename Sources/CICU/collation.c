// collation.c — collators: search and display, sort keys, comparison, containment, ICU's
// version, what Russian reordering may move. See include/cicu.h.
#include "cicu_private.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/udata.h>
#include <unicode/uscript.h>
#include <unicode/usearch.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/uversion.h>

int32_t cicu_version(char *out, int32_t cap) {
    UVersionInfo v;
    char s[U_MAX_VERSION_STRING_LENGTH + 1];
    u_getVersion(v);
    u_versionToString(v, s);
    return copy_cstring(s, out, cap);
}

// MARK: Collation

cicu_collator *cicu_collator_open(const char *locale, int32_t mode) {
    UErrorCode status = U_ZERO_ERROR;
    UCollator *c = ucol_open(locale, &status);
    if (U_FAILURE(status) || c == NULL) return NULL;
    if (mode == CICU_COLLATOR_SEARCH) {
        ucol_setStrength(c, UCOL_PRIMARY);
        ucol_setAttribute(c, UCOL_ALTERNATE_HANDLING, UCOL_SHIFTED, &status);
    } else {
        ucol_setStrength(c, UCOL_TERTIARY);
    }
    if (U_FAILURE(status)) { ucol_close(c); return NULL; }
    return (cicu_collator *)c;
}

cicu_collator *cicu_collator_clone(const cicu_collator *c) {
    UErrorCode status = U_ZERO_ERROR;
#if U_ICU_VERSION_MAJOR_NUM >= 71
    UCollator *copy = ucol_clone((const UCollator *)c, &status);
#else
    UCollator *copy = ucol_safeClone((const UCollator *)c, NULL, NULL, &status);
#endif
    if (U_FAILURE(status)) { if (copy) ucol_close(copy); return NULL; }
    return (cicu_collator *)copy;
}

void cicu_collator_close(cicu_collator *c) {
    if (c) ucol_close((UCollator *)c);
}

int32_t cicu_collator_version(const cicu_collator *c, char *out, int32_t cap) {
    UVersionInfo v;
    char s[64];
    ucol_getVersion((const UCollator *)c, v);
    snprintf(s, sizeof s, "%u.%u.%u.%u", v[0], v[1], v[2], v[3]);
    return copy_cstring(s, out, cap);
}

// CollationDataReader::isAcceptable's test of the root data (ICU 72 collationdatareader.cpp),
// and what it does with it: the data's version becomes the root tailoring's version.
static UBool root_data_acceptable(void *context, const char *type, const char *name, const UDataInfo *info) {
    (void)type; (void)name;
    if (info->size >= 20 && info->isBigEndian == U_IS_BIG_ENDIAN && info->charsetFamily == U_CHARSET_FAMILY &&
        info->dataFormat[0] == 0x55 && info->dataFormat[1] == 0x43 && info->dataFormat[2] == 0x6f &&
        info->dataFormat[3] == 0x6c && info->formatVersion[0] == 5) {
        memcpy(context, info->dataVersion, sizeof(UVersionInfo));
        return 1;
    }
    return 0;
}

int32_t cicu_root_collator_version(char *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    UVersionInfo v = { 0 };
    // The same item, path and acceptor as CollationRoot::load (ICU 72 collationroot.cpp).
    UDataMemory *m = udata_openChoice(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "coll", "icu", "ucadata",
                                      root_data_acceptable, v, &status);
    if (U_FAILURE(status) || m == NULL) { if (m) udata_close(m); return -1; }
    udata_close(m);
    // RuleBasedCollator::getVersion (ICU 72 rulebasedcollator.cpp).
    v[0] = (uint8_t)(v[0] + (UCOL_RUNTIME_VERSION << 4) + (UCOL_RUNTIME_VERSION >> 4));
    char s[64];
    snprintf(s, sizeof s, "%u.%u.%u.%u", v[0], v[1], v[2], v[3]);
    return copy_cstring(s, out, cap);
}

// The primary sort keys (root, primary strength) of the first and last Cyrillic letter.
static uint8_t cyrillic_min[32], cyrillic_max[32];
static int32_t cyrillic_min_len = 0, cyrillic_max_len = 0;
static UCollator *primary_root = NULL;

static int key_less(const uint8_t *a, int32_t la, const uint8_t *b, int32_t lb) {  // a < b
    int32_t m = la < lb ? la : lb;
    int c = memcmp(a, b, (size_t)m);
    return c < 0 || (c == 0 && la < lb);
}

static void load_cyrillic_group(void) {
    UErrorCode s = U_ZERO_ERROR;
    primary_root = ucol_open("", &s);
    if (U_FAILURE(s)) { primary_root = NULL; return; }
    ucol_setStrength(primary_root, UCOL_PRIMARY);
    static const int32_t ranges[][2] = { {0x0400, 0x052F}, {0x1C80, 0x1C8F}, {0x2DE0, 0x2DFF}, {0xA640, 0xA69F}, {0x1E030, 0x1E08F} };
    for (size_t r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
        for (UChar32 cp = ranges[r][0]; cp <= ranges[r][1]; cp++) {
            UErrorCode e = U_ZERO_ERROR;
            if (uscript_getScript(cp, &e) != USCRIPT_CYRILLIC || U_FAILURE(e) || !u_isalpha(cp)) continue;
            UChar u[2];
            int32_t n = 0;
            U16_APPEND_UNSAFE(u, n, cp);
            uint8_t key[32];
            int32_t len = ucol_getSortKey(primary_root, u, n, key, (int32_t)sizeof key);
            if (len <= 1 || len > (int32_t)sizeof key) continue;   // ignorable, or too long to keep
            if (cyrillic_min_len == 0 || key_less(key, len, cyrillic_min, cyrillic_min_len)) {
                memcpy(cyrillic_min, key, (size_t)len); cyrillic_min_len = len;
            }
            if (cyrillic_max_len == 0 || key_less(cyrillic_max, cyrillic_max_len, key, len)) {
                memcpy(cyrillic_max, key, (size_t)len); cyrillic_max_len = len;
            }
        }
    }
}

static pthread_once_t cyrillic_once = PTHREAD_ONCE_INIT;

int32_t cicu_cyrillic_reorder_may_move(int32_t cp) {
    pthread_once(&cyrillic_once, load_cyrillic_group);
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode sc = uscript_getScript(cp, &status);
    if (U_FAILURE(status) || sc == USCRIPT_CYRILLIC) return 1;
    if (primary_root == NULL || cyrillic_min_len == 0) return 1;
    // Reordering moves the primary weights of Cyrillic's block and nothing else relative to
    // one another: a character whose primary weights lie wholly before or after that block
    // (every other script, punctuation, symbols, digits; marks have none) sorts as in root.
    UChar u[2];
    int32_t n = 0;
    U16_APPEND_UNSAFE(u, n, cp);
    uint8_t key[64];
    int32_t len = ucol_getSortKey(primary_root, u, n, key, (int32_t)sizeof key);
    if (len <= 0 || len > (int32_t)sizeof key) return 1;
    if (len == 1) return 0;                                          // no primary weight
    // Reordering moves whole lead bytes: a first primary byte outside the Cyrillic letters'
    // lead bytes is outside the block (an expansion starting there stays there).
    return key[0] < cyrillic_min[0] || key[0] > cyrillic_max[0] ? 0 : 1;
}

int32_t cicu_collator_rules(const cicu_collator *c, uint16_t *out, int32_t cap) {
    int32_t n = 0;
    const UChar *rules = ucol_getRules((const UCollator *)c, &n);
    if (out != NULL && n <= cap && n > 0) memcpy(out, rules, sizeof(UChar) * (size_t)n);
    return n;
}

int32_t cicu_collator_sort_key_utf8(const cicu_collator *c, const uint8_t *text, int32_t len,
                                    uint8_t *out, int32_t cap) {
    if (len < 0) return -1;
    UChar stack[512];
    UChar *u = stack;
    int32_t ucap = 512, ulen = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strFromUTF8Lenient(u, ucap, &ulen, (const char *)text, len, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) {
        u = (UChar *)malloc(sizeof(UChar) * (size_t)(ulen + 1));
        if (!u) return -1;
        ucap = ulen + 1;
        status = U_ZERO_ERROR;
        u_strFromUTF8Lenient(u, ucap, &ulen, (const char *)text, len, &status);
    }
    int32_t n = U_SUCCESS(status) ? ucol_getSortKey((const UCollator *)c, u, ulen, out, cap) : -1;
    if (u != stack) free(u);
    return n;
}

int32_t cicu_collator_sort_key(const cicu_collator *c, const uint16_t *text, int32_t len,
                               uint8_t *out, int32_t cap) {
    if (len < 0) return -1;
    return ucol_getSortKey((const UCollator *)c, (const UChar *)text, len, out, cap);
}

int32_t cicu_collator_compare(const cicu_collator *c, const uint16_t *a, int32_t alen,
                              const uint16_t *b, int32_t blen) {
    switch (ucol_strcoll((const UCollator *)c, (const UChar *)a, alen, (const UChar *)b, blen)) {
    case UCOL_LESS: return -1;
    case UCOL_GREATER: return 1;
    default: return 0;
    }
}

int32_t cicu_collator_contains(const cicu_collator *c, const uint16_t *text, int32_t tlen,
                               const uint16_t *pattern, int32_t plen) {
    if (tlen < 0 || plen <= 0) return plen == 0 ? 1 : -1;
    if (tlen == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    // usearch needs a mutable collator; it only reads it. Clone to stay honest about const.
    UCollator *copy = ucol_clone((const UCollator *)c, &status);
    if (U_FAILURE(status)) return -1;
    UStringSearch *search = usearch_openFromCollator((const UChar *)pattern, plen, (const UChar *)text, tlen,
                                                     copy, NULL, &status);
    int32_t found = -1;
    if (U_SUCCESS(status)) {
        int32_t at = usearch_first(search, &status);
        found = U_FAILURE(status) ? -1 : (at != USEARCH_DONE ? 1 : 0);
        usearch_close(search);
    }
    ucol_close(copy);
    return found;
}
