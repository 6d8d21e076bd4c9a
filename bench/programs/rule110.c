#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

static bool cell[4096], next[4096];

int main(void) {
    int32_t n = 4096, live = 0, check = 0;
    cell[n - 1] = true;
    for (int32_t gen = 0; gen < 80000; gen++) {
        for (int32_t i = 0; i < n; i++) {
            bool l = cell[(i + n - 1) % n];
            bool c = cell[i];
            bool r = cell[(i + 1) % n];
            next[i] = (c || r) && !(l && c && r);
        }
        live = 0;
        for (int32_t i = 0; i < n; i++) {
            cell[i] = next[i];
            if (cell[i]) live = live + 1;
        }
        check = check * 3 + live;
    }
    printf("%d\n%d\n", live, check);
    return 0;
}
