// Who may use the research area (spec §6): the e-mails on RESEARCH_ALLOWLIST (any case), or
// everyone when RESEARCH_OPEN=true. The client only hides what the server refuses.

export interface ResearchAccess {
  readonly open: boolean;
  allows(email: string): boolean;
}

export function researchAccess(options: { allowlist: ReadonlyArray<string>; open: boolean }): ResearchAccess {
  const allowed = new Set(options.allowlist.map((email) => email.trim().toLowerCase()));
  return {
    open: options.open,
    allows: (email) => options.open || allowed.has(email.trim().toLowerCase()),
  };
}
