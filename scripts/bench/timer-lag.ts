/** How free an event loop stays while some work runs: the bench's figure and the tests' bound. */

/** How late a 10 ms timer fires, at worst, until `work` settles (its outcome is ignored). */
export async function worstTimerLag(work: Promise<unknown>): Promise<number> {
  let worst = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    last = now;
  }, 10);
  await work.catch(() => {});
  clearInterval(timer);
  return worst;
}
