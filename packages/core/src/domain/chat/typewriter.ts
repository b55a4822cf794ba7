// The typewriter that reveals a streamed answer (spec §9): every 20 ms tick it shows the pending
// text's 24th part, at least 2 and at most 48 characters; when the stream is done, a pending tail
// of up to 64 characters appears at once.
import {
  TYPEWRITER_CHUNK_DIVISOR,
  TYPEWRITER_CHUNK_MAX_CHARS,
  TYPEWRITER_CHUNK_MIN_CHARS,
  TYPEWRITER_TAIL_MAX_CHARS,
} from "../constants";

export interface TypewriterState {
  /** Characters of the answer shown so far. */
  readonly shown: number;
  /** Characters received so far. */
  readonly received: number;
  /** The stream has ended: nothing more will arrive. */
  readonly done: boolean;
}

export function typewriterChunk(pending: number): number {
  const share = Math.ceil(pending / TYPEWRITER_CHUNK_DIVISOR);
  return Math.min(TYPEWRITER_CHUNK_MAX_CHARS, Math.max(TYPEWRITER_CHUNK_MIN_CHARS, share));
}

/** How many characters to show after one tick. */
export function typewriterStep(state: TypewriterState): number {
  const pending = state.received - state.shown;
  if (pending <= 0) return state.shown;
  if (state.done && pending <= TYPEWRITER_TAIL_MAX_CHARS) return state.received;
  return state.shown + Math.min(pending, typewriterChunk(pending));
}
