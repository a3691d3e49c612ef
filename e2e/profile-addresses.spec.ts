import { profileAddressChecks } from "./profile-addresses-checks";

// At 1440 px.
profileAddressChecks();
