interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and continues in a new one, ahead of other waiting work, where the browser
 * offers `scheduler.yield()` (Chromium 129 and later, so the Android webviews the app runs in).
 * Elsewhere (older webviews, jsdom) it continues at once, as before. Used to cut a burst of work
 * that would otherwise be one long task into a task per piece: the boot's stages (src/app/main.tsx)
 * and the launch's calls, each signed and sent on its own (docs/performance.md).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}
