#include <stdio.h>
#include <stdint.h>
static int32_t total, calls;
static int32_t twice(int32_t x) { calls = calls + 1; return x + x; }
static int32_t step(int32_t i) { total = total + twice(i % 7) - 3; return total; }
int main(void) {
    int32_t last = 0;
    for (int32_t i = 0; i < 1000000000; i++) last = step(i);
    printf("%d\n%d\n%d\n", total, calls, last);
    return 0;
}
