/** Resolves after `ms` milliseconds, in a task of its own. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves in a task of its own: the work after it leaves the browser a gap to handle input and paint. */
export const nextTask = () => delay(0);

/** Resolves after the next frame is drawn: a task queued in an animation frame runs after it. */
export const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
