// Entry point: one API client for the page, the auth machine wired to it, and the app.
import { authActors, authMachine, makeApiClient, runApiWith } from "@moatwise/core";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import "./ui/tokens.css";
import "./ui/ui.css";
import "./shell/shell.css";

const api = makeApiClient();
const authLogic = authMachine.provide({ actors: authActors(runApiWith(api)) });

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(<App authLogic={authLogic} />);
