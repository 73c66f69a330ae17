// A setup file of its own, listed first: React looks for the devtools hook when react-dom loads, and the
// other setup file loads it (through @testing-library/react).
let lastCommit = performance.now();

/** When React last committed a render (any root, antd's own notice roots included). */
export const lastCommitAt = (): number => lastCommit;

Object.assign(globalThis, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: () => {
      lastCommit = performance.now();
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  },
});
