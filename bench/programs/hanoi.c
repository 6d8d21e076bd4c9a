#include <stdio.h>
#include <stdint.h>

static int32_t peg[96]; /* peg p holds its disks in peg[p * 32 .. p * 32 + 31] */
static int32_t height[3];
static int32_t moves, check, illegal;

static void move(int32_t from, int32_t to) {
    height[from] = height[from] - 1;
    int32_t disk = peg[from * 32 + height[from]];
    if (height[to] > 0) {
        if (peg[to * 32 + height[to] - 1] < disk) illegal = illegal + 1;
    }
    peg[to * 32 + height[to]] = disk;
    height[to] = height[to] + 1;
    moves = moves + 1;
    check = (check * 7 + disk * (from * 3 + to + 1)) % 1000003;
}

static void solve(int32_t n, int32_t from, int32_t to, int32_t via) {
    if (n > 0) {
        solve(n - 1, from, via, to);
        move(from, to);
        solve(n - 1, via, to, from);
    }
}

int main(void) {
    for (int32_t round = 0; round < 15; round++) {
        int32_t n = 20 + round % 5;
        height[0] = 0;
        height[1] = 0;
        height[2] = 0;
        for (int32_t i = n; i > 0; i--) {
            peg[height[0]] = i;
            height[0] = height[0] + 1;
        }
        solve(n, 0, 2, 1);
        if (height[2] != n) illegal = illegal + 1;
    }
    printf("%d\n%d\n%d\n", moves, check, illegal);
    return 0;
}
