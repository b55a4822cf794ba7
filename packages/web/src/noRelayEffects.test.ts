// web holds no workflow (DESIGN: "Workflows live in machines"): an effect anywhere in web/src
// (features, shell, app, ui) that sends a machine an event when React state changes is a relay;
// the machine should take that state as its input or read it through a port core defines (the
// address, the query cache). A send inside a callback the effect hands to the outside world (a
// listener, a subscription, a third-party widget) reports that world's event: that effect is a
// bridge, and stays.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

type Node = { type: string; [key: string]: unknown };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name) ? [path] : [];
  });
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";
const children = (node: Node): Node[] =>
  Object.entries(node).flatMap(([key, value]) =>
    key === "parent" ? [] : Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
const isFunction = (node: Node) =>
  node.type === "ArrowFunctionExpression" || node.type === "FunctionExpression" || node.type === "FunctionDeclaration";

const isEffectCall = (node: Node) => {
  if (node.type !== "CallExpression") return false;
  const callee = node.callee as Node;
  const name =
    callee.type === "Identifier"
      ? (callee.name as string)
      : callee.type === "MemberExpression"
        ? ((callee.property as Node).name as string)
        : "";
  return name === "useEffect" || name === "useLayoutEffect";
};
const isSend = (node: Node) =>
  node.type === "CallExpression" &&
  (node.callee as Node).type === "MemberExpression" &&
  ((node.callee as Node).property as Node).name === "send";

/** Sends run by the effect itself, not by a function it hands on. */
function directSends(body: Node): Node[] {
  if (isSend(body)) return [body, ...children(body).flatMap(directSends)];
  if (isFunction(body)) return [];
  return children(body).flatMap(directSends);
}

/** `file:line` of every effect that sends a machine an event as it runs. */
function relayEffects(path: string, source: string): string[] {
  const { program } = parseSync(path, source);
  const lineOf = (offset: number) => source.slice(0, offset).split("\n").length;
  const found: string[] = [];
  const visit = (node: Node) => {
    if (isEffectCall(node)) {
      const effect = (node.arguments as Node[])[0];
      if (effect && isFunction(effect) && directSends(effect.body as Node).length > 0) {
        found.push(`${path}:${lineOf(node.start as number)}`);
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(program as unknown as Node);
  return found;
}

describe("no relay effects in web/src", () => {
  it("finds an effect that sends as it runs, and lets one whose listener sends", () => {
    const relay = `useEffect(() => { if (ready) actor.send({ type: "x" }); }, [ready]);`;
    const listener = `useEffect(() => { const on = () => actor.send({ type: "x" }); window.addEventListener("k", on); }, []);`;
    const widget = `useEffect(() => { google.initialize({ callback: ({ c }) => auth.send({ type: "y", c }) }); }, []);`;
    expect(relayEffects("a.tsx", relay)).toEqual(["a.tsx:1"]);
    expect(relayEffects("b.tsx", listener)).toEqual([]);
    expect(relayEffects("c.tsx", widget)).toEqual([]);
    expect(relayEffects("d.tsx", `React.useLayoutEffect(() => chat.send({ type: "z" }));`)).toEqual(["d.tsx:1"]);
  });

  it("reads every folder of web/src, not features/ alone", () => {
    const folders = new Set(
      sourceFiles(import.meta.dirname).map((file) => relative(import.meta.dirname, file).split("/")[0]),
    );
    expect([...folders]).toEqual(expect.arrayContaining(["app", "features", "shell", "ui"]));
  });

  it("has none in any folder: state reaches machines as their input or through core's ports", () => {
    const root = import.meta.dirname;
    const offenders = sourceFiles(root).flatMap((file) =>
      relayEffects(relative(root, file), readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
