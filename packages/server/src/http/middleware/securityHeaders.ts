// Security headers on every response: a strict Content-Security-Policy that forbids framing,
// no MIME sniffing, and a referrer policy that keeps paths private. With Google sign-in on, the
// policy lets in Google Identity Services (its script, its button frame and its styles) only.
import { secureHeaders } from "hono/secure-headers";

const GOOGLE_IDENTITY = "https://accounts.google.com/gsi/";

export const securityHeaders = (options: { googleSignIn?: boolean } = {}) => {
  const google = options.googleSignIn ? [GOOGLE_IDENTITY] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...google],
      styleSrc: ["'self'", "'unsafe-inline'", ...google],
      imgSrc: ["'self'", "data:", "https:"],
      connectSrc: ["'self'", ...google],
      frameSrc: google.length > 0 ? google : ["'none'"],
      fontSrc: ["'self'", "data:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: false,
  });
};
