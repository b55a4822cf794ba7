// Every machine model the testkit knows, by name (the CLI's argument).
import type { MachineModel } from "../model";
import { appUiModel } from "./appUi.model";
import { authModel } from "./auth.model";
import { avatarModel } from "./avatar.model";
import { chatModel } from "./chat.model";
import { conversationsModel } from "./conversations.model";
import { errorBoundaryModel } from "./errorBoundary.model";
import { inlineChatModel } from "./inlineChat.model";
import { paletteModel } from "./palette.model";
import { pdfChatModel } from "./pdfChat.model";
import { portfolioModel } from "./portfolio.model";
import { requestModel } from "./request.model";
import { researchSessionModel } from "./researchSession.model";
import { searchBoxModel } from "./searchBox.model";
import { themeModel } from "./theme.model";
import { titleModel } from "./title.model";
import { toastsModel } from "./toasts.model";
import { tokenRefreshModel } from "./tokenRefresh.model";

export const models: Record<string, MachineModel> = {
  appUi: appUiModel,
  auth: authModel,
  chat: chatModel,
  conversations: conversationsModel,
  avatar: avatarModel,
  errorBoundary: errorBoundaryModel,
  inlineChat: inlineChatModel,
  palette: paletteModel,
  pdfChat: pdfChatModel,
  portfolio: portfolioModel,
  request: requestModel,
  researchSession: researchSessionModel,
  searchBox: searchBoxModel,
  theme: themeModel,
  title: titleModel,
  toasts: toastsModel,
  tokenRefresh: tokenRefreshModel,
};
