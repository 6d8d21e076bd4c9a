#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

static bool cell[16384], next[16384];
static int32_t n;

static bool alive(int32_t x, int32_t y) { return cell[(y + n) % n * n + (x + n) % n]; }

static int32_t neighbours(int32_t x, int32_t y) {
    int32_t count = 0;
    for (int32_t dy = -1; dy <= 1; dy++)
        for (int32_t dx = -1; dx <= 1; dx++)
            if ((dx != 0 || dy != 0) && alive(x + dx, y + dy)) count = count + 1;
    return count;
}

int main(void) {
    int32_t seed = 31337, population = 0, check = 0;
    n = 128;
    for (int32_t i = 0; i < n * n; i++) {
        seed = seed * 1103515245 + 12345;
        cell[i] = (seed / 65536 % 3 + 3) % 3 == 0;
    }
    for (int32_t gen = 0; gen < 2500; gen++) {
        for (int32_t y = 0; y < n; y++)
            for (int32_t x = 0; x < n; x++) {
                int32_t i = neighbours(x, y);
                next[y * n + x] = i == 3 || (i == 2 && cell[y * n + x]);
            }
        population = 0;
        for (int32_t i = 0; i < n * n; i++) {
            cell[i] = next[i];
            if (cell[i]) {
                population = population + 1;
                check = check + i % 1000;
            }
        }
    }
    printf("%d\n%d\n", population, check);
    return 0;
}
