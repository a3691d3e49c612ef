import { useSyncExternalStore } from "react";
import { BUILD_PROVIDER, currentProvider } from "./provider-config";

const noSubscription = () => () => {};
const hasProvider = () => currentProvider() !== null;
const hasBuildProvider = () => BUILD_PROVIDER !== null;

/**
 * Whether messages go to EmailJS (else to the mail program). The prerendered HTML knows only
 * the build's configuration; a run-time one takes over after hydration without a mismatch.
 */
export function useHasProvider(): boolean {
  return useSyncExternalStore(noSubscription, hasProvider, hasBuildProvider);
}
