import { contactSeenTests } from "./contact-seen";

// What a person sees of the contact page at 390 px: the heading, every message of the form.
contactSeenTests();
