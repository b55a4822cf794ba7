// Every machine model the testkit knows, by name (the CLI's argument).
import type { MachineModel } from "../model";
import { authModel } from "./auth.model";

export const models: Record<string, MachineModel> = {
  auth: authModel,
};
