#!/usr/bin/env node
// The `moatwise` command: runs the command line on Node's own terminal and exits with its code.
import { run } from "./run";
import { processTerminal } from "./terminal";

const code = await run(process.argv.slice(2), processTerminal());
// A session's refresh timer or a kept-alive connection must not hold the process open.
process.exit(code);
