// `items.map(task)` with at most `atOnce` tasks running, answers in the items' order: a list that
// grows with the user's input (a portfolio's tickers) never asks the providers all at once.

export async function mapLimited<T, R>(
  items: ReadonlyArray<T>,
  atOnce: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}
