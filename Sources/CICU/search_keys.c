// Over 300 lines: one key format's paths and the word rule they share (split by concern
// from cicu.c; the code point table is search_key_table.c).
// search_keys.c — search keys: what a word is (ICU's weights per code point), each word's
// symbols from the code point table, the cache of words or ICU. See include/cicu.h.
#include "search_keys.h"

#include <stdlib.h>

#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

// Search keys (see cicu.h). Hard boundary characters besides white space: punctuation to
// ICU, so separators. (`|` was one; ICU weighs it as a math symbol, a letter like `+`.)
static int search_hard_boundary(UChar32 cp) {
    if (u_isUWhiteSpace(cp)) return 1;
    switch (cp) {
    case ',': case '/': case ';': case '(': case ')': case '[': case ']': return 1;
    default: return 0;
    }
}

// The class (CICU_CHAR_*) of each ASCII code point, as ck_char_class computes it for the
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



static void key_put_primary(key_sink *k, uint32_t p) {
    int bytes = (p & 0x00FFFFFF) == 0 ? 1 : (p & 0x0000FFFF) == 0 ? 2 : (p & 0x000000FF) == 0 ? 3 : 4;
    if (bytes > 1) ck_put(k, (uint8_t)bytes);   // 0x02, 0x03, 0x04: a longer weight follows
    for (int i = 0; i < bytes; i++) ck_put(k, (uint8_t)(p >> (24 - 8 * i)));
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

static uint64_t kc_hash(const UChar *w, int32_t n) {
    uint64_t h = 0xcbf29ce484222325ull ^ (uint64_t)n;
    for (int32_t i = 0; i < n; i++) { h ^= w[i]; h *= 0x100000001b3ull; }
    return h | 1;
}

int ck_grow(void **p, uint32_t *cap, uint32_t need, size_t unit) {
    if (need <= *cap) return 1;
    uint32_t c = *cap ? *cap : 1024;
    while (c < need) { if (c > 0x7fffffffu / 2) return 0; c *= 2; }
    void *q = realloc(*p, (size_t)c * unit);
    if (!q) return 0;
    *p = q; *cap = c;
    return 1;
}

cicu_keys *cicu_keys_open(cicu_collator *c, int32_t cache_words) {
    cicu_keys *k = (cicu_keys *)calloc(1, sizeof *k);
    if (!k) return NULL;
    k->cache_enabled = cache_words != 0;
    if (c != NULL) {
        k->collator = (UCollator *)c;
        UErrorCode status = U_ZERO_ERROR;
        k->variable_top = ucol_getVariableTop(k->collator, &status);
        if (U_FAILURE(status)) { k->collator = NULL; free(k); return NULL; }
    }
    return k;
}

const UCollator *ck_collator(cicu_keys *k) {
    if (k->collator != NULL) return k->collator;
    UCollator *c = (UCollator *)cicu_collator_open("", CICU_COLLATOR_SEARCH);
    if (c == NULL) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    uint32_t top = ucol_getVariableTop(c, &status);
    if (U_FAILURE(status)) { ucol_close(c); return NULL; }
    k->variable_top = top;
    k->collator = c;
    return c;
}

cicu_collator *cicu_keys_collator(cicu_keys *k) { return k ? (cicu_collator *)ck_collator(k) : NULL; }
int32_t cicu_keys_collator_opened(const cicu_keys *k) { return k != NULL && k->collator != NULL; }

void cicu_keys_close(cicu_keys *k) {
    if (!k) return;
    if (k->elements) ucol_closeElements(k->elements);
    if (k->non_ignorable) ucol_close(k->non_ignorable);
    if (k->collator) ucol_close(k->collator);
    free(k->classes);
    free(k->entries); free(k->pairs); free(k->symbols); free(k->direct);
    free(k->slots); free(k->words); free(k->syms);
    free(k);
}

int32_t cicu_keys_elements_opened(const cicu_keys *k) { return k->elements != NULL; }
int32_t cicu_keys_icu_words(const cicu_keys *k) { return k->icu_words; }

// The word's symbols through ICU's collation elements (the iterator opened once, on first use).
int32_t ck_icu_word(cicu_keys *k, key_sink *sink, const UChar *text, int32_t start, int32_t end,
                    UErrorCode *status) {
    if (k->elements == NULL) {
        const UCollator *c = ck_collator(k);
        if (c == NULL) { *status = U_MISSING_RESOURCE_ERROR; return 0; }
        k->elements = ucol_openElements(c, NULL, 0, status);
        if (U_FAILURE(*status)) { k->elements = NULL; return 0; }
    }
    k->icu_words++;
    return key_put_word(sink, k->elements, k->variable_top, text, start, end, status);
}

static const kt_entry *table_find(const cicu_keys *k, uint32_t cp) {
    if (cp < KT_DIRECT && k->direct != NULL) return k->direct[cp] ? &k->entries[k->direct[cp] - 1] : NULL;
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
int32_t ck_char_class(cicu_keys *k, UChar32 cp) {
    UChar u[2];
    int32_t n = 0;
    U16_APPEND_UNSAFE(u, n, cp);
    uint8_t key[128];
    const UCollator *c = ck_collator(k);
    if (c == NULL) return -1;
    int32_t len = ucol_getSortKey(c, u, n, key, (int32_t)sizeof key);
    if (len > 1 && key[0] != 0x02) return CICU_CHAR_LETTER;
    if (k->non_ignorable == NULL) {
        UErrorCode status = U_ZERO_ERROR;
        k->non_ignorable = ucol_clone(c, &status);
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
    int32_t c = ck_char_class(k, cp);
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

int32_t cicu_keys_one_symbol_each(const cicu_keys *k, const uint8_t *utf8, int32_t len) {
    if (k == NULL || k->entry_count == 0 || len < 0) return 0;
    int32_t i = 0;
    while (i < len) {
        UChar32 cp;
        U8_NEXT(utf8, i, len, cp);
        if (cp < 0) return 0;
        // The key is made of the case-folded text: a letter folding to one letter is looked
        // up as that letter; one folding to several (ß → ss, İ → i + U+0307) is not simple.
        if (cp >= 0x80) {
            UChar u[2], f[8];
            int32_t n = 0;
            U16_APPEND_UNSAFE(u, n, cp);
            UErrorCode status = U_ZERO_ERROR;
            int32_t fl = u_strFoldCase(f, 8, u, n, U_FOLD_CASE_DEFAULT, &status);
            if (U_FAILURE(status) || fl < 1 || fl > 2) return 0;
            int32_t at = 0;
            UChar32 folded;
            U16_NEXT(f, at, fl, folded);
            if (at != fl) return 0;
            cp = folded;
        } else if (cp >= 'A' && cp <= 'Z') {
            cp += 'a' - 'A';
        }
        const kt_entry *e = table_find(k, (uint32_t)cp);
        if (e == NULL) return 0;
        if (e->cls == CICU_CHAR_SEPARATOR) continue;
        if (e->cls != CICU_CHAR_LETTER) return 0;
        uint32_t a = e->offset, b = (e + 1)->offset;
        if (b <= a) return 0;
        uint8_t lead = k->symbols[a];
        uint32_t n = lead >= 0x02 && lead <= 0x04 ? 1u + lead : 1u;   // key_put_primary's encoding
        if (a + n != b) return 0;
        // A contraction forms only with one of the starter's continuers later on (as
        // ck_table_word checks): и is one, и + U+0306 = й.
        if (k->pair_count > 0 && starts_contraction(k, (uint32_t)cp)) {
            int32_t j = i;
            while (j < len) {
                UChar32 next;
                U8_NEXT(utf8, j, len, next);
                if (next < 0 || contracts(k, (uint32_t)cp, (uint32_t)next)) return 0;
            }
        }
    }
    return 1;
}

// The word's symbols from the table: 1 and the symbols written when every code point is in
// it and no contraction of ICU's could form (a starter followed, anywhere later in the word,
// by one of its continuers); 0 (nothing written) otherwise.
int ck_table_word(const cicu_keys *k, key_sink *sink, const UChar *text, int32_t start, int32_t end) {
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
        for (uint32_t b = e->offset; b < (e + 1)->offset; b++) ck_put(sink, k->symbols[b]);
    }
    return 1;
}

// The word's symbols from the cache, computing and remembering them through ICU on a miss.
static void cache_word(cicu_keys *k, key_sink *sink, const UChar *text, int32_t start, int32_t end, UErrorCode *status) {
    int32_t n = end - start;
    uint64_t h = kc_hash(text + start, n);
    if (k->slot_cap == 0) {
        k->slots = (kc_slot *)calloc(1024, sizeof(kc_slot));
        if (!k->slots) { ck_icu_word(k, sink, text, start, end, status); return; }
        k->slot_cap = 1024;
    }
    uint32_t mask = k->slot_cap - 1, i = (uint32_t)h & mask;
    while (k->slots[i].hash != 0) {
        kc_slot *s = &k->slots[i];
        if (s->hash == h && s->word_len == (uint32_t)n && memcmp(k->words + s->word, text + start, (size_t)n * 2) == 0) {
            for (uint32_t b = 0; b < s->sym_len; b++) ck_put(sink, k->syms[s->sym + b]);
            return;
        }
        i = (i + 1) & mask;
    }
    // A miss: ICU into a scratch sink, then remember.
    uint8_t scratch[512];
    key_sink tmp = { scratch, (int32_t)sizeof scratch, 0 };
    ck_icu_word(k, &tmp, text, start, end, status);
    if (U_FAILURE(*status)) return;
    if (tmp.n > (int32_t)sizeof scratch ||
        !ck_grow((void **)&k->words, &k->words_cap, k->words_len + (uint32_t)n, 2) ||
        !ck_grow((void **)&k->syms, &k->syms_cap, k->syms_len + (uint32_t)tmp.n, 1)) {
        // A very long word (or no memory): keyed directly, not cached.
        ck_icu_word(k, sink, text, start, end, status);
        return;
    }
    memcpy(k->words + k->words_len, text + start, (size_t)n * 2);
    memcpy(k->syms + k->syms_len, scratch, (size_t)tmp.n);
    k->slots[i] = (kc_slot){ h, k->words_len, (uint32_t)n, k->syms_len, (uint32_t)tmp.n };
    k->words_len += (uint32_t)n;
    k->syms_len += (uint32_t)tmp.n;
    for (int32_t b = 0; b < tmp.n; b++) ck_put(sink, scratch[b]);
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
        if (pending >= 0) ck_put(&sink, (uint8_t)pending);
        int32_t at = sink.n;
        if (!ck_table_word(k, &sink, folded, s, end)) {
            if (k->cache_enabled) cache_word(k, &sink, folded, s, end, &status);
            else ck_icu_word(k, &sink, folded, s, end, &status);
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
        if (pending >= 0) ck_put(&sink, (uint8_t)pending);
        int32_t at = sink.n;
        int32_t n = end - i;
        UChar *w = n <= 256 ? word : (UChar *)malloc(sizeof(UChar) * (size_t)n);
        if (!w) return -1;
        for (int32_t j = 0; j < n; j++) {
            uint8_t c = text[i + j];
            w[j] = (UChar)(c >= 'A' && c <= 'Z' ? c + 32 : c);
        }
        if (!ck_table_word(k, &sink, w, 0, n)) {
            if (k->cache_enabled) cache_word(k, &sink, w, 0, n, &status);
            else ck_icu_word(k, &sink, w, 0, n, &status);
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
