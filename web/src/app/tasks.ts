/** Resolves in a task of its own: the work after it leaves the browser a gap to handle input and paint. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
