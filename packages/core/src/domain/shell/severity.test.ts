import { describe, expect, it } from "vitest";
import { classifySeverity } from "./severity";

describe("classifySeverity", () => {
  it.each([
    ["ChunkLoadError: Loading chunk 12 failed", "critical"],
    ["Maximum call stack size exceeded", "critical"],
    ["TypeError: Cannot read properties of undefined (reading 'x')", "critical"],
    ["Network connection issue. Please check your internet connection.", "high"],
    ["TypeError: Failed to fetch", "high"],
    ["Session expired. Please sign in again.", "high"],
    ["The server is temporarily unavailable. Please try again.", "high"],
    ["Request timed out", "high"],
    ["Failed to load conversation", "medium"],
    ["HTTP 404", "medium"],
    ["Invalid news data format", "medium"],
    ["Copy failed", "low"],
    ["", "low"],
  ])("%j → %s", (message, severity) => {
    expect(classifySeverity(message)).toBe(severity);
  });
});
