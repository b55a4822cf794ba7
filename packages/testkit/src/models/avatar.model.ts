// The avatar's model: a picture that loads, fails and is retried after each wait, a picture that
// never loads, no picture at all, and a picture address that changes.
import { avatarMachine } from "@moatwise/core";
import { defineModel } from "../model";

export const avatarModel = defineModel({
  name: "avatar",
  machine: avatarMachine,
  input: { url: "https://example.com/ada.png" },
  events: [
    { type: "image.loaded" },
    { type: "image.failed" },
    { type: "xstate.after.retryDelay.avatar.waiting" },
    { type: "picture.changed", url: "https://example.com/ada-2.png" },
    { type: "picture.changed", url: null },
  ],
});
