// A PromiseApi for tests of code above the API (mutations, workflows): only the calls a test
// stubs answer; any other call fails the test at once, naming itself, so nothing passes by
// calling what it should not. Used by core's tests only; not part of the public API.
import type { PromiseApi } from "../api/typedApi";

export type ApiStubs = { readonly [Area in keyof PromiseApi]?: Partial<PromiseApi[Area]> };

export function fakeApi(stubs: ApiStubs): PromiseApi {
  const area = (name: string) =>
    new Proxy((stubs as Record<string, Record<string, unknown>>)[name] ?? {}, {
      get(target, call: string) {
        if (call in target) return target[call];
        throw new Error(`fakeApi: ${name}.${call} was called but not stubbed`);
      },
    });
  return new Proxy({} as PromiseApi, { get: (_, name: string) => area(name) });
}

/** A promise the test settles when it chooses, to look at the moment in between. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
