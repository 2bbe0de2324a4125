import type { AddressUsageReport } from '../../contract/address-usage';

/** A period's report: two principals over two days, every operation billed. */
export const usageReport: AddressUsageReport = {
  rows: [
    { principal: 'admin', operation: 'validate', day: '2026-05-02', calls: 2, credits: 6 },
    { principal: 'steward', operation: 'retrieve', day: '2026-05-02', calls: 1, credits: 1 },
    { principal: 'steward', operation: 'validate', day: '2026-05-02', calls: 3, credits: 3 },
    { principal: 'steward', operation: 'validate', day: '2026-05-01', calls: 1, credits: 5 },
    { principal: 'steward', operation: 'emailValidate', day: '2026-05-01', calls: 2, credits: 2 },
    { principal: 'steward', operation: 'phoneValidate', day: '2026-05-01', calls: 1, credits: 1 },
  ],
  totals: [
    { principal: 'steward', calls: 8, credits: 12 },
    { principal: 'admin', calls: 2, credits: 6 },
  ],
};
