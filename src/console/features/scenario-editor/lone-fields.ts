import type { ScenarioFormValues } from './scenario-form-values';

/** A field that can make two records duplicates by itself, with what it takes to need a second one. */
export interface LoneField {
  field: string;
  weight: number;
  totalWeight: number;
  /** The least minimum evidence, in percent, at which this field alone no longer reaches a verdict. */
  minimumEvidenceNeeded: number;
}

/**
 * The draft's fields that alone fill the minimum evidence, so that two records agreeing on that field and nothing
 * else (or with nothing else filled) are duplicates: a company name shared by two branches, a surname shared by a
 * family. Identifiers are meant to decide alone and are left out; so is a draft whose numbers do not read yet.
 */
export function loneFields(values: ScenarioFormValues): LoneField[] {
  const minimum = Number(values.minimumEvidence);
  const fields = values.scenarioFields.map((field) => ({ ...field, weightValue: Number(field.weight) }));
  if (!Number.isFinite(minimum) || fields.some((field) => !Number.isFinite(field.weightValue))) return [];
  const totalWeight = fields.reduce((sum, field) => sum + field.weightValue, 0);
  if (totalWeight <= 0) return [];
  return fields
    .filter(
      (field) =>
        field.field !== '' &&
        !field.identifier &&
        field.weightValue > 0 &&
        field.weightValue >= (minimum / 100) * totalWeight,
    )
    .map((field) => ({
      field: field.field,
      weight: field.weightValue,
      totalWeight,
      minimumEvidenceNeeded: Math.min(100, Math.floor((field.weightValue / totalWeight) * 100) + 1),
    }));
}
