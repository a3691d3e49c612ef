// What a failed test leaves behind, in both Playwright configs: its trace (every action with the
// page's DOM, its network and its console) and one screenshot of its end. Not the trace's film of
// screenshots: recording one for every test, kept only on failure, made the suite half again as
// long (docs/decisions/0055-test-run-time.md).
export const ON_FAILURE = {
  trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
  screenshot: "only-on-failure",
};
