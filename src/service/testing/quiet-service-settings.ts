/**
 * What a service started by tests runs with unless a test says otherwise. Each of these costs every start seconds of
 * processor that no test of something else needs: loading the address data (only the address tests warm it),
 * seeding Boston's street addresses (only the demo-address tests ask for them), and training the demo's
 * PROBABILISTIC scenario (which would also change it under the tests that read it untrained).
 */
export const QUIET_SERVICE_SETTINGS = {
  ADDRESS_WARMUP: 'false',
  DEMO_ADDRESSES: 'false',
  SCENARIO_AUTO_TRAIN: 'false',
} as const;
