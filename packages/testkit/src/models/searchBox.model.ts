// The search box's model: company text, a question, one character, an empty box; the debounce
// elapsing; the search answering, failing, or being overtaken; picking and choosing; Enter.
import { ApiError, searchBoxMachine } from "@moatwise/core";
import { defineModel } from "../model";

/** The search's answer for "apple", in the order the actor ranks it (Apple Inc. first). */
export const appleAnswer = [
  { symbol: "AAPL", name: "Apple Inc.", exchange: "NASDAQ" },
  { symbol: "APLE", name: "Apple Hospitality REIT, Inc.", exchange: "NYSE" },
];

export const searchBoxModel = defineModel({
  name: "searchBox",
  machine: searchBoxMachine,
  // One cached answer shows the cache; a growing cache adds nothing.
  explore: (snapshot) => Object.keys(snapshot.context.cache).length <= 1 && snapshot.context.highlightedIndex <= 1,
  events: [
    { type: "search.type", text: "apple" },
    { type: "search.type", text: "what is apple's moat?" },
    { type: "search.type", text: "a" },
    { type: "search.type", text: "" },
    { type: "xstate.after.debounce.searchBox.debouncing" },
    { type: "xstate.done.actor.searchCompanies", output: appleAnswer },
    { type: "xstate.error.actor.searchCompanies", error: ApiError.fromResponse(503, "Service Unavailable") },
    { type: "search.highlightNext" },
    { type: "search.highlightPrevious" },
    { type: "search.highlight", index: 1 },
    { type: "search.choose", index: 0 },
    { type: "search.submit" },
    { type: "search.dismiss" },
  ],
});
