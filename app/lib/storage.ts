// Storage can throw (private browsing, disabled cookies): every access goes through here
// so a broken storage means "no saved value", never a broken page.
type Area = "localStorage" | "sessionStorage";

function area(name: Area): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[name];
  } catch {
    return null;
  }
}

export function readStorage(name: Area, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(name: Area, key: string, value: string): void {
  try {
    area(name)?.setItem(key, value);
  } catch {
    // Nothing to do: the preference lives for this page view only.
  }
}
