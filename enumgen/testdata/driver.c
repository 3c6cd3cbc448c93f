/* Test driver for generated enumerators: links with a generated translation
 * unit and answers commands on stdin, one per line:
 *   E mangled param mode cap box[12] nscalars scalars...  -> count lo hi lo hi ...
 *   B mangled param mode iters box[12] nscalars scalars... -> ns per call
 *   D mangled -> split nparams, then per param: kind size elem slot signed read write maywrite
 * mode: 0 read, 1 write, 2 may-write. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "mgpu.h"

static const mgpu_kernel_desc *descs[64];
static int ndescs;

void __mgpuRegisterGeneratedKernel(const mgpu_kernel_desc *desc) {
  if (ndescs < 64)
    descs[ndescs++] = desc;
}

static const mgpu_kernel_desc *find(const char *mangled) {
  for (int i = 0; i < ndescs; i++)
    if (strcmp(descs[i]->mangled, mangled) == 0)
      return descs[i];
  return NULL;
}

static const mgpu_access *access_of(const mgpu_kernel_desc *d, int param, int mode) {
  const mgpu_param_desc *p = &d->params[param];
  return mode == 0 ? &p->read : mode == 1 ? &p->write : &p->may_write;
}

int main(void) {
  char cmd[8], name[256];
  static mgpu_range out[1 << 20];
  while (scanf("%7s %255s", cmd, name) == 2) {
    const mgpu_kernel_desc *d = find(name);
    if (!d) {
      printf("error: no kernel %s\n", name);
      fflush(stdout);
      continue;
    }
    if (cmd[0] == 'D') {
      printf("%d %d", d->split, d->nparams);
      for (int i = 0; i < d->nparams; i++) {
        const mgpu_param_desc *p = &d->params[i];
        printf(" %d %d %d %d %d %d %d %d", p->kind, p->size, p->elem_size, p->scalar_slot, p->is_signed,
               p->read.pattern, p->write.pattern, p->may_write.pattern);
      }
      printf("\n");
      fflush(stdout);
      continue;
    }
    int param, mode;
    long long n, box[12], scalars[16], ns = 0;
    int64_t box64[12], scalars64[16];
    if (scanf("%d %d %lld", &param, &mode, &n) != 3)
      return 1;
    for (int i = 0; i < 12; i++) {
      if (scanf("%lld", &box[i]) != 1)
        return 1;
      box64[i] = box[i];
    }
    if (scanf("%lld", &ns) != 1 || ns > 16)
      return 1;
    for (int i = 0; i < ns; i++) {
      if (scanf("%lld", &scalars[i]) != 1)
        return 1;
      scalars64[i] = scalars[i];
    }
    const mgpu_access *a = access_of(d, param, mode);
    if (a->pattern != MGPU_ACCESS_ENUM) {
      printf("error: pattern %d\n", a->pattern);
      fflush(stdout);
      continue;
    }
    if (cmd[0] == 'E') {
      int64_t cap = n < (1 << 20) ? n : (1 << 20);
      int64_t got = a->fn(box64, scalars64, out, cap);
      printf("%lld", (long long)got);
      for (int64_t i = 0; i < got && i < cap; i++)
        printf(" %lld %lld", (long long)out[i].lo, (long long)out[i].hi);
      printf("\n");
    } else {
      struct timespec t0, t1;
      int64_t sink = 0;
      clock_gettime(CLOCK_MONOTONIC, &t0);
      for (long long i = 0; i < n; i++)
        sink += a->fn(box64, scalars64, out, 1 << 20);
      clock_gettime(CLOCK_MONOTONIC, &t1);
      double total = (t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec);
      printf("%.1f %lld\n", total / (double)n, (long long)sink);
    }
    fflush(stdout);
  }
  return 0;
}
