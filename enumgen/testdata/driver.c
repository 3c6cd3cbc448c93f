/* Test driver for generated enumerators: links with a generated translation
 * unit and answers commands on stdin, one per line:
 *   E mangled param mode cap box[12] nscalars scalars...  -> count lo hi lo hi ...
 *   B mangled param mode iters box[12] nscalars scalars... -> ns per call
 *   S mangled param mode cap box[12] nscalars scalars...  -> count lo hi pitch count ...
 *     (the span enumerator's; "none" for an access without one)
 *   T mangled param mode iters box[12] nscalars scalars... -> ns per span enumerator call
 *   D mangled -> split nparams, then per param: kind size elem slot signed read write maywrite
 *   F mangled -> nfields, then per field: param offset size signed slot
 *   U mangled -> scalars_unread, in hex
 *   H mangled box[12] nscalars scalars... -> nshifts, then per shift "; slot lo hi by..."
 *     (moves' answer for that launch: one move per param)
 *   V mangled box[12] nscalars scalars... -> split_valid's answer (-1: none), then split_requires
 *   A mangled box[12] nscalars scalars... -> nalternatives, then per alternative "; split
 *     split_valid's answer (-1: none) split_requires"
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

/* Reads a box and the scalars; returns 0 on malformed input. */
static int read_launch(int64_t box[12], int64_t scalars[16]) {
  long long v, n;
  for (int i = 0; i < 12; i++) {
    if (scanf("%lld", &v) != 1)
      return 0;
    box[i] = v;
  }
  if (scanf("%lld", &n) != 1 || n > 16)
    return 0;
  for (int i = 0; i < n; i++) {
    if (scanf("%lld", &v) != 1)
      return 0;
    scalars[i] = v;
  }
  return 1;
}

int main(void) {
  char cmd[8], name[256];
  static mgpu_range out[1 << 20];
  static mgpu_span spans[1 << 20];
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
        printf(" %d %d %d %d %d %d %lld %d %d %d", p->kind, p->size, p->elem_size, p->scalar_slot, p->is_signed,
               p->reduce, (long long)p->reduce_value, p->read.pattern, p->write.pattern, p->may_write.pattern);
      }
      printf("\n");
      fflush(stdout);
      continue;
    }
    if (cmd[0] == 'F') {
      printf("%d", d->nfields);
      for (int i = 0; i < d->nfields; i++) {
        const mgpu_field_desc *f = &d->fields[i];
        printf(" %d %d %d %d %d", f->param, f->offset, f->size, f->is_signed, f->scalar_slot);
      }
      printf("\n");
      fflush(stdout);
      continue;
    }
    if (cmd[0] == 'U') {
      printf("%llx\n", (unsigned long long)d->scalars_unread);
      fflush(stdout);
      continue;
    }
    int64_t box64[12], scalars64[16];
    if (cmd[0] == 'H') {
      if (!read_launch(box64, scalars64))
        return 1;
      printf("%d", d->nshifts);
      for (int i = 0; i < d->nshifts; i++) {
        int64_t moves[2 + 64];
        d->shifts[i].moves(box64, scalars64, moves);
        printf("; %d", d->shifts[i].slot);
        for (int j = 0; j < 2 + d->nparams; j++)
          printf(" %lld", (long long)moves[j]);
      }
      printf("\n");
      fflush(stdout);
      continue;
    }
    if (cmd[0] == 'V') {
      if (!read_launch(box64, scalars64))
        return 1;
      printf("%d %s\n", d->split_valid ? d->split_valid(box64, scalars64) : -1,
             d->split_requires ? d->split_requires : "");
      fflush(stdout);
      continue;
    }
    if (cmd[0] == 'A') {
      if (!read_launch(box64, scalars64))
        return 1;
      printf("%d", d->nalternatives);
      for (int i = 0; i < d->nalternatives; i++) {
        const mgpu_split_alternative *a = &d->alternatives[i];
        printf("; %d %d %s", a->split, a->split_valid ? a->split_valid(box64, scalars64) : -1,
               a->split_requires ? a->split_requires : "");
      }
      printf("\n");
      fflush(stdout);
      continue;
    }
    int param, mode;
    long long n;
    if (scanf("%d %d %lld", &param, &mode, &n) != 3 || !read_launch(box64, scalars64))
      return 1;
    const mgpu_access *a = access_of(d, param, mode);
    if (a->pattern != MGPU_ACCESS_ENUM && a->pattern != MGPU_ACCESS_SPANS) {
      printf("error: pattern %d\n", a->pattern);
      fflush(stdout);
      continue;
    }
    if ((cmd[0] == 'S' || cmd[0] == 'T') && a->pattern != MGPU_ACCESS_SPANS) {
      printf("none\n");
      fflush(stdout);
      continue;
    }
    if (cmd[0] == 'S') {
      int64_t cap = n < (1 << 20) ? n : (1 << 20);
      int64_t got = a->spans(box64, scalars64, spans, cap);
      printf("%lld", (long long)got);
      for (int64_t i = 0; i < got && i < cap; i++)
        printf(" %lld %lld %lld %lld", (long long)spans[i].lo, (long long)spans[i].hi, (long long)spans[i].pitch,
               (long long)spans[i].count);
      printf("\n");
    } else if (cmd[0] == 'T') {
      struct timespec t0, t1;
      int64_t sink = 0;
      clock_gettime(CLOCK_MONOTONIC, &t0);
      for (long long i = 0; i < n; i++)
        sink += a->spans(box64, scalars64, spans, 1 << 20);
      clock_gettime(CLOCK_MONOTONIC, &t1);
      double total = (t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec);
      printf("%.1f %lld\n", total / (double)n, (long long)sink);
    } else if (cmd[0] == 'E') {
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
