// The `moatwise` commands against a real server on a real database (in-memory PGlite, or
// PostgreSQL with DATABASE_URL), over HTTP, each run as the command line a person would type.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { csvTexts, displayNameFor } from "@moatwise/core";
import type { RunningServer } from "@moatwise/server";
import { callAs, type Member, sendAs, signUpMember, startTestServer } from "@moatwise/server/testing/testServer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionFile } from "./client";
import { EXIT } from "./failure";
import { COMMANDS, run } from "./run";
import { type TestTerminal, testTerminal } from "./testTerminal";

const PASSWORD = "correct horse battery";

let server: RunningServer;

beforeAll(async () => {
  // Offline answers stream a piece every 25 ms, slow enough to press Ctrl+C during one.
  server = await startTestServer({ researchOpen: true, aiOfflineDeltaMs: 25 });
});
afterAll(() => server?.close());

/** Runs one command line against the test server; answers its exit code and its terminal. */
async function moatwise(argv: string[], terminal: TestTerminal = testTerminal()) {
  const code = await run([...argv, "--server", server.url], terminal);
  return { code, out: terminal.out, err: terminal.err, terminal };
}

/** A member signed up on the server and signed in through `moatwise login` in their own config folder. */
async function signedInMember(name: string): Promise<{
  member: Member;
  configDir: string;
  as: (argv: string[], columns?: number) => ReturnType<typeof moatwise>;
}> {
  const member = await signUpMember(server.url, name);
  const configDir = mkdtempSync(join(tmpdir(), "moatwise-cli-"));
  const login = await moatwise(["login"], testTerminal({ answers: [member.user.email, PASSWORD], configDir }));
  expect(login.code).toBe(EXIT.ok);
  return {
    member,
    configDir,
    as: (argv, columns) => moatwise(argv, testTerminal({ configDir, ...(columns ? { columns } : {}) })),
  };
}

async function conversationsOf(member: Member): Promise<Array<{ id: string }>> {
  const answer = await sendAs(member, "GET", "/v1/chat/conversations");
  return (await answer.json()) as Array<{ id: string }>;
}

describe("moatwise login, whoami, logout", () => {
  it("asks the password without echo, keeps the session in a 0600 file, and signs out", async () => {
    const member = await signUpMember(server.url, "ada");
    const terminal = testTerminal({ answers: [member.user.email, PASSWORD] });
    const login = await moatwise(["login"], terminal);
    expect(login.code).toBe(EXIT.ok);
    expect(terminal.asked).toEqual([
      { question: "E-mail: ", hidden: false },
      { question: "Password: ", hidden: true },
    ]);
    expect(login.err).toBe(`Signed in to ${server.url} as ${displayNameFor(member.user)} <${member.user.email}>.\n`);
    const file = sessionFile(terminal.env);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).not.toContain(PASSWORD);

    // A new process (a new client) restores the session from the kept refresh cookie, twice:
    // the refresh rotates the cookie and the file keeps the new one.
    const configDir = terminal.env.MOATWISE_CONFIG_DIR as string;
    for (let time = 0; time < 2; time++) {
      const whoami = await moatwise(["whoami"], testTerminal({ configDir }));
      expect(whoami).toMatchObject({ code: EXIT.ok, out: `${displayNameFor(member.user)} <${member.user.email}>\n` });
    }

    const logout = await moatwise(["logout"], testTerminal({ configDir }));
    expect(logout.code).toBe(EXIT.ok);
    const after = await moatwise(["whoami"], testTerminal({ configDir }));
    expect(after.code).toBe(EXIT.signedOut);
    expect(after.err).toContain("Not signed in");
  });

  it("says a wrong password is wrong, and keeps no session", async () => {
    const member = await signUpMember(server.url, "wrong");
    const terminal = testTerminal({ answers: [member.user.email, "not the password"] });
    const login = await moatwise(["login"], terminal);
    expect(login.code).toBe(EXIT.signedOut);
    expect(login.err).toMatch(/incorrect|invalid|wrong/i);
    expect(existsSync(sessionFile(terminal.env)) && readFileSync(sessionFile(terminal.env), "utf8")).not.toContain(
      "moatwise_refresh",
    );
  });

  it("says a session revoked elsewhere has expired, with exit code 3", async () => {
    const { member, as } = await signedInMember("revoked");
    expect((await callAs(member, "POST", "/auth/sessions/revoke-others")).status).toBe(200);
    const quote = await as(["quote", "AAPL"]);
    expect(quote.code).toBe(EXIT.signedOut);
    expect(quote.err).toContain("Your session has expired or was signed out. Sign in with: moatwise login");
  });

  it("says a server that is down cannot be reached, with exit code 5", async () => {
    const terminal = testTerminal();
    const code = await run(["quote", "AAPL", "--server", "http://127.0.0.1:9"], terminal);
    expect(code).toBe(EXIT.unreachable);
    expect(terminal.err).toContain("The Moatwise server at http://127.0.0.1:9 could not be reached. Is it running?");
  });
});

describe("company data", () => {
  it("quote and profile print the company's figures; --json prints the answer", async () => {
    const { as } = await signedInMember("quotes");
    const quote = await as(["quote", "aapl"]);
    expect(quote.code).toBe(EXIT.ok);
    expect(quote.out).toMatch(/^AAPL {2}Apple Inc\.\nPrice {7}\$\d/);
    const profile = await as(["profile", "MSFT", "--json"]);
    expect(JSON.parse(profile.out)).toMatchObject({ symbol: "MSFT", companyName: "Microsoft Corporation" });
  });

  it("financials fits the table to the terminal, leaving out the oldest periods", async () => {
    const { as } = await signedInMember("tables");
    const wide = await as(["financials", "AAPL", "--statement", "income", "--period", "annual"], 200);
    expect(wide.code).toBe(EXIT.ok);
    expect(wide.out).toContain("FY2020");
    expect(wide.out).toContain("FY2024");
    expect(wide.err).toBe("");

    const narrow = await as(["financials", "AAPL"], 64);
    const lines = narrow.out.trimEnd().split("\n");
    expect(lines.every((line) => [...line].length <= 64)).toBe(true);
    expect(narrow.out).toContain("FY2024");
    expect(narrow.out).not.toContain("FY2020");
    expect(narrow.err).toMatch(/\d older period\(s\) left out to fit 64 columns/);
    expect(lines.find((line) => line.startsWith("Revenue "))).toMatch(/\$391\.0B$/);

    const cash = await as(["financials", "AAPL", "--statement", "cash-flow", "--period", "quarter"], 200);
    expect(cash.code).toBe(EXIT.ok);
    expect(cash.out).toMatch(/^AAPL · cash flow statement · quarter · Sample data\n/);
  });

  it("filings lists the SEC filings with their form and address", async () => {
    const { as } = await signedInMember("filings");
    const filings = await as(["filings", "AAPL", "--form", "10-K"]);
    expect(filings.code).toBe(EXIT.ok);
    expect(filings.out).toMatch(/^Filed +Form +Document\n/);
    expect(filings.out).toMatch(/10-K +https:\/\/www\.sec\.gov\//);
    expect(filings.out).not.toMatch(/ 10-Q /);
  });

  it("refuses bad input: the command line's (exit 2) and the server's detail (exit 4)", async () => {
    const { as } = await signedInMember("badinput");
    const period = await as(["financials", "AAPL", "--period", "weekly"]);
    expect(period).toMatchObject({ code: EXIT.usage, err: '--period is annual or quarter, not "weekly".\n' });
    const option = await as(["quote", "AAPL", "--colour"]);
    expect(option.code).toBe(EXIT.usage);
    expect(option.err).toContain("Unknown option '--colour'");
    const unknown = await as(["quote", "ZZZZ"]);
    expect(unknown.code).toBe(EXIT.refused);
    expect(unknown.err).toContain("Moatwise has no company data for ZZZZ");
    const negative = await as(["portfolio", "add", "AAPL", "--shares=-5"]);
    expect(negative).toMatchObject({
      code: EXIT.refused,
      err: "body: shares: must not be negative (invalid_request)\n",
    });
  });
});

describe("moatwise ask", () => {
  it("streams the answer through the chat machine with numbered sources; --json prints the stored message", async () => {
    const { member, as } = await signedInMember("asker");
    const answer = await as(["ask", "What does Apple sell?"]);
    expect(answer.code).toBe(EXIT.ok);
    expect(answer.out).toContain("Apple Inc. (AAPL): company profile");
    expect(answer.out).toMatch(/\n\nSources\n\[1\] .+ — http/);

    const stored = await as(["ask", "What was Microsoft's revenue?", "--json"]);
    expect(stored.code).toBe(EXIT.ok);
    const message = JSON.parse(stored.out);
    expect(message).toMatchObject({ role: "assistant" });
    expect(message.content).toContain("Microsoft");
    // Each ask is a conversation of its own, stored on the server with its answer.
    expect(await conversationsOf(member)).toHaveLength(2);
  });

  it("Ctrl+C stops the answer through the machine's stop: nothing more is written, what streamed is kept as stopped", async () => {
    const { member, configDir } = await signedInMember("stopper");
    const terminal = testTerminal({ configDir });
    const asking = moatwise(["ask", "Tell me about Apple's revenue and margins"], terminal);
    await terminal.written("Apple");
    terminal.interrupt();
    const stopped = await asking;
    expect(stopped.code).toBe(EXIT.interrupted);
    expect(stopped.err).toBe("Stopped.\n");
    expect(stopped.out).not.toContain("Sources");
    const conversations = await conversationsOf(member);
    expect(conversations).toHaveLength(1);
    const conversation = await callAs(member, "GET", `/chat/conversations/${conversations[0]?.id}`);
    const messages = conversation.body.messages as Array<{ role: string; stopped?: boolean }>;
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(messages[1]?.stopped).toBe(true);
  });
});

describe("moatwise portfolio", () => {
  it("imports a CSV, lists with quotes, exports, and removes", async () => {
    const { as } = await signedInMember("investor");
    const folder = mkdtempSync(join(tmpdir(), "moatwise-csv-"));
    const csv = join(folder, "holdings.csv");
    writeFileSync(csv, "Ticker, Shares, Cost\nAAPL,10,150\nMSFT,5,300\n");
    expect(await as(["portfolio", "import", csv])).toMatchObject({
      code: EXIT.ok,
      out: "Imported 2 holdings. 2 in the portfolio.\n",
    });
    expect((await as(["portfolio", "add", "KO", "--shares", "3", "--cost", "55"])).code).toBe(EXIT.ok);

    const list = await as(["portfolio"]);
    expect(list.code).toBe(EXIT.ok);
    expect(list.out).toMatch(/^Symbol +Shares +Price +Day +Value +Gain +Weight/);
    expect(list.out).toMatch(/\nAAPL +10 shares +\$\d/);
    expect(list.out).toContain("3 holding(s)");

    const exported = await as(["portfolio", "export"]);
    expect(exported.out).toBe(
      "symbol,shares,cost_per_share,opened_on,thesis\nAAPL,10,150,,\nMSFT,5,300,,\nKO,3,55,,\n",
    );

    expect((await as(["portfolio", "remove", "ko"])).out).toMatch(/^Removed KO/);
    expect((await as(["portfolio", "list", "--json"])).out).not.toContain('"KO"');
    const missing = await as(["portfolio", "remove", "KO"]);
    expect(missing).toMatchObject({ code: EXIT.refused, err: "No holding KO in your portfolio.\n" });
  });

  it("imports nothing from a CSV with a bad row, naming it", async () => {
    const { as } = await signedInMember("careful");
    const csv = join(mkdtempSync(join(tmpdir(), "moatwise-csv-")), "bad.csv");
    writeFileSync(csv, "symbol,shares\nAAPL,ten\nZZZZQ,1\n");
    const imported = await as(["portfolio", "import", csv]);
    expect(imported.code).toBe(EXIT.refused);
    expect(imported.err).toBe(
      `${csv} was not imported:\n${csvTexts.csvImportRefused}\n` +
        'Row 2: Shares "ten" is not a number.\nRow 3: ZZZZQ is not a company Moatwise knows.\n',
    );
    expect((await as(["portfolio", "export"])).out).toBe("symbol,shares,cost_per_share,opened_on,thesis\n");
  });

  it("names the rows already held, and updates or skips them when asked", async () => {
    const { as } = await signedInMember("overlapping");
    const csv = join(mkdtempSync(join(tmpdir(), "moatwise-csv-")), "more.csv");
    expect((await as(["portfolio", "add", "KO", "--shares", "3"])).code).toBe(EXIT.ok);
    writeFileSync(csv, "symbol,shares\nPEP,2\nKO,9\n");
    const refused = await as(["portfolio", "import", csv]);
    expect(refused.code).toBe(EXIT.refused);
    expect(refused.err).toContain("Row 3: KO is already in your portfolio.");
    expect(refused.err).toContain("--update or --skip");
    expect((await as(["portfolio", "import", csv, "--update"])).out).toBe(
      "Imported 1 holding; updated 1 holding already there. 2 in the portfolio.\n",
    );
    expect((await as(["portfolio", "export"])).out).toBe(
      "symbol,shares,cost_per_share,opened_on,thesis\nKO,9,,,\nPEP,2,,,\n",
    );
  });
});

describe("moatwise research new", () => {
  it("shows each pillar's progress, then writes the report as Markdown", async () => {
    const { as } = await signedInMember("researcher");
    const report = await as(["research", "new", "AAPL", "--pillars", "all"]);
    expect(report.code).toBe(EXIT.ok);
    for (const title of ["Business model and industry", "Competitors", "Risks and mitigating factors"]) {
      expect(report.err).toContain(`  ${title}: Written\n`);
    }
    expect(report.out).toMatch(/^# Apple Inc\. \(AAPL\): research report\n/);
    expect(report.out).toContain("## Economic engine and financials");
    const unknown = await as(["research", "new", "AAPL", "--pillars", "moats"]);
    expect(unknown.code).toBe(EXIT.usage);
    expect(unknown.err).toContain("Unknown pillar moats.");
  });
});

describe("--help", () => {
  it("every command explains itself with its usage and exit codes", async () => {
    for (const command of COMMANDS) {
      const terminal = testTerminal();
      expect(await run([...command.words, "--help"], terminal)).toBe(EXIT.ok);
      expect(terminal.out).toMatch(new RegExp(`^Usage: moatwise ${command.words.join(" ")}`));
      expect(terminal.out).toContain("Exit codes:");
    }
    const overall = testTerminal();
    expect(await run(["--help"], overall)).toBe(EXIT.ok);
    for (const command of COMMANDS) expect(overall.out).toContain(`  ${command.words.join(" ")} `);
    const unknown = testTerminal();
    expect(await run(["frobnicate"], unknown)).toBe(EXIT.usage);
    expect(unknown.err).toContain('Unknown command "frobnicate"');
  });
});

describe("the built command", () => {
  const built = join(import.meta.dirname, "..", "dist", "moatwise.js");

  it("runs in plain Node on core's build (pnpm --filter @moatwise/cli build)", async () => {
    expect(existsSync(built), "build the command first: pnpm build").toBe(true);
    const { member, configDir } = await signedInMember("plainnode");
    // Asynchronously: the server answers from this process.
    const whoami = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [built, "whoami", "--server", server.url],
        { env: { PATH: process.env.PATH, MOATWISE_CONFIG_DIR: configDir } },
        (error, stdout, stderr) => resolve({ status: error ? (error.code as number) : 0, stdout, stderr }),
      );
    });
    expect(whoami).toEqual({
      status: EXIT.ok,
      stdout: `${displayNameFor(member.user)} <${member.user.email}>\n`,
      stderr: "",
    });
  });
});
