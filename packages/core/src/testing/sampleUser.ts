// The signed-in user the core tests share: a plain account with no picture, theme or research access.
import type { User } from "../domain/account/user";

export const sampleUser: User = {
  id: "u1",
  email: "ada@example.com",
  username: "ada",
  handle: "investor-ada0000001",
  picture_url: null,
  theme: null,
  research_access: false,
};
