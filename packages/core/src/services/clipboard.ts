// The clipboard as a port: the browser's in the app, memory in tests and other clients. Copying
// answers whether it worked and never throws, because a browser may refuse (no permission, an
// insecure page, no clipboard at all) and the caller only has to say so.

export interface Clipboard {
  /** True once `text` is on the clipboard; false when the platform refused. */
  writeText(text: string): Promise<boolean>;
  /** Plain text and HTML for a rich paste; the text alone where the platform takes no HTML. */
  writeRich(content: { readonly text: string; readonly html: string }): Promise<boolean>;
}

interface NavigatorLike {
  readonly clipboard?: {
    writeText(text: string): Promise<void>;
    write?(items: ReadonlyArray<unknown>): Promise<void>;
  };
}

type ClipboardItemMaker = new (parts: Record<string, Blob>) => unknown;

/** The browser's clipboard (navigator.clipboard), looked up at the moment of copying. */
export function browserClipboard(): Clipboard {
  const clipboardOf = () => (globalThis as { navigator?: NavigatorLike }).navigator?.clipboard;
  async function writeText(text: string): Promise<boolean> {
    const clipboard = clipboardOf();
    if (!clipboard) return false;
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }
  return {
    writeText,
    async writeRich({ text, html }) {
      const clipboard = clipboardOf();
      const Item = (globalThis as { ClipboardItem?: ClipboardItemMaker }).ClipboardItem;
      if (!clipboard?.write || !Item) return writeText(text);
      try {
        const item = new Item({
          "text/plain": new Blob([text], { type: "text/plain" }),
          "text/html": new Blob([html], { type: "text/html" }),
        });
        await clipboard.write([item]);
        return true;
      } catch {
        return writeText(text);
      }
    },
  };
}

/** A clipboard in memory: what was copied (its text; `html` too for rich copies), newest last; `refuse` makes every copy fail. */
export function memoryClipboard(
  options: { refuse?: boolean } = {},
): Clipboard & { readonly copied: string[]; readonly copiedHtml: string[] } {
  const copied: string[] = [];
  const copiedHtml: string[] = [];
  return {
    copied,
    copiedHtml,
    async writeText(text) {
      if (options.refuse) return false;
      copied.push(text);
      return true;
    },
    async writeRich({ text, html }) {
      if (options.refuse) return false;
      copied.push(text);
      copiedHtml.push(html);
      return true;
    },
  };
}
