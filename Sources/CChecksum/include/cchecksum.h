// cchecksum.h — CRC-32C (Castagnoli), the checksum of the stock index's blocks and header.
//
// C because the fast paths are single instructions Swift cannot name portably: SSE4.2's
// `crc32` on x86_64 (chosen at run time, by CPUID), ARMv8's `crc32c` on aarch64 (when the
// compiler targets a CPU that has it); elsewhere a table, a byte at a time. Every path gives
// the same value (crc32c.c; FinderIndexTests' ChecksumTests compare them).
#ifndef CCHECKSUM_H
#define CCHECKSUM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The CRC-32C of `size` bytes at `data`, continuing from `crc`: 0 starts a checksum, and
/// the CRC of a prefix continues over the rest (zlib's convention; the standard CRC-32C with
/// initial value and final XOR 0xFFFFFFFF: "123456789" gives 0xE3069283). `data` may be NULL
/// when `size` is 0; it needs no alignment.
uint32_t cchecksum_crc32c(uint32_t crc, const void *data, size_t size);

/// The same by the portable table alone, whatever the CPU: for tests that compare the paths.
uint32_t cchecksum_crc32c_portable(uint32_t crc, const void *data, size_t size);

/// 1 when cchecksum_crc32c uses a CRC instruction on this CPU, 0 when it uses the table.
int cchecksum_crc32c_is_accelerated(void);

#ifdef __cplusplus
}
#endif

#endif
