import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Avatar } from "./Avatar";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const failImage = (container: HTMLElement) => {
  const image = container.querySelector("img");
  if (!image) throw new Error("no image is being tried");
  fireEvent.error(image);
};

describe("Avatar", () => {
  it("shows the picture once it loads, and the initials until then", () => {
    const { container } = render(<Avatar name="Ada Lovelace" pictureUrl="https://example.com/ada.png" />);
    expect(container.textContent).toBe("AL");
    const image = container.querySelector("img");
    expect(image?.hidden).toBe(true);
    if (image) fireEvent.load(image);
    expect(container.textContent).toBe("");
    expect(container.querySelector("img")?.hidden).toBe(false);
  });

  it("tries a failing picture again after 1 s and 2 s, each time as a new image, then keeps the initials", () => {
    const { container } = render(<Avatar name="Ada Lovelace" pictureUrl="https://example.com/ada.png" />);
    const first = container.querySelector("img");
    failImage(container);
    expect(container.querySelector("img")).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    const second = container.querySelector("img");
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    failImage(container);
    act(() => vi.advanceTimersByTime(1999));
    expect(container.querySelector("img")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    failImage(container);
    act(() => vi.advanceTimersByTime(10_000));
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("AL");
  });

  it("shows ? for a user with no name and no picture", () => {
    const { container } = render(<Avatar name="  " pictureUrl={null} />);
    expect(container.textContent).toBe("?");
    expect(container.querySelector("img")).toBeNull();
  });
});
