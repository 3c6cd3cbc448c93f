/* A wrapper of libstdc++'s bits/shared_ptr_base.h (read through <memory>):
 * libstdc++ 12 writes __attribute__((__noinline__)) there, which
 * cuda_runtime.h's __noinline__ macro would turn into
 * __attribute__((__attribute__((noinline)))). nvcc's front end (and clang
 * from 15 on) takes __noinline__ as a keyword; clang-14 does not. The
 * header is read with the macro put aside; include/ comes before the
 * system's folders, and #include_next finds libstdc++'s own. */
#pragma push_macro("__noinline__")
#undef __noinline__
#include_next <bits/shared_ptr_base.h>
#pragma pop_macro("__noinline__")
