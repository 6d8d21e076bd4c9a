#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>
static int32_t data[2000000];
static void sort(int32_t lo, int32_t hi) {
    if (lo >= hi) return;
    int32_t p = data[lo + (hi - lo) / 2], l = lo, r = hi;
    while (l <= r) {
        while (data[l] < p) l++;
        while (data[r] > p) r--;
        if (l <= r) { int32_t t = data[l]; data[l] = data[r]; data[r] = t; l++; r--; }
    }
    sort(lo, r);
    sort(l, hi);
}
int main(void) {
    bool sorted = true;
    int32_t check = 0;
    for (int32_t round = 0; round < 3; round++) {
        int32_t seed = 12345 + round;
        for (int32_t i = 0; i < 2000000; i++) { seed = seed * 1103515245 + 12345; data[i] = seed / 65536; }
        sort(0, 1999999);
        for (int32_t i = 1; i < 2000000; i++) { if (data[i - 1] > data[i]) sorted = false; check = check * 31 + data[i]; }
    }
    printf("%s\n%d\n%d\n%d\n", sorted ? "true" : "false", data[0], data[1999999], check);
    return 0;
}
