// Node module hooks that resolve the workspace's packages from their TypeScript source (their
// "@moatwise/source" export condition), registered by playwright.config.ts for the test runner.
export async function resolve(specifier, context, nextResolve) {
  const conditions = context.conditions.includes("@moatwise/source")
    ? context.conditions
    : ["@moatwise/source", ...context.conditions];
  return nextResolve(specifier, { ...context, conditions });
}
