// A model's figure that the facts do not hold shows as a warning badge with its reason; emphasis
// that is not the mark stays emphasis.
import { texts } from "@moatwise/core";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import AnswerMarkdown from "./AnswerMarkdown";

afterEach(cleanup);

describe("AnswerMarkdown", () => {
  it("shows a figure marked not verified as a badge, and keeps other emphasis", () => {
    const { container } = render(
      <AnswerMarkdown
        text={`Apple earned $93.74 billion [1]; its services earned $512.3 billion *${texts.figureNotVerified}*, *roughly*.`}
        citations={["https://example.com/apple"]}
      />,
    );
    const badges = container.querySelectorAll(".answer-unverified");
    expect(badges).toHaveLength(1);
    expect(badges[0]?.textContent).toBe(texts.figureNotVerified);
    expect(badges[0]?.getAttribute("title")).toBe(texts.figureNotVerifiedDetail);
    expect(container.querySelector("em")?.textContent).toBe("roughly");
  });
});
