// The contract describing itself: an OpenAPI 3.1 document of every call, for tools and other
// clients. No screen of the app asks for it, so it never loads with one.
import { Schema } from "effect";
import { endpoint } from "./endpoint";

export const docsEndpoints = {
  openApi: endpoint("GET", "/openapi.json", {
    response: Schema.Record(Schema.String, Schema.Unknown),
    access: "public",
  }),
};
