/*
 * Which reference-counted objects do threads share? Preloaded into a Swift program, this counts
 * for every object passed to swift_retain / swift_release (and the bridge-object variants) how
 * often the thread touching it differs from the thread that touched it last: each such switch
 * moves the count's cache line between cores. At exit it writes, per process, the objects with
 * more than 1,000 switches (switches, touches, address, type) and the call sites that touched a
 * switching object more than 20,000 times, to /tmp/shared-retains.PID.
 *
 *   gcc -O2 -shared -fPIC scripts/shared-retains.c -o /tmp/shared-retains.so -ldl \
 *     -L/opt/swift/usr/lib/swift/linux -lswiftCore
 *   LD_LIBRARY_PATH=/opt/swift/usr/lib/swift/linux LD_PRELOAD=/tmp/shared-retains.so \
 *     .build/release/form-bench threads-2
 *   addr2line -f -e .build/release/form-bench OFFSET | swift demangle --simplified
 *
 * A diagnostic, not part of the build: it slows the program several times over. Objects inside
 * a loaded image (the runtime's immortal singletons, whose counts are never written) are listed
 * but their call sites are not.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

typedef struct { const char *data; size_t length; } TypeName;
extern TypeName swift_getTypeName(void *metadata, _Bool qualified);

enum { objectSlots = 1 << 22, siteSlots = 1 << 12 };
typedef struct {
  _Atomic uintptr_t address;
  _Atomic long touches, switches, lastThread;
  void *metadata;
  int isStatic;
} Object;
static Object objects[objectSlots];
static _Atomic uintptr_t sites[siteSlots];
static _Atomic long siteTouches[siteSlots];
static __thread long thread;

static void countSite(uintptr_t site) {
  for (size_t i = (site * 0x9E3779B97F4A7C15ull) >> 52;; i = (i + 1) & (siteSlots - 1)) {
    uintptr_t seen = sites[i];
    if (seen == 0) __atomic_compare_exchange_n((uintptr_t *)&sites[i], &seen, site, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    if (sites[i] == site) { siteTouches[i]++; return; }
  }
}

static void count(void *pointer, uintptr_t site) {
  uintptr_t address = (uintptr_t)pointer;
  if (address < 4096 || address >= 0x0000800000000000ull) return;  // tagged values, not objects
  if (!thread) thread = syscall(SYS_gettid);
  for (size_t i = ((address >> 4) * 0x9E3779B97F4A7C15ull) >> 42;; i = (i + 1) & (objectSlots - 1)) {
    uintptr_t seen = objects[i].address;
    if (seen == 0) __atomic_compare_exchange_n((uintptr_t *)&objects[i].address, &seen, address, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    if (objects[i].address != address) continue;
    Object *object = &objects[i];
    if (!object->metadata) {
      Dl_info info;
      object->isStatic = dladdr(pointer, &info) != 0;
      object->metadata = *(void **)pointer;
    }
    object->touches++;
    long last = object->lastThread;
    if (last != thread) {
      object->lastThread = thread;
      if (last) object->switches++;
      if (object->switches > 100 && !object->isStatic) countSite(site);
    }
    return;
  }
}

#define FORWARD(name, type, mask)                                                  \
  type name(void *pointer) {                                                       \
    static type (*real)(void *);                                                   \
    if (!real) real = (type(*)(void *))dlsym(RTLD_NEXT, #name);                    \
    count((void *)((uintptr_t)pointer & mask), (uintptr_t)__builtin_return_address(0)); \
    return real(pointer);                                                          \
  }
FORWARD(swift_retain, void *, ~0ull)
FORWARD(swift_release, void, ~0ull)
FORWARD(swift_bridgeObjectRetain, void *, 0x0FFFFFFFFFFFFFF8ull)
FORWARD(swift_bridgeObjectRelease, void, 0x0FFFFFFFFFFFFFF8ull)

__attribute__((destructor)) static void report(void) {
  char path[64];
  snprintf(path, sizeof path, "/tmp/shared-retains.%d", getpid());
  FILE *file = fopen(path, "w");
  if (!file) return;
  for (size_t i = 0; i < objectSlots; i++) {
    if (!objects[i].address || objects[i].switches <= 1000) continue;
    TypeName name = swift_getTypeName(objects[i].metadata, 1);
    fprintf(file, "object %ld switches %ld touches %lx %.*s\n", (long)objects[i].switches, (long)objects[i].touches,
            (unsigned long)objects[i].address, (int)name.length, name.data);
  }
  for (size_t i = 0; i < siteSlots; i++) {
    if (!sites[i] || siteTouches[i] <= 20000) continue;
    Dl_info info;
    dladdr((void *)sites[i], &info);
    fprintf(file, "site %ld touches %s+%lx\n", (long)siteTouches[i], info.dli_fname ? info.dli_fname : "?",
            (unsigned long)(sites[i] - (uintptr_t)info.dli_fbase));
  }
  fclose(file);
}
