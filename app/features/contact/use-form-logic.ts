import { useEffect, useState, type RefObject } from "react";
import type * as Logic from "./contact-form-logic";
import { watchFillTimer } from "./fill-timer";
import { currentProvider } from "./provider-config";
import { preloadEmailLibrary } from "./send-email";

type LogicModule = typeof Logic;

const loadLogic = () => import("./contact-form-logic");

// A touch of the form: a field focused, tapped or typed in, a key pressed, send pressed.
const TOUCHES = ["focusin", "pointerdown", "keydown", "input", "submit"] as const;

/**
 * The form's logic (contact-form-logic.tsx), fetched at the visitor's first touch of the form,
 * or at once when the fill timer saw one before hydration; null until it is in. The e-mail
 * library, when messages go through EmailJS, is fetched then too. Until then the fields are
 * plain HTML that keep whatever is typed, and the fill timer holds back a press on send. A
 * failed fetch is tried again at the next touch.
 */
export function useFormLogic(form: RefObject<HTMLFormElement | null>): LogicModule | null {
  const [logic, setLogic] = useState<LogicModule | null>(null);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    let loading = false;
    let gone = false;
    const stopWatching = () => {
      for (const type of TOUCHES) element.removeEventListener(type, load, true);
    };
    function load() {
      if (loading) return;
      loading = true;
      if (currentProvider()) preloadEmailLibrary();
      loadLogic().then(
        (module) => {
          stopWatching();
          if (!gone) setLogic(module);
        },
        () => {
          loading = false;
        },
      );
    }
    for (const type of TOUCHES) element.addEventListener(type, load, true);
    const timer = watchFillTimer(element);
    if (timer.startedAt !== null || timer.submittedEarly) load();
    return () => {
      gone = true;
      stopWatching();
    };
  }, [form]);

  return logic;
}
