/**
 * Makes a reload safe to ask for at any time: reloads never overlap, and one asked for while
 * another runs (which may have read the data before the latest change) runs after it. Everyone
 * asking meanwhile shares that next reload.
 */
export function createSerialReload(load: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  function start(): Promise<void> {
    const run = load().finally(() => {
      if (current === run) current = null;
    });
    current = run;
    return run;
  }

  return () => {
    if (!current) return start();
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
