// Foundation's ICU data, none: finder-net links Foundation statically (URLSession, JSONDecoder,
// URL, Data), and with it the toolchain's own ICU (76), whose data is 34 MB of the 62 MB binary
// (lib_FoundationICU.a's icu_packaged_data.cpp.o, the symbol icudt76_dat). finder-net does not
// use Foundation's internationalization: its words, numbers, dates and plurals come from the
// catalogs and the system's ICU through CICU, as in `finder` (docs/decisions/0603-a-lean-
// package.md). This file defines the symbol that ICU's udata.cpp asks for, so the static link
// never pulls the archive member with the data in.
//
// What is defined is valid ICU common data (a header, "CmnD" format 1, a table of no entries):
// the one lookup finder-net makes through Foundation (URLSession reads Locale.current, whose
// init asks for supplementalData.res) finds nothing and Foundation falls back to its defaults,
// as it does for a locale that ICU does not know. A toolchain with another ICU version names
// another symbol; this one is then unused and the data is linked as before (the package test
// then fails on the size: PackageEndToEndTests).
//
// Debug builds link Foundation dynamically: lib_FoundationICU.so keeps its own data and binds
// its reference inside itself, so this definition changes nothing there.
#include <stdint.h>
#include "foundation_icu_data.h"

struct finder_icu_common_data {
    // MappedData
    uint16_t headerSize;
    uint8_t magic1, magic2;
    // UDataInfo
    uint16_t size, reservedWord;
    uint8_t isBigEndian, charsetFamily, sizeofUChar, reservedByte;
    uint8_t dataFormat[4], formatVersion[4], dataVersion[4];
    uint8_t padding[8];
    // The offset table of contents: how many entries (none).
    uint32_t count;
};

__attribute__((used, aligned(16))) const struct finder_icu_common_data icudt76_dat = {
    .headerSize = 32, .magic1 = 0xda, .magic2 = 0x27,
    .size = 20, .reservedWord = 0,
    .isBigEndian = 0, .charsetFamily = 0 /* ASCII */, .sizeofUChar = 2, .reservedByte = 0,
    .dataFormat = {'C', 'm', 'n', 'D'}, .formatVersion = {1, 0, 0, 0}, .dataVersion = {76, 1, 0, 0},
    .padding = {0}, .count = 0,
};
