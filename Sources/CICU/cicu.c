// cicu.c — the only file that includes ICU headers. See include/cicu.h.
#include "cicu.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/uset.h>
#include <unicode/ucurr.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uldnames.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/uscript.h>
#include <unicode/usearch.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utrans.h>
#include <unicode/uversion.h>

struct cicu_collator;   // really a UCollator
struct cicu_translit;   // really a UTransliterator

static int32_t copy_cstring(const char *s, char *out, int32_t cap) {
    int32_t n = (int32_t)strlen(s);
    if (out != NULL && cap > n) memcpy(out, s, (size_t)n + 1);
    return n;
}

// Maps an ICU result to the shim convention: needed length, or -1 on a real error.
static int32_t result_length(int32_t needed, UErrorCode status) {
    if (status == U_BUFFER_OVERFLOW_ERROR || U_SUCCESS(status)) return needed < 0 ? 0 : needed;
    return -1;
}

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

// Search keys (see cicu.h). Hard boundary characters besides white space: punctuation to
// ICU, so separators. (`|` was one; ICU weighs it as a math symbol, a letter like `+`.)
static int search_hard_boundary(UChar32 cp) {
    if (u_isUWhiteSpace(cp)) return 1;
    switch (cp) {
    case ',': case '/': case ';': case '(': case ')': case '[': case ']': return 1;
    default: return 0;
    }
}

// The class (CICU_CHAR_*) of each ASCII code point, as icu_char_class computes it for the
// root collator (CLDR 42, ICU 72): letters, digits and the symbols $ + < = > ^ ` | ~ are
// letters; white space and the other punctuation separate; the other controls are ignored.
// Written out so that ASCII text never asks ICU; the differential test
// (SearchKeyTableTests.everyCodePointIsClassedAsICUWeighsIt) compares it with ICU's weights.
#define S CICU_CHAR_SEPARATOR
#define L CICU_CHAR_LETTER
#define I CICU_CHAR_IGNORED
static const uint8_t ascii_class[128] = {
    I, I, I, I, I, I, I, I, I, S, S, S, S, S, I, I,  I, I, I, I, I, I, I, I, I, I, I, I, I, I, I, I,
    S, S, S, S, L, S, S, S, S, S, S, L, S, S, S, S,  L, L, L, L, L, L, L, L, L, L, S, S, L, L, L, S,
    S, L, L, L, L, L, L, L, L, L, L, L, L, L, L, L,  L, L, L, L, L, L, L, L, L, L, L, S, S, S, L, S,
    L, L, L, L, L, L, L, L, L, L, L, L, L, L, L, L,  L, L, L, L, L, L, L, L, L, L, L, S, L, S, L, I,
};
#undef S
#undef L
#undef I

typedef struct { uint8_t *out; int32_t cap; int32_t n; } key_sink;

static void key_put(key_sink *k, uint8_t b) {
    if (k->n < k->cap && k->out != NULL) k->out[k->n] = b;
    k->n++;
}

static void key_put_primary(key_sink *k, uint32_t p) {
    int bytes = (p & 0x00FFFFFF) == 0 ? 1 : (p & 0x0000FFFF) == 0 ? 2 : (p & 0x000000FF) == 0 ? 3 : 4;
    if (bytes > 1) key_put(k, (uint8_t)bytes);   // 0x02, 0x03, 0x04: a longer weight follows
    for (int i = 0; i < bytes; i++) key_put(k, (uint8_t)(p >> (24 - 8 * i)));
}

// Appends the non-variable primary weights of text[start, end); returns how many.
static int32_t key_put_word(key_sink *k, UCollationElements *e, uint32_t variable_top,
                            const UChar *text, int32_t start, int32_t end, UErrorCode *status) {
    ucol_setText(e, text + start, end - start, status);
    if (U_FAILURE(*status)) return 0;
    int32_t count = 0;
    uint32_t p = 0;
    for (;;) {
        int32_t ce = ucol_next(e, status);
        if (U_FAILURE(*status)) return 0;
        uint32_t u = (uint32_t)ce;
        int continuation = ce != UCOL_NULLORDER && (u & 0xC0) == 0xC0;
        if (continuation) { if (p != 0) p |= u >> 16; continue; }
        if (p > variable_top) { key_put_primary(k, p); count++; }
        if (ce == UCOL_NULLORDER) break;
        p = u & 0xFFFF0000u;
    }
    return count;
}

// MARK: Search keys from a table, a cache or ICU (see cicu.h)

// A table entry: the code point, its class (CICU_CHAR_*) and where its symbols start.
typedef struct { uint32_t cp; uint32_t offset; uint32_t cls; } kt_entry;
typedef struct { uint32_t starter; uint32_t continuer; } kt_pair;

typedef struct {
    uint64_t hash;
    uint32_t word, word_len;    // in the cache's UTF-16 arena
    uint32_t sym, sym_len;      // in its byte arena
} kc_slot;

struct cicu_keys {
    const UCollator *collator;
    uint32_t variable_top;
    UCollationElements *elements;     // opened on first use
    // The class of each code point met so far (CICU_CHAR_* + 1; 0 = not known yet), one byte
    // per code point (calloc'd on first use: only the pages touched are ever zeroed), and
    // the collator with spaces and punctuation weighed, to tell them from what has no weight.
    uint8_t *classes;
    UCollator *non_ignorable;
    // The table (copied from the caller's bytes).
    kt_entry *entries; int32_t entry_count;
    kt_pair *pairs; int32_t pair_count;
    uint8_t *symbols; uint32_t symbol_bytes;
    // The cache of words (when enabled).
    int cache_enabled;
    kc_slot *slots; uint32_t slot_cap, slot_used;
    UChar *words; uint32_t words_len, words_cap;
    uint8_t *syms; uint32_t syms_len, syms_cap;
    int32_t icu_words;
};

static uint64_t kc_hash(const UChar *w, int32_t n) {
    uint64_t h = 0xcbf29ce484222325ull ^ (uint64_t)n;
    for (int32_t i = 0; i < n; i++) { h ^= w[i]; h *= 0x100000001b3ull; }
    return h | 1;
}

static int grow_bytes(void **p, uint32_t *cap, uint32_t need, size_t unit) {
    if (need <= *cap) return 1;
    uint32_t c = *cap ? *cap : 1024;
    while (c < need) { if (c > 0x7fffffffu / 2) return 0; c *= 2; }
    void *q = realloc(*p, (size_t)c * unit);
    if (!q) return 0;
    *p = q; *cap = c;
    return 1;
}

cicu_keys *cicu_keys_open(const cicu_collator *c, int32_t cache_words) {
    cicu_keys *k = (cicu_keys *)calloc(1, sizeof *k);
    if (!k) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    k->collator = (const UCollator *)c;
    k->variable_top = ucol_getVariableTop(k->collator, &status);
    if (U_FAILURE(status)) { free(k); return NULL; }
    k->cache_enabled = cache_words != 0;
    return k;
}

void cicu_keys_close(cicu_keys *k) {
    if (!k) return;
    if (k->elements) ucol_closeElements(k->elements);
    if (k->non_ignorable) ucol_close(k->non_ignorable);
    free(k->classes);
    free(k->entries); free(k->pairs); free(k->symbols);
    free(k->slots); free(k->words); free(k->syms);
    free(k);
}

int32_t cicu_keys_elements_opened(const cicu_keys *k) { return k->elements != NULL; }
int32_t cicu_keys_icu_words(const cicu_keys *k) { return k->icu_words; }

// The word's symbols through ICU's collation elements (the iterator opened once, on first use).
static int32_t keys_icu_word(cicu_keys *k, key_sink *sink, const UChar *text, int32_t start, int32_t end,
                             UErrorCode *status) {
    if (k->elements == NULL) {
        k->elements = ucol_openElements(k->collator, NULL, 0, status);
        if (U_FAILURE(*status)) { k->elements = NULL; return 0; }
    }
    k->icu_words++;
    return key_put_word(sink, k->elements, k->variable_top, text, start, end, status);
}

static const kt_entry *table_find(const cicu_keys *k, uint32_t cp) {
    int32_t lo = 0, hi = k->entry_count;
    while (lo < hi) {
        int32_t mid = (lo + hi) / 2;
        if (k->entries[mid].cp < cp) lo = mid + 1; else hi = mid;
    }
    return lo < k->entry_count && k->entries[lo].cp == cp ? &k->entries[lo] : NULL;
}

// The class of `cp` from ICU's sort keys (no collation element iterator: opening one costs a
// cold process ~15 M instructions). A sort key of the search collator (primary strength,
// shifted) holds the code point's non-variable primary weights: any → a letter, except
// U+FFFE, whose weight is ICU's merge separator (0x02, below every other; ICU keeps it where
// shifted drops spaces): the separator it is meant to be. Else a key of the same collator
// with spaces and punctuation weighed tells a separator (a variable weight) from a code
// point with no primary weight at all.
static int32_t icu_char_class(cicu_keys *k, UChar32 cp) {
    UChar u[2];
    int32_t n = 0;
    U16_APPEND_UNSAFE(u, n, cp);
    uint8_t key[128];
    int32_t len = ucol_getSortKey(k->collator, u, n, key, (int32_t)sizeof key);
    if (len > 1 && key[0] != 0x02) return CICU_CHAR_LETTER;
    if (k->non_ignorable == NULL) {
        UErrorCode status = U_ZERO_ERROR;
        k->non_ignorable = ucol_clone(k->collator, &status);
        if (k->non_ignorable) ucol_setAttribute(k->non_ignorable, UCOL_ALTERNATE_HANDLING, UCOL_NON_IGNORABLE, &status);
        if (U_FAILURE(status)) { if (k->non_ignorable) ucol_close(k->non_ignorable); k->non_ignorable = NULL; return -1; }
    }
    len = ucol_getSortKey(k->non_ignorable, u, n, key, (int32_t)sizeof key);
    return len > 1 ? CICU_CHAR_SEPARATOR : CICU_CHAR_IGNORED;
}

// The class of `cp` (see cicu.h), decided once per code point: ASCII from its table, else
// what this maker learnt before, else the code point table's entry, else ICU (remembered).
// A failure of ICU's is taken as a letter (the word then goes to ICU, which fails alike).
static int32_t keys_class(cicu_keys *k, UChar32 cp) {
    if ((uint32_t)cp < 0x80) return ascii_class[cp];
    if (k->classes != NULL && k->classes[cp] != 0) return k->classes[cp] - 1;
    if (k->entry_count > 0) {
        const kt_entry *e = table_find(k, (uint32_t)cp);
        if (e) return (int32_t)e->cls;
    }
    int32_t c = icu_char_class(k, cp);
    if (c < 0) return CICU_CHAR_LETTER;
    if (k->classes == NULL) k->classes = (uint8_t *)calloc(0x110000, 1);
    if (k->classes != NULL) k->classes[cp] = (uint8_t)(c + 1);
    return c;
}

int32_t cicu_keys_char_class(cicu_keys *k, int32_t cp) {
    if (k == NULL || cp < 0 || cp > 0x10FFFF) return -1;
    return keys_class(k, cp);
}

int32_t cicu_collator_element_classes(const cicu_collator *c, int32_t first, int32_t count, uint8_t *out) {
    if (first < 0 || count < 0 || first > 0x110000 - count) return -1;
    UErrorCode status = U_ZERO_ERROR;
    uint32_t variable_top = ucol_getVariableTop((const UCollator *)c, &status);
    UCollationElements *e = ucol_openElements((const UCollator *)c, NULL, 0, &status);
    if (U_FAILURE(status)) { if (e) ucol_closeElements(e); return -1; }
    for (int32_t i = 0; i < count && U_SUCCESS(status); i++) {
        UChar u[2];
        int32_t n = 0;
        U16_APPEND_UNSAFE(u, n, first + i);
        ucol_setText(e, u, n, &status);
        int letter = 0, weighed = 0;
        for (int32_t ce; U_SUCCESS(status) && (ce = ucol_next(e, &status)) != UCOL_NULLORDER;) {
            if (((uint32_t)ce & 0xC0) == 0xC0) continue;   // a continuation: the rest of a long primary
            uint32_t p = (uint32_t)ucol_primaryOrder(ce) << 16;
            if (p > variable_top) letter = 1; else if (p != 0) weighed = 1;
        }
        out[i] = (uint8_t)(letter ? CICU_CHAR_LETTER : weighed ? CICU_CHAR_SEPARATOR : CICU_CHAR_IGNORED);
    }
    ucol_closeElements(e);
    return U_SUCCESS(status) ? count : -1;
}

static int starts_contraction(const cicu_keys *k, uint32_t starter) {
    int32_t lo = 0, hi = k->pair_count;
    while (lo < hi) {
        int32_t mid = (lo + hi) / 2;
        if (k->pairs[mid].starter < starter) lo = mid + 1; else hi = mid;
    }
    return lo < k->pair_count && k->pairs[lo].starter == starter;
}

static int contracts(const cicu_keys *k, uint32_t starter, uint32_t continuer) {
    int32_t lo = 0, hi = k->pair_count;
    while (lo < hi) {
        int32_t mid = (lo + hi) / 2;
        const kt_pair *p = &k->pairs[mid];
        if (p->starter < starter || (p->starter == starter && p->continuer < continuer)) lo = mid + 1; else hi = mid;
    }
    return lo < k->pair_count && k->pairs[lo].starter == starter && k->pairs[lo].continuer == continuer;
}

// The word's symbols from the table: 1 and the symbols written when every code point is in
// it and no contraction of ICU's could form (a starter followed, anywhere later in the word,
// by one of its continuers); 0 (nothing written) otherwise.
static int table_word(const cicu_keys *k, key_sink *sink, const UChar *text, int32_t start, int32_t end) {
    if (k->entry_count == 0) return 0;
    int32_t mark = sink->n;
    int32_t i = start;
    while (i < end) {
        UChar32 cp;
        U16_NEXT(text, i, end, cp);
        const kt_entry *e = table_find(k, (uint32_t)cp);
        if (!e) { sink->n = mark; return 0; }
        if (k->pair_count > 0 && starts_contraction(k, (uint32_t)cp)) {
            int32_t j = i;
            while (j < end) {
                UChar32 next;
                U16_NEXT(text, j, end, next);
                if (contracts(k, (uint32_t)cp, (uint32_t)next)) { sink->n = mark; return 0; }
            }
        }
        for (uint32_t b = e->offset; b < (e + 1)->offset; b++) key_put(sink, k->symbols[b]);
    }
    return 1;
}

// The word's symbols from the cache, computing and remembering them through ICU on a miss.
static void cache_word(cicu_keys *k, key_sink *sink, const UChar *text, int32_t start, int32_t end, UErrorCode *status) {
    int32_t n = end - start;
    uint64_t h = kc_hash(text + start, n);
    if (k->slot_cap == 0) {
        k->slots = (kc_slot *)calloc(1024, sizeof(kc_slot));
        if (!k->slots) { keys_icu_word(k, sink, text, start, end, status); return; }
        k->slot_cap = 1024;
    }
    uint32_t mask = k->slot_cap - 1, i = (uint32_t)h & mask;
    while (k->slots[i].hash != 0) {
        kc_slot *s = &k->slots[i];
        if (s->hash == h && s->word_len == (uint32_t)n && memcmp(k->words + s->word, text + start, (size_t)n * 2) == 0) {
            for (uint32_t b = 0; b < s->sym_len; b++) key_put(sink, k->syms[s->sym + b]);
            return;
        }
        i = (i + 1) & mask;
    }
    // A miss: ICU into a scratch sink, then remember.
    uint8_t scratch[512];
    key_sink tmp = { scratch, (int32_t)sizeof scratch, 0 };
    keys_icu_word(k, &tmp, text, start, end, status);
    if (U_FAILURE(*status)) return;
    if (tmp.n > (int32_t)sizeof scratch ||
        !grow_bytes((void **)&k->words, &k->words_cap, k->words_len + (uint32_t)n, 2) ||
        !grow_bytes((void **)&k->syms, &k->syms_cap, k->syms_len + (uint32_t)tmp.n, 1)) {
        // A very long word (or no memory): keyed directly, not cached.
        keys_icu_word(k, sink, text, start, end, status);
        return;
    }
    memcpy(k->words + k->words_len, text + start, (size_t)n * 2);
    memcpy(k->syms + k->syms_len, scratch, (size_t)tmp.n);
    k->slots[i] = (kc_slot){ h, k->words_len, (uint32_t)n, k->syms_len, (uint32_t)tmp.n };
    k->words_len += (uint32_t)n;
    k->syms_len += (uint32_t)tmp.n;
    for (int32_t b = 0; b < tmp.n; b++) key_put(sink, scratch[b]);
    if (++k->slot_used * 2 > k->slot_cap) {
        uint32_t cap = k->slot_cap * 2;
        kc_slot *slots = (kc_slot *)calloc(cap, sizeof(kc_slot));
        if (!slots) return;
        for (uint32_t j = 0; j < k->slot_cap; j++) {
            if (k->slots[j].hash == 0) continue;
            uint32_t p = (uint32_t)k->slots[j].hash & (cap - 1);
            while (slots[p].hash != 0) p = (p + 1) & (cap - 1);
            slots[p] = k->slots[j];
        }
        free(k->slots);
        k->slots = slots;
        k->slot_cap = cap;
    }
}

void cicu_keys_absorb_cache(cicu_keys *k, const cicu_keys *other) {
    if (!k->cache_enabled) return;
    for (uint32_t j = 0; j < other->slot_cap; j++) {
        const kc_slot *s = &other->slots[j];
        if (s->hash == 0) continue;
        // Keying the word through this maker's cache inserts it (its ICU bytes are the same).
        uint8_t scratch[512];
        key_sink sink = { scratch, (int32_t)sizeof scratch, 0 };
        UErrorCode status = U_ZERO_ERROR;
        cache_word(k, &sink, other->words + s->word, 0, (int32_t)s->word_len, &status);
    }
}

int32_t cicu_keys_key(cicu_keys *k, const uint16_t *text, int32_t len, uint8_t *out, int32_t cap,
                      int32_t *starts, int32_t start_cap, int32_t *start_count) {
    *start_count = 0;
    if (len < 0 || k == NULL) return -1;
    if (len == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    // Case folding can grow the text (ß → ss) by at most a factor of 3.
    int32_t fcap = len * 3 + 16;
    UChar stack[256];
    UChar *folded = fcap <= 256 ? stack : (UChar *)malloc(sizeof(UChar) * (size_t)fcap);
    if (folded == NULL) return -1;
    int32_t flen = u_strFoldCase(folded, fcap, (const UChar *)text, len, U_FOLD_CASE_DEFAULT, &status);
    key_sink sink = { out, cap, 0 };
    int32_t i = 0, words = 0;
    int pending = -1;   // boundary byte owed before the next word: -1 none, 0 soft, 1 hard
    while (U_SUCCESS(status) && i < flen) {
        int32_t s = i;
        UChar32 cp;
        U16_NEXT(folded, i, flen, cp);
        if (keys_class(k, cp) == CICU_CHAR_SEPARATOR) {
            if (words > 0) pending = (pending == 1 || search_hard_boundary(cp)) ? 1 : 0;
            continue;
        }
        // A word: up to the next separator (what has no weight stays inside: a mark, a soft
        // hyphen, a joiner; a run of only such is no word, below).
        int32_t end = i;
        while (end < flen) {
            int32_t next = end;
            UChar32 d;
            U16_NEXT(folded, next, flen, d);
            if (keys_class(k, d) == CICU_CHAR_SEPARATOR) break;
            end = next;
        }
        int32_t mark = sink.n;
        if (pending >= 0) key_put(&sink, (uint8_t)pending);
        int32_t at = sink.n;
        if (!table_word(k, &sink, folded, s, end)) {
            if (k->cache_enabled) cache_word(k, &sink, folded, s, end, &status);
            else keys_icu_word(k, &sink, folded, s, end, &status);
        }
        if (sink.n > at) {
            if (words < start_cap && starts != NULL) starts[words] = at;
            words++;
            pending = -1;
        } else {
            sink.n = mark;   // a word with no primary weights: no word, keep the boundary owed
        }
        i = end;
    }
    if (folded != stack) free(folded);
    *start_count = words;
    return U_FAILURE(status) ? -1 : sink.n;
}

static int ascii_separator(uint8_t b) { return ascii_class[b] == CICU_CHAR_SEPARATOR; }

static int ascii_hard_boundary(uint8_t b) {
    // ASCII white space (the White_Space property: TAB … CR and SPACE) and , / ; ( ) [ ].
    return (b >= 0x09 && b <= 0x0D) || b == ' ' || b == ',' || b == '/' || b == ';' ||
           b == '(' || b == ')' || b == '[' || b == ']';
}

int32_t cicu_keys_key_utf8(cicu_keys *k, const uint8_t *text, int32_t len, uint8_t *out, int32_t cap,
                           int32_t *starts, int32_t start_cap, int32_t *start_count) {
    *start_count = 0;
    if (len < 0 || k == NULL) return -1;
    if (len == 0) return 0;
    int32_t i = 0;
    while (i < len && text[i] < 0x80) i++;
    if (i < len) {
        // Not ASCII: through UTF-16 and ICU's folding.
        UChar stack[512];
        UChar *u = stack;
        int32_t ulen = 0;
        UErrorCode status = U_ZERO_ERROR;
        u_strFromUTF8Lenient(u, 512, &ulen, (const char *)text, len, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            u = (UChar *)malloc(sizeof(UChar) * (size_t)(ulen + 1));
            if (!u) return -1;
            status = U_ZERO_ERROR;
            u_strFromUTF8Lenient(u, ulen + 1, &ulen, (const char *)text, len, &status);
        }
        int32_t n = U_SUCCESS(status) ? cicu_keys_key(k, u, ulen, out, cap, starts, start_cap, start_count) : -1;
        if (u != stack) free(u);
        return n;
    }
    // ASCII: the same words and boundaries from the ASCII classes (folding lowers A–Z and
    // nothing else).
    UErrorCode status = U_ZERO_ERROR;
    key_sink sink = { out, cap, 0 };
    int32_t words = 0;
    int pending = -1;
    UChar word[256];
    i = 0;
    while (U_SUCCESS(status) && i < len) {
        uint8_t b = text[i];
        if (ascii_separator(b)) {
            if (words > 0) pending = (pending == 1 || ascii_hard_boundary(b)) ? 1 : 0;
            i++;
            continue;
        }
        int32_t end = i;
        while (end < len && !ascii_separator(text[end])) end++;
        int32_t mark = sink.n;
        if (pending >= 0) key_put(&sink, (uint8_t)pending);
        int32_t at = sink.n;
        int32_t n = end - i;
        UChar *w = n <= 256 ? word : (UChar *)malloc(sizeof(UChar) * (size_t)n);
        if (!w) return -1;
        for (int32_t j = 0; j < n; j++) {
            uint8_t c = text[i + j];
            w[j] = (UChar)(c >= 'A' && c <= 'Z' ? c + 32 : c);
        }
        if (!table_word(k, &sink, w, 0, n)) {
            if (k->cache_enabled) cache_word(k, &sink, w, 0, n, &status);
            else keys_icu_word(k, &sink, w, 0, n, &status);
        }
        if (w != word) free(w);
        if (sink.n > at) {
            if (words < start_cap && starts != NULL) starts[words] = at;
            words++;
            pending = -1;
        } else {
            sink.n = mark;
        }
        i = end;
    }
    *start_count = words;
    return U_FAILURE(status) ? -1 : sink.n;
}

// MARK: The code point table

static int cmp_pair(const void *a, const void *b) {
    const kt_pair *x = (const kt_pair *)a, *y = (const kt_pair *)b;
    if (x->starter != y->starter) return x->starter < y->starter ? -1 : 1;
    return x->continuer < y->continuer ? -1 : x->continuer > y->continuer;
}

static void put_u32(uint8_t *out, int32_t cap, int32_t *n, uint32_t v) {
    for (int b = 0; b < 4; b++) { if (*n < cap && out) out[*n] = (uint8_t)(v >> (8 * b)); (*n)++; }
}

static uint32_t get_u32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

// The table's bytes (little-endian u32s): magic, entry count n, pair count, symbol bytes; n
// entries (code point | TABLE_SEPARATOR for a separator, offset of its symbols); the end
// offset; the pairs (starter, continuer); the symbols. A letter has symbols, a separator and
// a code point with no weight none. ("CKT1" tables, before the classes, had only letters.)
#define TABLE_MAGIC 0x32544b43u   /* "CKT2" */
#define TABLE_SEPARATOR 0x80000000u

int32_t cicu_keys_set_table(cicu_keys *k, const uint8_t *table, int32_t len) {
    free(k->entries); free(k->pairs); free(k->symbols);
    k->entries = NULL; k->pairs = NULL; k->symbols = NULL;
    k->entry_count = 0; k->pair_count = 0; k->symbol_bytes = 0;
    if (table == NULL || len == 0) return 0;
    if (len < 16 || get_u32(table) != TABLE_MAGIC) return -1;
    uint32_t n = get_u32(table + 4), pairs = get_u32(table + 8), bytes = get_u32(table + 12);
    if (n > 0x100000 || pairs > 0x100000 || bytes > 0x1000000) return -1;
    uint64_t need = 16 + (uint64_t)n * 8 + 4 + (uint64_t)pairs * 8 + bytes;
    if (need != (uint64_t)len) return -1;
    kt_entry *entries = (kt_entry *)malloc(sizeof(kt_entry) * (n + 1));
    kt_pair *pair = (kt_pair *)malloc(sizeof(kt_pair) * (pairs ? pairs : 1));
    uint8_t *symbols = (uint8_t *)malloc(bytes ? bytes : 1);
    if (!entries || !pair || !symbols) { free(entries); free(pair); free(symbols); return -1; }
    const uint8_t *p = table + 16;
    for (uint32_t i = 0; i < n; i++, p += 8) {
        uint32_t v = get_u32(p);
        entries[i].cp = v & ~TABLE_SEPARATOR;
        entries[i].cls = v & TABLE_SEPARATOR ? CICU_CHAR_SEPARATOR : CICU_CHAR_IGNORED;   // letters below
        entries[i].offset = get_u32(p + 4);
    }
    entries[n].cp = 0xFFFFFFFFu;
    entries[n].cls = CICU_CHAR_IGNORED;
    entries[n].offset = get_u32(p);
    p += 4;
    for (uint32_t i = 0; i <= n; i++) {
        // Code points ascending and valid, offsets non-decreasing and inside the symbols, no
        // symbols for a separator.
        if ((i > 0 && i < n && entries[i].cp <= entries[i - 1].cp) || (i < n && entries[i].cp > 0x10FFFF) ||
            (i > 0 && entries[i].offset < entries[i - 1].offset) ||
            entries[i].offset > bytes || (i == n && entries[i].offset != bytes)) {
            free(entries); free(pair); free(symbols); return -1;
        }
        if (i > 0 && entries[i].offset > entries[i - 1].offset) {
            if (entries[i - 1].cls == CICU_CHAR_SEPARATOR) { free(entries); free(pair); free(symbols); return -1; }
            entries[i - 1].cls = CICU_CHAR_LETTER;
        }
    }
    for (uint32_t i = 0; i < pairs; i++, p += 8) { pair[i].starter = get_u32(p); pair[i].continuer = get_u32(p + 4); }
    memcpy(symbols, p, bytes);
    k->entries = entries; k->entry_count = (int32_t)n;
    k->pairs = pair; k->pair_count = (int32_t)pairs;
    k->symbols = symbols; k->symbol_bytes = bytes;
    return 0;
}

int32_t cicu_keys_export_table(cicu_keys *k, const int32_t *extra_ranges, int32_t range_count, uint8_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    // 1. The code points: those of every cached word, and the extra ranges (a bitmap of
    //    every code point, then read in order).
    uint8_t *seen = (uint8_t *)calloc(0x110000 / 8, 1);
    if (!seen) return -1;
#define SEE(c) do { uint32_t cc = (uint32_t)(c); if (cc < 0x110000) seen[cc >> 3] |= (uint8_t)(1u << (cc & 7)); } while (0)
    for (uint32_t j = 0; j < k->slot_cap; j++) {
        if (k->slots[j].hash == 0) continue;
        const UChar *w = k->words + k->slots[j].word;
        int32_t n = (int32_t)k->slots[j].word_len, i = 0;
        while (i < n) { UChar32 c; U16_NEXT(w, i, n, c); SEE(c); }
    }
    for (int32_t r = 0; r < range_count; r++) {
        for (int32_t c = extra_ranges[2 * r]; c <= extra_ranges[2 * r + 1]; c++) {
            if (u_foldCase(c, U_FOLD_CASE_DEFAULT) == c) SEE(c);
        }
    }
#undef SEE
    uint32_t ncp = 0;
    for (uint32_t c = 0; c < 0x110000; c++) if (seen[c >> 3] & (1u << (c & 7))) ncp++;
    uint32_t *cps = (uint32_t *)malloc(sizeof(uint32_t) * (ncp + 1));
    if (!cps) { free(seen); return -1; }
    ncp = 0;
    for (uint32_t c = 0; c < 0x110000; c++) if (seen[c >> 3] & (1u << (c & 7))) cps[ncp++] = c;
    free(seen);

    // 2. ICU's contractions: a code point that continues one is left out (its words go to
    //    ICU); a starter stays, with the pairs that would make it contract.
    USet *contractions = uset_openEmpty();
    ucol_getContractionsAndExpansions(k->collator, contractions, NULL, 1, &status);
    uint32_t npairs = 0, paircap = 64;
    kt_pair *pairs = (kt_pair *)malloc(sizeof(kt_pair) * paircap);
    USet *continuers = uset_openEmpty();
    int32_t items = U_SUCCESS(status) ? uset_getItemCount(contractions) : 0;
    for (int32_t it = 0; it < items && pairs; it++) {
        UChar32 a, b;
        UChar str[64];
        UErrorCode e = U_ZERO_ERROR;
        int32_t l = uset_getItem(contractions, it, &a, &b, str, 64, &e);
        if (U_FAILURE(e) || l <= 0) continue;
        int32_t j = 0;
        UChar32 starter;
        U16_NEXT(str, j, l, starter);
        while (j < l) {
            UChar32 c;
            U16_NEXT(str, j, l, c);
            uset_add(continuers, c);
            if (npairs == paircap) {
                kt_pair *q = (kt_pair *)realloc(pairs, sizeof(kt_pair) * paircap * 2);
                if (!q) { free(pairs); pairs = NULL; break; }
                pairs = q; paircap *= 2;
            }
            pairs[npairs++] = (kt_pair){ (uint32_t)starter, (uint32_t)c };
        }
    }
    uset_close(contractions);
    if (U_FAILURE(status) || pairs == NULL) { uset_close(continuers); free(pairs); free(cps); return -1; }
    qsort(pairs, npairs, sizeof(kt_pair), cmp_pair);
    uint32_t up = 0;
    for (uint32_t i = 0; i < npairs; i++) if (up == 0 || cmp_pair(&pairs[up - 1], &pairs[i]) != 0) pairs[up++] = pairs[i];
    npairs = up;

    // 3. Each code point's class and symbols, through ICU.
    uint8_t *symbols = NULL;
    uint32_t symlen = 0, symcap = 0;
    kt_entry *entries = (kt_entry *)malloc(sizeof(kt_entry) * (ncp + 1));
    uint32_t n = 0;
    for (uint32_t i = 0; entries && i < ncp; i++) {
        if (uset_contains(continuers, (UChar32)cps[i])) continue;
        UChar one[2];
        int32_t ol = 0;
        U16_APPEND_UNSAFE(one, ol, (UChar32)cps[i]);
        uint8_t word[64];
        key_sink sink = { word, (int32_t)sizeof word, 0 };
        UErrorCode e = U_ZERO_ERROR;
        keys_icu_word(k, &sink, one, 0, ol, &e);
        int32_t cls = icu_char_class(k, (UChar32)cps[i]);
        if (U_FAILURE(e) || sink.n > (int32_t)sizeof word || cls < 0) continue;
        if ((cls == CICU_CHAR_LETTER) != (sink.n > 0)) continue;   // never: the two ask ICU alike
        if (!grow_bytes((void **)&symbols, &symcap, symlen + (uint32_t)sink.n + 1, 1)) break;
        entries[n++] = (kt_entry){ cps[i], symlen, (uint32_t)cls };
        memcpy(symbols + symlen, word, (size_t)sink.n);
        symlen += (uint32_t)sink.n;
    }
    uset_close(continuers);
    free(cps);
    if (!entries) { free(symbols); free(pairs); return -1; }

    // 4. Written out.
    int32_t w = 0;
    put_u32(out, cap, &w, TABLE_MAGIC);
    put_u32(out, cap, &w, n);
    put_u32(out, cap, &w, npairs);
    put_u32(out, cap, &w, symlen);
    for (uint32_t i = 0; i < n; i++) {
        put_u32(out, cap, &w, entries[i].cp | (entries[i].cls == CICU_CHAR_SEPARATOR ? TABLE_SEPARATOR : 0));
        put_u32(out, cap, &w, entries[i].offset);
    }
    put_u32(out, cap, &w, symlen);
    for (uint32_t i = 0; i < npairs; i++) { put_u32(out, cap, &w, pairs[i].starter); put_u32(out, cap, &w, pairs[i].continuer); }
    for (uint32_t i = 0; i < symlen; i++) { if (w < cap && out) out[w] = symbols[i]; w++; }
    free(entries); free(pairs); free(symbols);
    return w;
}

int32_t cicu_keys_check_cache(cicu_keys *k, uint32_t *bad, int32_t bad_cap) {
    int32_t nbad = 0;
    for (uint32_t j = 0; j < k->slot_cap; j++) {
        if (k->slots[j].hash == 0) continue;
        const UChar *w = k->words + k->slots[j].word;
        int32_t n = (int32_t)k->slots[j].word_len;
        uint8_t buf[512];
        key_sink sink = { buf, (int32_t)sizeof buf, 0 };
        if (!table_word(k, &sink, w, 0, n)) continue;       // goes to ICU: fine
        if (sink.n == (int32_t)k->slots[j].sym_len && sink.n <= (int32_t)sizeof buf &&
            memcmp(buf, k->syms + k->slots[j].sym, (size_t)sink.n) == 0) continue;
        int32_t i = 0;
        while (i < n) { UChar32 c; U16_NEXT(w, i, n, c); if (nbad < bad_cap) bad[nbad] = (uint32_t)c; nbad++; }
    }
    return nbad;
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

// MARK: Case folding and properties

int32_t cicu_fold_case(const uint16_t *text, int32_t len, uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = u_strFoldCase((UChar *)out, cap, (const UChar *)text, len, U_FOLD_CASE_DEFAULT,
                              &status);
    return result_length(n, status);
}

int32_t cicu_script(int32_t cp) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode s = uscript_getScript(cp, &status);
    if (U_FAILURE(status)) return CICU_SCRIPT_OTHER;
    if (s == USCRIPT_LATIN) return CICU_SCRIPT_LATIN;
    if (s == USCRIPT_CYRILLIC) return CICU_SCRIPT_CYRILLIC;
    return CICU_SCRIPT_OTHER;
}

void cicu_letter_script_counts(const uint16_t *text, int32_t len, int32_t counts[3]) {
    counts[0] = counts[1] = counts[2] = 0;
    int32_t i = 0;
    while (i < len) {
        UChar32 cp;
        U16_NEXT(text, i, len, cp);
        if (u_isalpha(cp)) counts[cicu_script(cp)]++;
    }
}

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

// MARK: Plurals, numbers, dates

int32_t cicu_plural_category(const char *locale, double n, char *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) { if (rules) uplrules_close(rules); return -1; }
    UChar keyword[32];
    int32_t k = uplrules_select(rules, n, keyword, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || k >= 32) return -1;
    char ascii[32];
    u_UCharsToChars(keyword, ascii, k);
    ascii[k] = 0;
    return copy_cstring(ascii, out, cap);
}

static UNumberFormat *open_number_format(const char *locale, UNumberFormatStyle style) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *f = unum_open(style, NULL, 0, locale, NULL, &status);
    if (U_FAILURE(status)) { if (f) unum_close(f); return NULL; }
    return f;
}

int32_t cicu_format_int(const char *locale, int64_t n, int32_t grouping, uint16_t *out, int32_t cap) {
    UNumberFormat *f = open_number_format(locale, UNUM_DECIMAL);
    if (!f) return -1;
    UErrorCode status = U_ZERO_ERROR;
    unum_setAttribute(f, UNUM_GROUPING_USED, grouping ? 1 : 0);
    int32_t r = unum_formatInt64(f, n, (UChar *)out, cap, NULL, &status);
    unum_close(f);
    return result_length(r, status);
}

int32_t cicu_format_double(const char *locale, double x, int32_t fraction_digits, int32_t grouping,
                           uint16_t *out, int32_t cap) {
    UNumberFormat *f = open_number_format(locale, UNUM_DECIMAL);
    if (!f) return -1;
    if (fraction_digits < 0) fraction_digits = 0;
    if (fraction_digits > 20) fraction_digits = 20;
    UErrorCode status = U_ZERO_ERROR;
    unum_setAttribute(f, UNUM_GROUPING_USED, grouping ? 1 : 0);
    unum_setAttribute(f, UNUM_MIN_FRACTION_DIGITS, fraction_digits);
    unum_setAttribute(f, UNUM_MAX_FRACTION_DIGITS, fraction_digits);
    int32_t r = unum_formatDouble(f, x, (UChar *)out, cap, NULL, &status);
    unum_close(f);
    return result_length(r, status);
}

int32_t cicu_currency_is_known(const uint16_t *code) {
    UChar iso[4] = { code[0], code[1], code[2], 0 };
    UErrorCode status = U_ZERO_ERROR;
    UBool ok = ucurr_isAvailable(iso, U_DATE_MIN, U_DATE_MAX, &status);
    return U_SUCCESS(status) && ok ? 1 : 0;
}

int32_t cicu_format_currency(const char *locale, double amount, const uint16_t *code,
                             int32_t in_words, uint16_t *out, int32_t cap) {
    UNumberFormat *f = open_number_format(locale, in_words ? UNUM_CURRENCY_PLURAL : UNUM_CURRENCY);
    if (!f) return -1;
    UChar iso[4] = { code[0], code[1], code[2], 0 };
    UErrorCode status = U_ZERO_ERROR;
    if (in_words) unum_setAttribute(f, UNUM_GROUPING_USED, 0);
    int32_t r = unum_formatDoubleCurrency(f, amount, iso, (UChar *)out, cap, NULL, &status);
    unum_close(f);
    return result_length(r, status);
}

int32_t cicu_format_date(const char *locale, double epoch_millis, const uint16_t *tz,
                         int32_t tz_len, uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    const UChar *zone = (tz != NULL && tz_len > 0) ? (const UChar *)tz : NULL;
    UDateFormat *f = udat_open(UDAT_SHORT, UDAT_MEDIUM, locale, zone, zone ? tz_len : -1,
                               NULL, -1, &status);
    if (U_FAILURE(status)) { if (f) udat_close(f); return -1; }
    int32_t r = udat_format(f, epoch_millis, (UChar *)out, cap, NULL, &status);
    udat_close(f);
    return result_length(r, status);
}

int32_t cicu_format_date_with(const char *locale, double epoch_millis, const uint16_t *format,
                              int32_t format_len, int32_t is_skeleton, const uint16_t *tz,
                              int32_t tz_len, uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    const UChar *zone = (tz != NULL && tz_len > 0) ? (const UChar *)tz : NULL;
    UChar best[128];
    const UChar *pattern = (const UChar *)format;
    int32_t pattern_len = format_len;
    if (is_skeleton) {
        UDateTimePatternGenerator *g = udatpg_open(locale, &status);
        if (U_FAILURE(status)) { if (g) udatpg_close(g); return -1; }
        pattern_len = udatpg_getBestPattern(g, (const UChar *)format, format_len, best, 128, &status);
        udatpg_close(g);
        if (U_FAILURE(status) || pattern_len >= 128) return -1;
        pattern = best;
    }
    UDateFormat *f = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone, zone ? tz_len : -1,
                               pattern, pattern_len, &status);
    if (U_FAILURE(status)) { if (f) udat_close(f); return -1; }
    int32_t r = udat_format(f, epoch_millis, (UChar *)out, cap, NULL, &status);
    udat_close(f);
    return result_length(r, status);
}

int32_t cicu_calendar_date(double epoch_millis, const uint16_t *tz, int32_t tz_len, int32_t fields[3]) {
    UErrorCode status = U_ZERO_ERROR;
    const UChar *zone = (tz != NULL && tz_len > 0) ? (const UChar *)tz : NULL;
    UCalendar *c = ucal_open(zone, zone ? tz_len : -1, "en_US_POSIX", UCAL_GREGORIAN, &status);
    if (U_FAILURE(status)) { if (c) ucal_close(c); return -1; }
    ucal_setMillis(c, epoch_millis, &status);
    fields[0] = ucal_get(c, UCAL_YEAR, &status);
    if (ucal_get(c, UCAL_ERA, &status) == 0) fields[0] = 1 - fields[0];
    fields[1] = ucal_get(c, UCAL_MONTH, &status) + 1;
    fields[2] = ucal_get(c, UCAL_DATE, &status);
    ucal_close(c);
    return U_SUCCESS(status) ? 0 : -1;
}

int32_t cicu_format_number_skeleton(const char *locale, double x, const uint16_t *skeleton,
                                    int32_t skeleton_len, uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *f = unumf_openForSkeletonAndLocale((const UChar *)skeleton, skeleton_len, locale, &status);
    if (U_FAILURE(status)) { if (f) unumf_close(f); return -1; }
    UFormattedNumber *result = unumf_openResult(&status);
    if (U_FAILURE(status)) { unumf_close(f); if (result) unumf_closeResult(result); return -1; }
    unumf_formatDouble(f, x, result, &status);
    int32_t r = U_SUCCESS(status) ? unumf_resultToString(result, (UChar *)out, cap, &status) : -1;
    unumf_closeResult(result);
    unumf_close(f);
    return r < 0 ? -1 : result_length(r, status);
}

// MARK: Speech

int32_t cicu_spellout(const char *locale, double x, const uint16_t *ruleset, int32_t ruleset_len,
                      uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *f = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, &status);
    if (U_FAILURE(status)) { if (f) unum_close(f); return -1; }
    if (ruleset != NULL && ruleset_len > 0) {
        unum_setTextAttribute(f, UNUM_DEFAULT_RULESET, (const UChar *)ruleset, ruleset_len, &status);
        if (U_FAILURE(status)) { unum_close(f); return -1; }
    }
    int32_t r = unum_formatDouble(f, x, (UChar *)out, cap, NULL, &status);
    unum_close(f);
    return result_length(r, status);
}

int32_t cicu_currency_plural_name(const char *locale, const uint16_t *code, const char *keyword,
                                  uint16_t *out, int32_t cap) {
    UChar iso[4] = { code[0], code[1], code[2], 0 };
    UErrorCode status = U_ZERO_ERROR;
    UBool isChoice = 0;
    int32_t len = 0;
    const UChar *name = ucurr_getPluralName(iso, locale, &isChoice, keyword, &len, &status);
    // ICU answers the ISO code itself when it has no name: that is no name to speak.
    if (U_FAILURE(status) || name == NULL || status == U_USING_DEFAULT_WARNING || u_strcmp(name, iso) == 0) return -1;
    if (len <= cap) memcpy(out, name, (size_t)len * sizeof(UChar));
    return len;
}

int32_t cicu_currency_fraction_digits(const uint16_t *code) {
    UChar iso[4] = { code[0], code[1], code[2], 0 };
    UErrorCode status = U_ZERO_ERROR;
    int32_t d = ucurr_getDefaultFractionDigits(iso, &status);
    return U_FAILURE(status) ? 2 : d;
}

// MARK: Regions

// Opening display names loads the locale's region data (most of the cost of a call): the
// handles are kept for the process, one per (locale, length), the first few asked for.
static pthread_mutex_t region_names_lock = PTHREAD_MUTEX_INITIALIZER;
static struct { char locale[16]; int32_t short_form; ULocaleDisplayNames *names; } region_names[4];

static ULocaleDisplayNames *region_names_for(const char *locale, int32_t short_form) {
    for (int i = 0; i < 4; i++) {
        if (region_names[i].names && region_names[i].short_form == short_form
            && strcmp(region_names[i].locale, locale) == 0) return region_names[i].names;
    }
    UErrorCode status = U_ZERO_ERROR;
    UDisplayContext contexts[] = {
        short_form ? UDISPCTX_LENGTH_SHORT : UDISPCTX_LENGTH_FULL,
        UDISPCTX_CAPITALIZATION_FOR_STANDALONE,
    };
    ULocaleDisplayNames *names = uldn_openForContext(locale, contexts, 2, &status);
    if (U_FAILURE(status)) { if (names) uldn_close(names); return NULL; }
    for (int i = 0; i < 4; i++) {
        if (!region_names[i].names && strlen(locale) < sizeof region_names[i].locale) {
            strcpy(region_names[i].locale, locale);
            region_names[i].short_form = short_form;
            region_names[i].names = names;
            return names;
        }
    }
    return names;  // cache full: the caller closes it
}

int32_t cicu_region_display_name(const char *locale, const char *code, int32_t short_form,
                                 uint16_t *out, int32_t cap) {
    pthread_mutex_lock(&region_names_lock);
    ULocaleDisplayNames *names = region_names_for(locale, short_form);
    int32_t result = -1;
    if (names) {
        UErrorCode status = U_ZERO_ERROR;
        int32_t r = uldn_regionDisplayName(names, code, (UChar *)out, cap, &status);
        result = result_length(r, status);
        int cached = 0;
        for (int i = 0; i < 4; i++) if (region_names[i].names == names) cached = 1;
        if (!cached) uldn_close(names);
    }
    pthread_mutex_unlock(&region_names_lock);
    return result;
}
