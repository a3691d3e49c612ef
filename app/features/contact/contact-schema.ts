import * as z from "zod/mini";
import { CONTACT_LIMITS } from "./limits";

// The rules a message must meet before it is sent (lengths in CONTACT_LIMITS). Each message is a
// translation key in the contact namespace, so the messages follow the language at render time
// while the typed values stay in the form.
const NAME_CHARACTERS = /^[\p{L}\p{M} '’-]+$/u;
const { name, subject, message } = CONTACT_LIMITS;

function required(key: string) {
  return z.minLength(1, `contactValidation.${key}Required`);
}

export const contactSchema = z.object({
  name: z.string().check(
    z.trim(),
    required("name"),
    z.minLength(name.min, "contactValidation.nameMin"),
    z.maxLength(name.max, "contactValidation.nameMax"),
    z.regex(NAME_CHARACTERS, "contactValidation.nameCharacters"),
  ),
  email: z.string().check(
    z.trim(),
    required("email"),
    z.regex(z.regexes.email, "contactValidation.emailInvalid"),
  ),
  companyName: z.string().check(z.trim()),
  subject: z.string().check(
    z.trim(),
    required("subject"),
    z.minLength(subject.min, "contactValidation.subjectMin"),
    z.maxLength(subject.max, "contactValidation.subjectMax"),
  ),
  message: z.string().check(
    z.trim(),
    required("message"),
    z.minLength(message.min, "contactValidation.messageMin"),
    z.maxLength(message.max, "contactValidation.messageMax"),
  ),
});

export type ContactMessage = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactMessage;

export const EMPTY_MESSAGE: ContactMessage = {
  name: "",
  email: "",
  companyName: "",
  subject: "",
  message: "",
};
