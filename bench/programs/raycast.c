#include <stdio.h>
#include <stdint.h>

static int32_t map[576];
static int32_t sine[3600];

/* sin of a in tenths of a degree, times 1024. */
static int32_t bhaskara(int32_t a) {
    if (a >= 1800) return -bhaskara(a - 1800);
    int32_t t = a * (1800 - a);
    return t * 4 / ((4050000 - t) / 1024);
}

static int32_t cosine(int32_t a) { return sine[(a + 900) % 3600]; }

/* Steps of 1/16 cell until the ray from (x, y) at angle a hits a wall. */
static int32_t march(int32_t x, int32_t y, int32_t a) {
    int32_t dx = cosine(a) / 16;
    int32_t dy = sine[a] / 16;
    int32_t steps = 0;
    while (map[y / 1024 * 24 + x / 1024] == 0) {
        x = x + dx;
        y = y + dy;
        steps = steps + 1;
    }
    return steps;
}

int main(void) {
    int32_t seed = 4242, total = 0, far = 0;
    for (int32_t i = 0; i < 3600; i++) sine[i] = bhaskara(i);
    for (int32_t i = 0; i < 576; i++) {
        seed = seed * 1103515245 + 12345;
        if (i < 24 || i >= 552 || i % 24 == 0 || i % 24 == 23 || (seed / 65536 % 8 + 8) % 8 == 0)
            map[i] = 1 + (seed / 65536 % 3 + 3) % 3;
    }
    map[12 * 24 + 12] = 0;
    map[12 * 24 + 13] = 0;
    for (int32_t frame = 0; frame < 9000; frame++) {
        int32_t px = 12 * 1024 + 512 + frame % 64 * 8;
        int32_t py = 12 * 1024 + 512;
        for (int32_t column = 0; column < 320; column++) {
            int32_t angle = (frame * 7 + (column - 160) * 600 / 320 + 3600) % 3600;
            int32_t height = 64 * 1024 / (march(px, py, angle) + 1);
            if (height < 400) far = far + 1;
            total = total + height;
        }
    }
    printf("%d\n%d\n", total, far);
    return 0;
}
