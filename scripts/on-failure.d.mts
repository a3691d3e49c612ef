export declare const ON_FAILURE: {
  readonly trace: { readonly mode: "retain-on-failure"; readonly screenshots: false; readonly snapshots: true; readonly sources: true };
  readonly screenshot: "only-on-failure";
};
