#include <stdio.h>
#include <stdint.h>

static int32_t seed;

static int32_t next(void) {
    seed = seed * 1664525 + 1013904223;
    return (seed / 256 % 65536 + 65536) % 65536;
}

/* The prelude's max and min. */
static int32_t max(int32_t a, int32_t b) { return a > b ? a : b; }
static int32_t min(int32_t a, int32_t b) { return a < b ? a : b; }

static int32_t op(int32_t x, int32_t y, int32_t mode) {
    if (mode == 0) return x + y;
    if (mode == 1) return x - y;
    if (mode == 2) return x * y % 65521;
    if (mode == 3) return max(x, y);
    if (mode == 4) return min(x, y);
    return (x + y) / 2;
}

static int32_t clamp(int32_t v, int32_t lo, int32_t hi) {
    if (v < lo) return lo;
    if (v > hi) return hi;
    return v;
}

static int32_t round_div(int32_t n, int32_t d) {
    if (n < 0) return (n - d / 2) / d;
    return (n + d / 2) / d;
}

static int32_t blend(int32_t a, int32_t b, int32_t weight) {
    return round_div(a * weight + b * (256 - weight), 256);
}

int main(void) {
    int32_t acc = 0, check = 0;
    seed = 7;
    for (int32_t i = 0; i < 45000000; i++) {
        int32_t a = next() % 512 - 128;
        int32_t b = next() % 512 - 128;
        acc = op(a, b, 0) + op(a, b, 1) + op(a, b, 2) + op(a, b, 3) + op(a, b, 4) + op(a, b, 5);
        acc = acc + clamp(a, 0, 255) + clamp(b, 0, 255) + clamp(acc, -1000, 1000);
        acc = acc + blend(a, b, 64) + blend(a, b, 128) + blend(b, a, 200);
        check = check * 17 + acc;
    }
    printf("%d\n%d\n", check, acc);
    return 0;
}
