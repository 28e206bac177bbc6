import { createContext, useContext } from "react";

// On the server the entry provides the request's CSP nonce; in the browser it is not needed (scripts
// already ran) and browsers hide the attribute anyway, so the default is empty.
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
