#ifndef BASELINE_CZLIB_SHIM_H
#define BASELINE_CZLIB_SHIM_H

#include <zlib.h>

#endif
