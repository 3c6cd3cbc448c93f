// The same narrowing in a .cpp file, as g++ accepts it (with a warning).
unsigned char low(unsigned short s) {
  unsigned char c[] = {s};
  return c[0];
}
