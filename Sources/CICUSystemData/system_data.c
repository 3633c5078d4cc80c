// ICU's data, once: the static executables (finder, finder-interactive) link ICU's code
// statically but not its 30 MB of data (libicudata.a); before main, this maps the data of the
// system's own libicudata.so.NN (Debian's libicu72, which the package depends on) and hands it
// to ICU with udata_setCommonData. The file is read-only and shared with every other process
// that uses ICU; only the pages a query touches are read (docs/decisions/0503-icu-data-once.md).
//
// Release builds only (CICU_SYSTEM_DATA, Package.swift): debug builds link ICU dynamically,
// data included. Without the system's file, ICU finds the empty stub below and every ICU call
// fails with U_FILE_ACCESS_ERROR-like codes, which finder reports as a local-data error.
#include "cicu_system_data.h"

#ifdef CICU_SYSTEM_DATA
#include <elf.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <unicode/udata.h>
#include <unicode/uvernum.h>

#define CICU_STR2(x) #x
#define CICU_STR(x) CICU_STR2(x)

// The symbol libicuuc.a's udata.cpp asks for (U_ICUDATA_ENTRY_POINT, e.g. icudt72_dat): an
// empty header, used only when the system's data could not be mapped.
#define CICU_ENTRY2(major) icudt##major##_dat
#define CICU_ENTRY(major) CICU_ENTRY2(major)
__attribute__((used, aligned(16))) const unsigned char CICU_ENTRY(U_ICU_VERSION_MAJOR_NUM)[32] = {0};

static int mapped = 0;

// The address of `symbol` in an ELF64 shared object mapped at `base` (`size` bytes), through
// its .dynsym, or NULL. Every offset is checked against the file's size.
static const void *elf_symbol(const unsigned char *base, size_t size, const char *symbol) {
    if (size < sizeof(Elf64_Ehdr) || memcmp(base, ELFMAG, SELFMAG) != 0 || base[EI_CLASS] != ELFCLASS64) return NULL;
    const Elf64_Ehdr *eh = (const Elf64_Ehdr *)base;
    if (eh->e_shoff == 0 || eh->e_shentsize != sizeof(Elf64_Shdr) || eh->e_shoff > size
        || (size - eh->e_shoff) / sizeof(Elf64_Shdr) < eh->e_shnum) return NULL;
    const Elf64_Shdr *sh = (const Elf64_Shdr *)(base + eh->e_shoff);
    for (int i = 0; i < eh->e_shnum; i++) {
        if (sh[i].sh_type != SHT_DYNSYM || sh[i].sh_link >= eh->e_shnum) continue;
        const Elf64_Shdr *strtab = &sh[sh[i].sh_link];
        if (sh[i].sh_offset > size || sh[i].sh_size > size - sh[i].sh_offset
            || strtab->sh_offset > size || strtab->sh_size > size - strtab->sh_offset) return NULL;
        const Elf64_Sym *syms = (const Elf64_Sym *)(base + sh[i].sh_offset);
        size_t count = sh[i].sh_size / sizeof(Elf64_Sym);
        const char *names = (const char *)(base + strtab->sh_offset);
        for (size_t s = 0; s < count; s++) {
            if (syms[s].st_name >= strtab->sh_size || syms[s].st_shndx == SHN_UNDEF || syms[s].st_shndx >= eh->e_shnum) continue;
            if (strncmp(names + syms[s].st_name, symbol, strtab->sh_size - syms[s].st_name) != 0) continue;
            // The symbol's address to a file offset, through the section that holds it.
            const Elf64_Shdr *in = &sh[syms[s].st_shndx];
            if (in->sh_type == SHT_NOBITS || syms[s].st_value < in->sh_addr) return NULL;
            uint64_t offset = in->sh_offset + (syms[s].st_value - in->sh_addr);
            if (offset > size || syms[s].st_size > size - offset) return NULL;
            return base + offset;
        }
    }
    return NULL;
}

__attribute__((constructor)) static void cicu_map_system_data(void) {
    static const char *const folders[] = {"/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib",
                                          "/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu"};
    const char *file = "/libicudata.so." CICU_STR(U_ICU_VERSION_MAJOR_NUM);
    const char *symbol = "icudt" CICU_STR(U_ICU_VERSION_MAJOR_NUM) "_dat";
    char path[256];
    for (size_t i = 0; i < sizeof folders / sizeof *folders; i++) {
        size_t n = strlen(folders[i]);
        if (n + strlen(file) + 1 > sizeof path) continue;
        memcpy(path, folders[i], n);
        strcpy(path + n, file);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) continue;
        struct stat st;
        void *base = MAP_FAILED;
        if (fstat(fd, &st) == 0 && st.st_size > 0) base = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
        close(fd);
        if (base == MAP_FAILED) continue;
        const void *data = elf_symbol(base, (size_t)st.st_size, symbol);
        if (data) {
            UErrorCode status = U_ZERO_ERROR;
            udata_setCommonData(data, &status);
            if (U_SUCCESS(status)) { mapped = 1; return; }
        }
        munmap(base, (size_t)st.st_size);
    }
}

int cicu_system_data_mapped(void) { return mapped; }
#else
int cicu_system_data_mapped(void) { return 0; }
#endif
