import { profileAddressChecks } from "./profile-addresses-checks";

// On a phone, where the skill groups stack.
profileAddressChecks();
