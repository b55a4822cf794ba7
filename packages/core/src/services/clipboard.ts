// The clipboard as a port: the browser's in the app, memory in tests and other clients. Copying
// answers whether it worked and never throws, because a browser may refuse (no permission, an
// insecure page, no clipboard at all) and the caller only has to say so.

export interface Clipboard {
  /** True once `text` is on the clipboard; false when the platform refused. */
  writeText(text: string): Promise<boolean>;
}

interface NavigatorLike {
  readonly clipboard?: { writeText(text: string): Promise<void> };
}

/** The browser's clipboard (navigator.clipboard), looked up at the moment of copying. */
export function browserClipboard(): Clipboard {
  return {
    async writeText(text) {
      const clipboard = (globalThis as { navigator?: NavigatorLike }).navigator?.clipboard;
      if (!clipboard) return false;
      try {
        await clipboard.writeText(text);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** A clipboard in memory: what was copied, newest last; `refuse` makes every copy fail. */
export function memoryClipboard(options: { refuse?: boolean } = {}): Clipboard & { readonly copied: string[] } {
  const copied: string[] = [];
  return {
    copied,
    async writeText(text) {
      if (options.refuse) return false;
      copied.push(text);
      return true;
    },
  };
}
