// The same narrowing and register variable in a .cpp file, as g++ accepts
// them (with a warning).
unsigned char low(unsigned short s) {
  register unsigned char c[] = {s};
  return c[0];
}

#ifndef __NVCC__
#error "nvcc defines __NVCC__ in every compile it makes"
#endif
