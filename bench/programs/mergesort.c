#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

static int32_t a[1000000], scratch[1000000];

static void sort(int32_t lo, int32_t hi) {
    if (hi - lo < 2) return;
    int32_t mid = (lo + hi) / 2;
    sort(lo, mid);
    sort(mid, hi);
    int32_t i = lo, j = mid;
    for (int32_t k = lo; k < hi; k++) {
        if (j >= hi || (i < mid && a[i] <= a[j])) {
            scratch[k] = a[i];
            i = i + 1;
        } else {
            scratch[k] = a[j];
            j = j + 1;
        }
    }
    for (int32_t k = lo; k < hi; k++) a[k] = scratch[k];
}

int main(void) {
    int32_t n = 1000000, seed = 9, check = 0;
    bool sorted = true;
    for (int32_t round = 0; round < 4; round++) {
        for (int32_t i = 0; i < n; i++) {
            seed = seed * 1103515245 + 12345;
            a[i] = seed / 16;
        }
        sort(0, n);
        for (int32_t i = 1; i < n; i++)
            if (a[i - 1] > a[i]) sorted = false;
        check = check * 31 + a[0] + a[n / 2] + a[n - 1];
    }
    printf("%s\n%d\n", sorted ? "true" : "false", check);
    return 0;
}
