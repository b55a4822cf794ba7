// Whether a live AI model answers (GET /ai/health), and whether that is known yet.
import { useData, useQueries } from "../../app/data";

export function useAssistantLive(): { readonly known: boolean; readonly live: boolean } {
  const health = useData(useQueries().assistant.health());
  return { known: health.data !== undefined, live: health.data?.live === true };
}
