import type { AlertSettings } from '../../../contract/alerts';
import type { AutoMergeSettings } from '../../../contract/auto-merge-rehearsal';

/** The automation settings as the form holds them: text, as typed; the precision in per cent. */
export interface AutomationValues {
  minimumPrecisionPercent: string;
  shareMultiple: string;
  minimumRecords: string;
  queueDays: string;
}

export const automationValues = (autoMerge: AutoMergeSettings, alerts: AlertSettings): AutomationValues => ({
  // Rounded so that 0.99 reads 99, not 98.99999999999999.
  minimumPrecisionPercent: String(Math.round(autoMerge.minimumPrecision * 10_000) / 100),
  shareMultiple: String(alerts.shareMultiple),
  minimumRecords: String(alerts.minimumRecords),
  queueDays: String(alerts.queueDays),
});

/** What is wrong with a number typed, between `min` and `max` (whole when `whole`), or undefined when nothing is. */
export function numberProblem(text: string, min: number, max: number, whole = false): string | undefined {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return 'Give a number';
  if (whole && !Number.isInteger(value)) return 'Give a whole number';
  if (value < min || value > max)
    return `Give a number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
  return undefined;
}

/** The settings to save, from values the form checked. */
export const automationSettings = (values: AutomationValues) => ({
  autoMerge: { minimumPrecision: Number(values.minimumPrecisionPercent) / 100 },
  alerts: {
    shareMultiple: Number(values.shareMultiple),
    minimumRecords: Number(values.minimumRecords),
    queueDays: Number(values.queueDays),
  },
});
