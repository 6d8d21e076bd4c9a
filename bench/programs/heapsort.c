#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

static int32_t a[1000000];

/* Move a[root] down until the heap a[0 .. size-1] is a max-heap again. */
static void sift(int32_t root, int32_t size) {
    int32_t child = 2 * root + 1;
    while (child < size) {
        if (child + 1 < size && a[child + 1] > a[child]) child = child + 1;
        if (a[root] >= a[child]) return;
        int32_t t = a[root];
        a[root] = a[child];
        a[child] = t;
        root = child;
        child = 2 * root + 1;
    }
}

int main(void) {
    int32_t n = 1000000, seed = 10, check = 0;
    bool sorted = true;
    for (int32_t round = 0; round < 3; round++) {
        for (int32_t i = 0; i < n; i++) {
            seed = seed * 1103515245 + 12345;
            a[i] = seed / 16;
        }
        for (int32_t i = n / 2 - 1; i >= 0; i--) sift(i, n);
        for (int32_t end = n - 1; end > 0; end--) {
            int32_t t = a[0];
            a[0] = a[end];
            a[end] = t;
            sift(0, end);
        }
        for (int32_t i = 1; i < n; i++)
            if (a[i - 1] > a[i]) sorted = false;
        check = check * 31 + a[0] + a[n / 2] + a[n - 1];
    }
    printf("%s\n%d\n", sorted ? "true" : "false", check);
    return 0;
}
