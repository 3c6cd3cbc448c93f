/* mgpucc's clean-room texture fetches through texture objects
 * (cudaTextureObject_t): tex1Dfetch<T> over linear memory, tex2D<T> over
 * pitched 2-D memory and 2-D arrays, tex1D<T> over 1-D arrays (which are
 * pitched memory of one row: mgpu.h). Included by cuda_runtime.h in both
 * passes.
 *
 * Each fetch is one PTX tex instruction written as inline assembly, as
 * CUDA's own headers write it: tex.1d.v4.K.s32 (an integer element index)
 * and tex.2d.v4.K.f32 (float coordinates), K being f32, s32 or u32 after
 * the element type the kernel asks for. The instruction returns four
 * 32-bit channels; what they hold (the element's channels, integers
 * widened, or normalised floats) is the texture object's business, so the
 * simulator (mgpu/sim) reads the object's format, as the hardware does.
 * The analysis recognises the instruction: a read of the texture's memory
 * (analyze/texture.go), so the kernel may split. */
#ifndef MGPU_TEXTURE_INDIRECT_FUNCTIONS_H
#define MGPU_TEXTURE_INDIRECT_FUNCTIONS_H

#include "cuda_runtime_api.h"

#define __MGPU_TEXF static __device__ __inline__ __attribute__((always_inline))

/* The three result kinds of each instruction. Not volatile: a texture is
 * read-only while a kernel runs, so equal fetches may be merged. */
#define __MGPU_TEX_FETCHES(K, V, C, PTX)                                                                    \
  __MGPU_TEXF V __mgpu_tex1Dfetch_##K(cudaTextureObject_t t, int x) {                                      \
    V r;                                                                                                   \
    asm("tex.1d.v4." PTX ".s32 {%0, %1, %2, %3}, [%4, {%5}];"                                              \
        : "=" C(r.x), "=" C(r.y), "=" C(r.z), "=" C(r.w)                                                   \
        : "l"(t), "r"(x));                                                                                 \
    return r;                                                                                              \
  }                                                                                                        \
  __MGPU_TEXF V __mgpu_tex2D_##K(cudaTextureObject_t t, float x, float y) {                                \
    V r;                                                                                                   \
    asm("tex.2d.v4." PTX ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];"                                          \
        : "=" C(r.x), "=" C(r.y), "=" C(r.z), "=" C(r.w)                                                   \
        : "l"(t), "f"(x), "f"(y));                                                                         \
    return r;                                                                                              \
  }
__MGPU_TEX_FETCHES(f, float4, "f", "f32")
__MGPU_TEX_FETCHES(i, int4, "r", "s32")
__MGPU_TEX_FETCHES(u, uint4, "r", "u32")
#undef __MGPU_TEX_FETCHES

/* __mgpu_tex_type<T>: which instruction reads a T, and the T made of its
 * channels. An element type without a specialisation is a compile error
 * (incomplete type), as with CUDA. */
template <class T> struct __mgpu_tex_type;
#define __MGPU_TEX_TYPE(T, K, V, ...)                                                                      \
  template <> struct __mgpu_tex_type<T> {                                                                  \
    __MGPU_TEXF T fetch1(cudaTextureObject_t t, int x) {                                                   \
      V r = __mgpu_tex1Dfetch_##K(t, x);                                                                   \
      return __VA_ARGS__;                                                                                  \
    }                                                                                                      \
    __MGPU_TEXF T fetch2(cudaTextureObject_t t, float x, float y) {                                        \
      V r = __mgpu_tex2D_##K(t, x, y);                                                                     \
      return __VA_ARGS__;                                                                                  \
    }                                                                                                      \
  };
#define __MGPU_TEX_VECTORS(T, B, K, V)                                                                     \
  __MGPU_TEX_TYPE(T, K, V, (T)r.x)                                                                         \
  __MGPU_TEX_TYPE(B##1, K, V, make_##B##1(r.x))                                                            \
  __MGPU_TEX_TYPE(B##2, K, V, make_##B##2(r.x, r.y))                                                       \
  __MGPU_TEX_TYPE(B##4, K, V, make_##B##4(r.x, r.y, r.z, r.w))
__MGPU_TEX_VECTORS(float, float, f, float4)
__MGPU_TEX_VECTORS(int, int, i, int4)
__MGPU_TEX_VECTORS(unsigned int, uint, u, uint4)
__MGPU_TEX_VECTORS(signed char, char, i, int4)
__MGPU_TEX_VECTORS(unsigned char, uchar, u, uint4)
__MGPU_TEX_VECTORS(short, short, i, int4)
__MGPU_TEX_VECTORS(unsigned short, ushort, u, uint4)
__MGPU_TEX_TYPE(char, i, int4, (char)r.x)
#undef __MGPU_TEX_VECTORS
#undef __MGPU_TEX_TYPE

/* The element at index x of a linear texture (0 outside it). */
template <class T> __MGPU_TEXF T tex1Dfetch(cudaTextureObject_t t, int x) { return __mgpu_tex_type<T>::fetch1(t, x); }
template <class T> __MGPU_TEXF void tex1Dfetch(T *r, cudaTextureObject_t t, int x) { *r = tex1Dfetch<T>(t, x); }
/* The element at (x, y) of a pitched 2-D texture, point sampled: element
 * (floor(x), floor(y)), coordinates outside clamped or the border colour
 * as the texture's address modes say. */
template <class T> __MGPU_TEXF T tex2D(cudaTextureObject_t t, float x, float y) {
  return __mgpu_tex_type<T>::fetch2(t, x, y);
}
template <class T> __MGPU_TEXF void tex2D(T *r, cudaTextureObject_t t, float x, float y) { *r = tex2D<T>(t, x, y); }
/* The element at x of a 1-D array's texture: the middle of its one row,
 * in texel and in normalised coordinates alike. */
template <class T> __MGPU_TEXF T tex1D(cudaTextureObject_t t, float x) { return __mgpu_tex_type<T>::fetch2(t, x, 0.5f); }
template <class T> __MGPU_TEXF void tex1D(T *r, cudaTextureObject_t t, float x) { *r = tex1D<T>(t, x); }

#undef __MGPU_TEXF

/* Texture references (texture<T, dim, mode> bound with cudaBindTexture)
 * were removed in CUDA 12; a use is an error that says what replaces them. */
#define __MGPU_TEXREF_GONE                                                                                 \
  "texture references were removed in CUDA 12 and mgpucc does not support them: use a texture object "    \
  "(cudaTextureObject_t made by cudaCreateTextureObject, read with tex1Dfetch<T>, tex1D<T> or tex2D<T>)"
template <class T, int dim = 1, enum cudaTextureReadMode mode = cudaReadModeElementType> struct texture {
  __attribute__((unavailable(__MGPU_TEXREF_GONE))) __host__ __device__ texture();
};
#undef __MGPU_TEXREF_GONE

#endif /* MGPU_TEXTURE_INDIRECT_FUNCTIONS_H */
