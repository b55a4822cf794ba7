// What went wrong with a change, under the control that made it; nothing when all is well.
export function ProblemText({ problem }: { readonly problem: string | null }) {
  if (!problem) return null;
  return (
    <p className="field-error" role="alert">
      {problem}
    </p>
  );
}
