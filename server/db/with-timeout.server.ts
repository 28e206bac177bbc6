/** `work`'s value, or `timedOut` once `ms` passed first (the work itself runs on; its late result is dropped). */
export async function withTimeout<T, F>(work: Promise<T>, ms: number, timedOut: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
  });
  // A failure after the timeout must not become an unhandled rejection.
  work.catch(() => {});
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
