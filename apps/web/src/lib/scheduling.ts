interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can handle input and paint in
 * between: a start-up made of several short tasks never holds a tap back for long.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `task` once the browser is idle (after `timeoutMs` at the latest), or soon without one. */
export function runWhenIdle(task: () => void, timeoutMs?: number): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => task(), timeoutMs ? { timeout: timeoutMs } : undefined);
  } else {
    window.setTimeout(task, 1);
  }
}
