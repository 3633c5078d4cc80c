// search_key_table.c — the code point table a search index stores: written from ICU (each
// code point's class and symbols, ICU's contractions), read back, checked against the cache.
#include "search_keys.h"

#include <stdlib.h>

#include <unicode/uchar.h>
#include <unicode/uset.h>
#include <unicode/utf.h>
#include <unicode/utf16.h>

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
    free(k->entries); free(k->pairs); free(k->symbols); free(k->direct);
    k->entries = NULL; k->pairs = NULL; k->symbols = NULL; k->direct = NULL;
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
    // Without the direct index (no memory) lookups are binary searches: the same answers.
    k->direct = (uint32_t *)calloc(KT_DIRECT, sizeof(uint32_t));
    for (uint32_t i = 0; k->direct != NULL && i < n && entries[i].cp < KT_DIRECT; i++) k->direct[entries[i].cp] = i + 1;
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
    //    ICU) unless only a noncharacter starts it; a starter stays, with the pairs that
    //    would make it contract.
    USet *contractions = uset_openEmpty();
    const UCollator *collator = ck_collator(k);
    if (collator == NULL) status = U_MISSING_RESOURCE_ERROR;
    else ucol_getContractionsAndExpansions(collator, contractions, NULL, 1, &status);
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
            // A noncharacter's contractions (U+FDD1 + "4", "א", "カ", "字"…: ICU's markers for
            // alphabetic indexes) never form in text: their continuers keep their entries,
            // and the pair still sends a word with the starter to ICU. Left out, every word
            // with a "4" went to ICU, whose first iterator costs a process ~15 M instructions.
            if (!U_IS_UNICODE_NONCHAR(starter)) uset_add(continuers, c);
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
        ck_icu_word(k, &sink, one, 0, ol, &e);
        int32_t cls = ck_char_class(k, (UChar32)cps[i]);
        if (U_FAILURE(e) || sink.n > (int32_t)sizeof word || cls < 0) continue;
        if ((cls == CICU_CHAR_LETTER) != (sink.n > 0)) continue;   // never: the two ask ICU alike
        if (!ck_grow((void **)&symbols, &symcap, symlen + (uint32_t)sink.n + 1, 1)) break;
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
        if (!ck_table_word(k, &sink, w, 0, n)) continue;       // goes to ICU: fine
        if (sink.n == (int32_t)k->slots[j].sym_len && sink.n <= (int32_t)sizeof buf &&
            memcmp(buf, k->syms + k->slots[j].sym, (size_t)sink.n) == 0) continue;
        int32_t i = 0;
        while (i < n) { UChar32 c; U16_NEXT(w, i, n, c); if (nbad < bad_cap) bad[nbad] = (uint32_t)c; nbad++; }
    }
    return nbad;
}
