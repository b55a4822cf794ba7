// login, logout, whoami: the session lives in the config folder's cookie jar; core's session
// calls start, restore and end it.
import { displayNameFor, restoreSession, signIn, signOut } from "@moatwise/core";
import { fileStorage, forgetCookies } from "@moatwise/core/node";
import { sessionFile } from "../client";
import { type Command, text } from "../command";
import { EXIT, usageFailure } from "../failure";

export const login: Command = {
  words: ["login"],
  summary: "Sign in; the session is kept in your config folder",
  usage: "[--email EMAIL]",
  details: [
    "Asks for the password without echoing it; from a pipe, reads the e-mail and password as lines.",
    "The session is kept in $MOATWISE_CONFIG_DIR, else $XDG_CONFIG_HOME/moatwise, else ~/.config/moatwise (mode 0600).",
  ],
  options: { email: { type: "string" } },
  args: { min: 0, max: 0 },
  async run(context) {
    const { terminal } = context;
    const email = (text(context, "email") ?? (await terminal.ask("E-mail: "))).trim();
    if (email === "") throw usageFailure("An e-mail address is needed to sign in.");
    const password = await terminal.ask("Password: ", { hidden: true });
    if (password === "") throw usageFailure("A password is needed to sign in.");
    const connection = context.connect();
    const user = await connection.run(signIn({ username: email, password }));
    terminal.note(`Signed in to ${context.server} as ${displayNameFor(user)} <${user.email}>.\n`);
    return EXIT.ok;
  },
};

export const logout: Command = {
  words: ["logout"],
  summary: "Sign out on the server and forget the session here",
  usage: "",
  args: { min: 0, max: 0 },
  async run(context) {
    const connection = context.connect();
    try {
      const user = await connection.run(restoreSession).catch(() => null);
      if (user) await connection.run(signOut);
    } finally {
      // Forgotten here even when the server could not be told.
      forgetCookies(fileStorage(sessionFile(context.terminal.env)), new URL(context.server).origin);
    }
    context.terminal.note(`Signed out of ${context.server}.\n`);
    return EXIT.ok;
  },
};

export const whoami: Command = {
  words: ["whoami"],
  summary: "Who is signed in",
  usage: "[--json]",
  options: { json: { type: "boolean" } },
  args: { min: 0, max: 0 },
  async run(context) {
    const connection = context.connect();
    const user = await connection.run(restoreSession);
    if (!user) {
      context.terminal.note(`Not signed in to ${context.server}.\n`);
      return EXIT.signedOut;
    }
    context.terminal.write(
      context.values.json ? `${JSON.stringify(user, null, 2)}\n` : `${displayNameFor(user)} <${user.email}>\n`,
    );
    return EXIT.ok;
  },
};
