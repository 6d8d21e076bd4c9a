/* The interpreter dispatches with the same if-chain as the wend program. */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

static int32_t code[64], stack[32], local[8];
static int32_t size, executed;

static void emit(int32_t word) {
    code[size] = word;
    size = size + 1;
}

static void emit2(int32_t op, int32_t arg) {
    emit(op);
    emit(arg);
}

static void run(void) {
    int32_t pc = 0, sp = 0;
    bool running = true;
    while (running) {
        int32_t op = code[pc];
        pc = pc + 1;
        executed = executed + 1;
        if (op == 1) {
            stack[sp] = code[pc];
            sp = sp + 1;
            pc = pc + 1;
        } else if (op == 2) {
            stack[sp] = local[code[pc]];
            sp = sp + 1;
            pc = pc + 1;
        } else if (op == 3) {
            sp = sp - 1;
            local[code[pc]] = stack[sp];
            pc = pc + 1;
        } else if (op >= 4 && op <= 7) {
            sp = sp - 1;
            int32_t b = stack[sp];
            int32_t a = stack[sp - 1];
            if (op == 4) a = a + b;
            else if (op == 5) a = a - b;
            else if (op == 6) a = a * b;
            else a = a % b;
            stack[sp - 1] = a;
        } else if (op == 8) {
            pc = code[pc];
        } else if (op == 9) {
            sp = sp - 1;
            if (stack[sp] == 0) pc = code[pc];
            else pc = pc + 1;
        } else if (op == 10) {
            sp = sp - 2;
            if (stack[sp] < stack[sp + 1]) pc = code[pc];
            else pc = pc + 1;
        } else {
            running = false;
        }
    }
}

int main(void) {
    /* locals: 0 i, 1 sum, 2 count, 3 N */
    emit2(1, 0);
    emit2(3, 0);
    int32_t loop = size;
    emit2(2, 0);
    emit2(2, 3);
    emit2(10, 0);
    int32_t to_body = size - 1;
    emit2(8, 0);
    int32_t to_end = size - 1;
    code[to_body] = size;
    emit2(2, 1);
    emit2(2, 0);
    emit2(2, 0);
    emit(6);
    emit2(1, 1000);
    emit(7);
    emit(4);
    emit2(3, 1);
    emit2(2, 0);
    emit2(1, 7);
    emit(7);
    emit2(1, 3);
    emit(5);
    emit2(9, 0);
    int32_t to_inc = size - 1;
    emit2(8, 0);
    int32_t to_next = size - 1;
    code[to_inc] = size;
    emit2(2, 2);
    emit2(1, 1);
    emit(4);
    emit2(3, 2);
    code[to_next] = size;
    emit2(2, 0);
    emit2(1, 1);
    emit(4);
    emit2(3, 0);
    emit2(8, loop);
    code[to_end] = size;
    emit(0);
    local[3] = 12000000;
    run();
    printf("%d\n%d\n%d\n", local[1], local[2], executed);
    return 0;
}
