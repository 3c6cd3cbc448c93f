extern "C" int helper_add(int a, int b);
int helper_twice(int a) { return helper_add(a, a); }
