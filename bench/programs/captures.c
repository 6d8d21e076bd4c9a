#include <stdio.h>
#include <stdint.h>
static int32_t total, calls;
static int32_t twice(int32_t x) { calls = calls + 1; return (int32_t)((uint32_t)x + (uint32_t)x); }
static int32_t step(int32_t i) { total = (int32_t)((uint32_t)total + (uint32_t)twice(i % 7) - 3u); return total; }
int main(void) {
    int32_t last = 0;
    for (int32_t i = 0; i < 20000000; i++) last = step(i);
    printf("%d\n%d\n%d\n", total, calls, last);
    return 0;
}
