// A number with its noun, singular for one and plural otherwise ("1 source", "3 pages"), written
// once for every count the app shows. English only: nouns whose plural is not noun + "s" name it.

export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? noun : plural}`;
}
