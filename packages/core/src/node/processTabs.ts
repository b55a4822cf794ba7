// CrossTab for a client in Node: the "tabs" are the clients within this one process (a terminal
// command, a script holding several sessions). They share one refresh turn and hear each other's
// sessions, as a browser's tabs do; other processes are not told.
import { type CrossTab, tabsInProcess } from "../services/crossTab";

const thisProcess = tabsInProcess();

/** A new tab among this process's clients. */
export function processTab(): CrossTab {
  return thisProcess.tab();
}
