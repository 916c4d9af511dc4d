// What a long script made (servers, temporary folders), undone however it ends: synchronous steps, run once, in reverse
// order, on success, failure and Ctrl-C alike. Used by `npm run bench` and `npm run soak`.
const steps: (() => void)[] = [];

/** Undoes `step` when the script ends (or `cleanup` is called), after the steps added later. */
export const onCleanup = (step: () => void) => void steps.push(step);

export function cleanup() {
  for (const step of steps.splice(0).reverse()) {
    try {
      step();
    } catch (err) {
      console.error(`cleanup: ${(err as Error).message}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    cleanup();
    process.exit(130);
  });
}
process.on('exit', cleanup);
