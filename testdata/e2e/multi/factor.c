/* Plain C, compiled as usual and linked into main.cu's program. */
int factor(void) { return 3; }
