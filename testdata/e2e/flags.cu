// Stores of one constant that several blocks may make into one element: a
// convergence flag set by any thread that still changes (the host iterates
// until it stays clear), a level-synchronous BFS whose frontier kernel sets
// "over" and marks vertices, marks at data-dependent positions, and a
// 16-bit status set to -1. Each device's stores are combined: every
// element some device stored into holds the value.
// expect: smooth split x
// expect: bfs_expand not split
// expect: bfs_commit split x
// expect: mark split x
// expect: fail_on_negative split x
#include "check.h"
#include <cstring>

__global__ void smooth(const int *in, int *out, int n, int *changed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1) {
    int v = (in[i - 1] + 2 * in[i] + in[i + 1]) / 4;
    out[i] = v;
    if (v != in[i])
      *changed = 1;
  } else if (i == 0 || i == n - 1) {
    out[i] = in[i];
  }
}

// Rodinia-style BFS on a ring with chords: expand writes at neighbours'
// (data-dependent) positions, so it stays on one device; commit is split.
__global__ void bfs_expand(const int *start, const int *edges, bool *mask, bool *updating, const bool *visited,
                           int *cost, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && mask[v]) {
    mask[v] = false;
    for (int e = start[v]; e < start[v + 1]; e++) {
      int u = edges[e];
      if (!visited[u]) {
        cost[u] = cost[v] + 1;
        updating[u] = true;
      }
    }
  }
}
__global__ void bfs_commit(bool *mask, bool *updating, bool *visited, bool *over, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && updating[v]) {
    mask[v] = true;
    visited[v] = true;
    *over = true;
    updating[v] = false;
  }
}

__global__ void mark(const int *keys, int n, unsigned char *seen) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    seen[keys[i]] = 1;
}

__global__ void fail_on_negative(const int *v, int n, short *status) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && v[i] < 0)
    *status = -1;
}

int main() {
  const int n = 3000, edges_per = 3, ns = 128;
  static int h[ns], ref[ns], tmp[ns];
  for (int i = 0; i < ns; i++)
    h[i] = (i * 7919) % 10;
  int *d_a, *d_b, *d_changed;
  CHECK(cudaMalloc(&d_a, sizeof h));
  CHECK(cudaMalloc(&d_b, sizeof h));
  CHECK(cudaMalloc(&d_changed, sizeof(int)));
  CHECK(cudaMemcpy(d_a, h, sizeof h, cudaMemcpyHostToDevice));
  int iters = 0, changed = 1;
  while (changed && iters < 1000) {
    changed = 0;
    CHECK(cudaMemcpy(d_changed, &changed, sizeof changed, cudaMemcpyHostToDevice));
    smooth<<<ns / 32, 32>>>(d_a, d_b, ns, d_changed);
    CHECK(cudaMemcpy(&changed, d_changed, sizeof changed, cudaMemcpyDeviceToHost));
    int *t = d_a;
    d_a = d_b;
    d_b = t;
    iters++;
  }
  static int out[ns];
  CHECK(cudaMemcpy(out, d_a, sizeof out, cudaMemcpyDeviceToHost));
  memcpy(ref, h, sizeof h);
  int ref_iters = 0, ref_changed = 1;
  while (ref_changed && ref_iters < 1000) {
    ref_changed = 0;
    for (int i = 0; i < ns; i++) {
      if (i == 0 || i == ns - 1) {
        tmp[i] = ref[i];
        continue;
      }
      tmp[i] = (ref[i - 1] + 2 * ref[i] + ref[i + 1]) / 4;
      ref_changed |= tmp[i] != ref[i];
    }
    memcpy(ref, tmp, sizeof tmp);
    ref_iters++;
  }
  bool ok = iters == ref_iters && iters < 1000 && memcmp(out, ref, sizeof out) == 0;

  // BFS from vertex 0 over edges i -> i+1, i -> 2i, i -> 3i (mod n).
  static int start[n + 1], edges[n * edges_per], cost[n], rcost[n];
  static bool hmask[n], hvisited[n];
  for (int i = 0; i <= n; i++)
    start[i] = i * edges_per;
  for (int i = 0; i < n; i++) {
    edges[i * edges_per] = (i + 1) % n;
    edges[i * edges_per + 1] = (2 * i) % n;
    edges[i * edges_per + 2] = (3 * i + 1) % n;
    cost[i] = i == 0 ? 0 : -1;
    hmask[i] = hvisited[i] = i == 0;
  }
  int *d_start, *d_edges, *d_cost;
  bool *d_mask, *d_upd, *d_vis, *d_over;
  CHECK(cudaMalloc(&d_start, sizeof start));
  CHECK(cudaMalloc(&d_edges, sizeof edges));
  CHECK(cudaMalloc(&d_cost, sizeof cost));
  CHECK(cudaMalloc(&d_mask, n));
  CHECK(cudaMalloc(&d_upd, n));
  CHECK(cudaMalloc(&d_vis, n));
  CHECK(cudaMalloc(&d_over, 1));
  CHECK(cudaMemcpy(d_start, start, sizeof start, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_edges, edges, sizeof edges, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_cost, cost, sizeof cost, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_mask, hmask, n, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_vis, hvisited, n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_upd, 0, n));
  bool over = true;
  int levels = 0;
  while (over) {
    over = false;
    CHECK(cudaMemcpy(d_over, &over, 1, cudaMemcpyHostToDevice));
    bfs_expand<<<(n + 255) / 256, 256>>>(d_start, d_edges, d_mask, d_upd, d_vis, d_cost, n);
    bfs_commit<<<(n + 255) / 256, 256>>>(d_mask, d_upd, d_vis, d_over, n);
    CHECK(cudaMemcpy(&over, d_over, 1, cudaMemcpyDeviceToHost));
    levels++;
  }
  CHECK(cudaMemcpy(cost, d_cost, sizeof cost, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    rcost[i] = i == 0 ? 0 : -1;
  for (int level = 0, grew = 1; grew; level++) {
    grew = 0;
    for (int v = 0; v < n; v++)
      if (rcost[v] == level)
        for (int e = start[v]; e < start[v + 1]; e++)
          if (rcost[edges[e]] < 0) {
            rcost[edges[e]] = level + 1;
            grew = 1;
          }
  }
  ok = ok && memcmp(cost, rcost, sizeof cost) == 0;

  // Marks and a status.
  static int keys[n];
  static unsigned char seen[4096], rseen[4096];
  for (int i = 0; i < n; i++)
    keys[i] = (i * i + 3 * i) % 4096;
  int *d_keys;
  unsigned char *d_seen;
  short *d_status, status = 7;
  CHECK(cudaMalloc(&d_keys, sizeof keys));
  CHECK(cudaMalloc(&d_seen, sizeof seen));
  CHECK(cudaMalloc(&d_status, sizeof status));
  CHECK(cudaMemcpy(d_keys, keys, sizeof keys, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_seen, 0, sizeof seen));
  CHECK(cudaMemcpy(d_status, &status, sizeof status, cudaMemcpyHostToDevice));
  mark<<<(n + 127) / 128, 128>>>(d_keys, n, d_seen);
  fail_on_negative<<<(n + 127) / 128, 128>>>(d_keys, n, d_status);
  short clean = status;
  for (int i = 0; i < n; i++)
    keys[i] -= 4000;
  CHECK(cudaMemcpy(d_keys, keys, sizeof keys, cudaMemcpyHostToDevice));
  fail_on_negative<<<(n + 127) / 128, 128>>>(d_keys, n, d_status);
  CHECK(cudaMemcpy(seen, d_seen, sizeof seen, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&status, d_status, sizeof status, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    rseen[(i * i + 3 * i) % 4096] = 1;
  ok = ok && memcmp(seen, rseen, sizeof seen) == 0 && clean == 7 && status == -1;
  printf("smooth: %d iterations, bfs: %d levels\n", iters, levels);
  sum(out, sizeof out);
  sum(cost, sizeof cost);
  sum(seen, sizeof seen);
  sum(&status, sizeof status);
  return finish(ok);
}
