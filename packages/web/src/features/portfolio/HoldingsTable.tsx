// The holdings table: sortable by column, reorderable in the user's own order by dragging a row's
// handle or by keyboard: on the handle, Alt+↑ and Alt+↓ move the row one place, and Space, the
// arrow keys and Space drag it (@dnd-kit). Each row opens the company inside the portfolio;
// Remove can be undone.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  direction,
  formatPercent,
  formatPrice,
  formatSignedPercent,
  formatSignedPrice,
  formatSignedRatio,
  nextSort,
  type PortfolioRow,
  type PortfolioSort,
  type PortfolioSortKey,
  reorderAnnouncements,
  reorderKeys,
  reorderPlacesFor,
  usesCommandKey,
} from "@moatwise/core";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { usePortfolio } from "./usePortfolio";

const COLUMNS: ReadonlyArray<{ key: PortfolioSortKey; label: string; className?: string }> = [
  { key: "symbol", label: "Company" },
  { key: "price", label: "Price" },
  { key: "dayChangePercent", label: "Day" },
  { key: "value", label: "Value" },
  { key: "gainPercent", label: "Gain" },
  { key: "weight", label: "Weight" },
];

interface TableProps {
  readonly portfolio: ReturnType<typeof usePortfolio>;
  readonly rows: ReadonlyArray<PortfolioRow>;
  readonly sort: PortfolioSort;
  readonly onSort: (sort: PortfolioSort) => void;
}

export function HoldingsTable({ portfolio, rows, sort, onSort }: TableProps) {
  const ownOrder = sort.key === "order";
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((row) => row.holding.id);
  const announcements = announcementsFor(rows);
  // The handle moved by Alt+arrow keeps the focus in its row's new place.
  const [focusedHandle, setFocusedHandle] = useState<string | null>(null);

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    portfolio.moveTo(String(active.id), String(over.id));
  }

  function moveBy(id: string, places: number) {
    setFocusedHandle(id);
    portfolio.moveBy(id, places);
  }

  return (
    <div className="holdings-scroll">
      {!ownOrder && (
        <p className="muted holdings-sort-note">
          Sorted by {COLUMNS.find((column) => column.key === sort.key)?.label.toLowerCase()}.{" "}
          <button type="button" className="link-button" onClick={() => onSort(nextSort(sort, "order"))}>
            Back to your order
          </button>{" "}
          to reorder.
        </p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{ announcements }}
      >
        <table className="holdings-table">
          <thead>
            <tr>
              <th scope="col" className="holdings-handle-cell">
                <span className="visually-hidden">Reorder</span>
              </th>
              {COLUMNS.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={column.className}
                  aria-sort={
                    sort.key === column.key ? (sort.direction === "asc" ? "ascending" : "descending") : undefined
                  }
                >
                  <button type="button" className="holdings-sort" onClick={() => onSort(nextSort(sort, column.key))}>
                    {column.label}
                    {sort.key === column.key && (
                      <span aria-hidden="true">{sort.direction === "asc" ? " ▲" : " ▼"}</span>
                    )}
                  </button>
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!ownOrder}>
            <tbody>
              {rows.map((row, place) => (
                <HoldingRow
                  key={row.holding.id}
                  row={row}
                  place={place}
                  reorderable={ownOrder}
                  focusHandle={focusedHandle === row.holding.id}
                  onMove={(places) => moveBy(row.holding.id, places)}
                  onRemove={() => portfolio.remove(row.holding.id)}
                />
              ))}
            </tbody>
          </SortableContext>
        </table>
      </DndContext>
    </div>
  );
}

/** What a screen reader hears during a drag: the symbol and the place, not the row's id. */
function announcementsFor(rows: ReadonlyArray<PortfolioRow>): Announcements {
  const say = reorderAnnouncements(rows.map((row) => ({ id: row.holding.id, symbol: row.holding.symbol })));
  const id = (item: { id: string | number } | null) => (item === null ? null : String(item.id));
  return {
    onDragStart: ({ active }) => say.start(String(active.id)),
    onDragOver: ({ active, over }) => say.over(String(active.id), id(over)),
    onDragEnd: ({ active, over }) => say.drop(String(active.id), id(over)),
    onDragCancel: ({ active }) => say.cancel(String(active.id)),
  };
}

/** The handle's tooltip, with the move keys in the platform's words. */
const handleTitle = () => `Drag, or ${reorderKeys(usesCommandKey(navigator.platform)).join(" and ")} to move`;

function HoldingRow({
  row,
  place,
  reorderable,
  focusHandle,
  onMove,
  onRemove,
}: {
  readonly row: PortfolioRow;
  /** Its place in the table. */
  readonly place: number;
  readonly reorderable: boolean;
  readonly focusHandle: boolean;
  readonly onMove: (places: number) => void;
  readonly onRemove: () => void;
}) {
  const { symbol } = row.holding;
  const sortable = useSortable({ id: row.holding.id, disabled: !reorderable });
  const handle = useRef<HTMLButtonElement>(null);
  // After an Alt+arrow move the row is in a new place: its handle keeps the focus there.
  useEffect(() => {
    if (focusHandle && place >= 0) handle.current?.focus();
  }, [focusHandle, place]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const places = reorderPlacesFor(event);
    if (places === 0) return sortable.listeners?.onKeyDown?.(event);
    event.preventDefault();
    onMove(places);
  };
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <tr ref={sortable.setNodeRef} style={style} className={sortable.isDragging ? "holding-dragging" : undefined}>
      <td className="holdings-handle-cell">
        {reorderable && (
          <button
            ref={handle}
            type="button"
            className="holdings-handle"
            aria-label={`Move ${symbol}`}
            title={handleTitle()}
            {...sortable.attributes}
            {...sortable.listeners}
            onKeyDown={onKeyDown}
          >
            ⠿
          </button>
        )}
      </td>
      <td>
        <Link href={`/portfolio/${encodeURIComponent(symbol)}`} className="holding-name">
          <strong>{symbol}</strong> <span className="muted">{row.name === symbol ? "" : row.name}</span>
        </Link>
        <div className="muted holding-detail">
          {row.watched ? "Watching" : `${row.holding.shares} shares`}
          {row.holding.costPerShare !== null && ` · cost ${formatPrice(row.holding.costPerShare)}`}
          {!row.quoted && " · No data"}
        </div>
        {row.holding.thesis && <div className="holding-thesis">{row.holding.thesis}</div>}
      </td>
      <td data-label="Price">{formatPrice(row.price)}</td>
      <td data-label="Day" className={`change-${direction(row.dayChangePercent)}`}>
        {formatSignedPercent(row.dayChangePercent)}
      </td>
      <td data-label="Value">
        {formatPrice(row.value)}
        {row.dayGain !== null && (
          <div className={`holding-detail change-${direction(row.dayGain)}`}>{formatSignedPrice(row.dayGain)}</div>
        )}
      </td>
      <td data-label="Gain" className={`change-${direction(row.gain)}`}>
        {formatSignedPrice(row.gain)}
        {row.gainPercent !== null && <div className="holding-detail">{formatSignedRatio(row.gainPercent)}</div>}
      </td>
      <td data-label="Weight">{formatPercent(row.weight)}</td>
      <td>
        <button type="button" className="button button-small" aria-label={`Remove ${symbol}`} onClick={onRemove}>
          Remove
        </button>
      </td>
    </tr>
  );
}
