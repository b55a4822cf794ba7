// Prompts users share about a company (issue 24): anyone signed in reads a company's prompts,
// ranked by score (up votes minus down votes), and votes once per prompt (a second vote replaces
// the first, kept by the table's key, so votes sent at once still count once); only the author
// deletes a prompt. Content is trimmed and holds PROMPT_MIN_CHARS to PROMPT_MAX_CHARS. The author
// is shown by their unique public handle (users.handle), never by a name anyone may pick or the e-mail.
import {
  type NewPrompt,
  PROMPT_MAX_CHARS,
  PROMPT_MIN_CHARS,
  PROMPTS_LISTED_MAX,
  PROMPTS_PER_USER_AND_COMPANY_MAX,
  type Prompt,
  type VoteType,
} from "@moatwise/core";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { isRowId } from "../../db/ids";
import { prompts, promptVotes, users } from "../../db/schema";
import { AreaFailure } from "../areaFailure";

const promptNotFound = () => new AreaFailure("notFound", "prompt_not_found", "There is no such prompt.");

const score = sql<number>`coalesce((
  SELECT sum(CASE WHEN ${promptVotes.voteType} = 'up' THEN 1 ELSE -1 END)
  FROM ${promptVotes} WHERE ${promptVotes.promptId} = ${prompts.id}), 0)::integer`;

/** The trimmed content, or a refusal naming the field. */
function checkedContent(content: string): string {
  const trimmed = content.trim();
  if (trimmed.length < PROMPT_MIN_CHARS || trimmed.length > PROMPT_MAX_CHARS) {
    throw new AreaFailure(
      "invalid",
      "invalid_prompt",
      `content: must be ${PROMPT_MIN_CHARS} to ${PROMPT_MAX_CHARS} characters once trimmed`,
    );
  }
  return trimmed;
}

export function promptsService(db: Database) {
  /** Prompts as the user sees them: score, their own vote, whether they wrote it. */
  async function promptsWhere(userId: string, where: SQL | undefined, limit: number): Promise<Prompt[]> {
    const myVote = sql<VoteType | null>`(
      SELECT ${promptVotes.voteType} FROM ${promptVotes}
      WHERE ${promptVotes.promptId} = ${prompts.id} AND ${promptVotes.userId} = ${userId})`;
    const rows = await db
      .select({
        id: prompts.id,
        symbol: prompts.symbol,
        content: prompts.content,
        authorId: prompts.userId,
        authorHandle: users.handle,
        score,
        myVote,
        createdAt: prompts.createdAt,
      })
      .from(prompts)
      .innerJoin(users, eq(users.id, prompts.userId))
      .where(where)
      .orderBy(desc(score), desc(prompts.createdAt))
      .limit(limit);
    return rows.map(({ authorId, createdAt, ...row }) => ({
      ...row,
      score: Number(row.score),
      mine: authorId === userId,
      createdAt: createdAt.toISOString(),
    }));
  }

  async function onePrompt(userId: string, id: string): Promise<Prompt> {
    if (!isRowId(id)) throw promptNotFound();
    const [prompt] = await promptsWhere(userId, eq(prompts.id, id), 1);
    if (!prompt) throw promptNotFound();
    return prompt;
  }

  return {
    list(userId: string, symbol: string): Promise<Prompt[]> {
      return promptsWhere(userId, eq(prompts.symbol, symbol.toUpperCase()), PROMPTS_LISTED_MAX);
    },

    async create(userId: string, symbol: string, prompt: NewPrompt): Promise<Prompt> {
      const upper = symbol.toUpperCase();
      if (prompt.symbol.toUpperCase() !== upper) {
        throw new AreaFailure("invalid", "symbol_mismatch", `symbol: must be ${upper}, the company in the address`);
      }
      const content = checkedContent(prompt.content);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(prompts)
        .where(and(eq(prompts.userId, userId), eq(prompts.symbol, upper)));
      if (total >= PROMPTS_PER_USER_AND_COMPANY_MAX) {
        throw new AreaFailure(
          "conflict",
          "too_many_prompts",
          `You have shared ${PROMPTS_PER_USER_AND_COMPANY_MAX} prompts about ${upper}; delete one first.`,
        );
      }
      const [row] = await db.insert(prompts).values({ userId, symbol: upper, content }).returning({ id: prompts.id });
      if (!row) throw new Error("The prompt was not stored.");
      return onePrompt(userId, row.id);
    },

    /** The user's vote on a prompt; a second vote replaces the first. */
    async vote(userId: string, id: string, voteType: VoteType): Promise<Prompt> {
      await onePrompt(userId, id);
      await db
        .insert(promptVotes)
        .values({ promptId: id, userId, voteType })
        .onConflictDoUpdate({ target: [promptVotes.promptId, promptVotes.userId], set: { voteType } });
      return onePrompt(userId, id);
    },

    /** Takes the user's vote back (whichever way it went). */
    async unvote(userId: string, id: string): Promise<Prompt> {
      await onePrompt(userId, id);
      await db.delete(promptVotes).where(and(eq(promptVotes.promptId, id), eq(promptVotes.userId, userId)));
      return onePrompt(userId, id);
    },

    /** Only the author deletes: another user's prompt is refused (403), one that is not there is 404. */
    async remove(userId: string, id: string): Promise<void> {
      if (!isRowId(id)) throw promptNotFound();
      const deleted = await db
        .delete(prompts)
        .where(and(eq(prompts.id, id), eq(prompts.userId, userId)))
        .returning({ id: prompts.id });
      if (deleted.length > 0) return;
      await onePrompt(userId, id);
      throw new AreaFailure("forbidden", "prompt_not_yours", "Only the prompt's author can delete it.");
    },
  };
}

export type PromptsService = ReturnType<typeof promptsService>;
