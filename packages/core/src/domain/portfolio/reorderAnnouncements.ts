// What a screen reader hears while a holding is dragged by keyboard: the company's symbol and
// the place in the list, never the row's internal id (the drag library's default).

/** The rows in their current order: each row's id and the symbol it is read by. */
export type ReorderRows = ReadonlyArray<{ readonly id: string; readonly symbol: string }>;

export interface ReorderAnnouncements {
  readonly start: (activeId: string) => string;
  readonly over: (activeId: string, overId: string | null) => string;
  readonly drop: (activeId: string, overId: string | null) => string;
  readonly cancel: (activeId: string) => string;
}

export function reorderAnnouncements(rows: ReorderRows): ReorderAnnouncements {
  const symbolOf = (id: string) => rows.find((row) => row.id === id)?.symbol ?? "The holding";
  const placeOf = (id: string) => `place ${rows.findIndex((row) => row.id === id) + 1} of ${rows.length}`;
  const known = (id: string | null): id is string => id !== null && rows.some((row) => row.id === id);
  return {
    start: (activeId) => `Picked up ${symbolOf(activeId)}, in ${placeOf(activeId)}.`,
    over: (activeId, overId) =>
      known(overId) ? `${symbolOf(activeId)} is over ${placeOf(overId)}.` : `${symbolOf(activeId)} is over no place.`,
    drop: (activeId, overId) =>
      known(overId) && overId !== activeId
        ? `${symbolOf(activeId)} was dropped in ${placeOf(overId)}.`
        : `${symbolOf(activeId)} was dropped where it was, in ${placeOf(activeId)}.`,
    cancel: (activeId) => `Moving ${symbolOf(activeId)} was cancelled; it stays in ${placeOf(activeId)}.`,
  };
}
