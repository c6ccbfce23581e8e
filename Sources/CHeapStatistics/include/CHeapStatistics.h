#ifndef CHEAPSTATISTICS_H
#define CHEAPSTATISTICS_H

#include <stddef.h>

/// Bytes of heap the process has allocated and not freed, as glibc's malloc counts them (all
/// arenas, blocks it mapped directly included). For benchmarks: the memory a structure keeps
/// alive is the drop in this figure when it is released.
size_t heapstat_bytes_in_use(void);

#endif
