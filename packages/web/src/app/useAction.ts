// A user's action that talks to the server: whether it is under way, and what went wrong if it
// failed (the message the user reads). The component keeps its own input either way.
import { useState } from "react";
import { messageOf } from "./messageOf";

export function useAction<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });
  const run = async (...args: Args) => {
    setState({ busy: true, problem: null });
    try {
      await action(...args);
      setState({ busy: false, problem: null });
    } catch (error) {
      setState({ busy: false, problem: messageOf(error) });
    }
  };
  return { ...state, run };
}
