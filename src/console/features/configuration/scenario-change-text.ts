import type { ScenarioSettingChange } from '../../../contract/config-transfer';
import type { MatchMethod, ScoreMethod } from '../../../contract/matching';
import { matchMethodText } from '../../ui/match-method-text';
import { SCORE_METHOD_NAMES } from '../../ui/score-method-text';

type Value = ScenarioSettingChange['before'];

/** What a scenario is used for, as "used for …" ends. */
const USES = {
  onApi: 'searches through the API',
  onDataApi: 'upserts',
  onSearch: 'the console’s search',
  onBatch: 'duplicate jobs',
  onInsert: 'checks of new records',
} as const;

const method = (value: Value) => (value === null ? 'none' : matchMethodText(value as MatchMethod));
const listName = (value: Value) => (value === null ? 'none' : String(value));

/**
 * One setting a configuration import changes in a scenario, as a phrase: "threshold 80 → 85", "Email added (Same
 * e-mail address)", "no longer used for upserts". `label` names a record field by its label.
 */
export function settingChangeText(change: ScenarioSettingChange, label: (field: string) => string): string {
  const { before, after } = change;
  const field = change.field === null ? '' : label(change.field);
  switch (change.setting) {
    case 'threshold':
      return `threshold ${before} → ${after}`;
    case 'minimumEvidence':
      return `minimum evidence ${before} % → ${after} %`;
    case 'scoreMethod':
      return `scored by ${SCORE_METHOD_NAMES[before as ScoreMethod]} → ${SCORE_METHOD_NAMES[after as ScoreMethod]}`;
    case 'onApi':
    case 'onDataApi':
    case 'onSearch':
    case 'onBatch':
    case 'onInsert':
      return `${after ? 'used' : 'no longer used'} for ${USES[change.setting]}`;
    case 'isHidden':
      return after ? 'hidden from the scenarios list' : 'shown in the scenarios list';
    case 'FIELD_ADDED':
      return `${field} added (${method(after)})`;
    case 'FIELD_REMOVED':
      return `${field} removed`;
    case 'FIELD_ORDER':
      return 'its fields in another order';
    case 'matchMethod':
      return `${field} compared by ${method(before)} → ${method(after)}`;
    case 'weight':
      return `${field} weight ${before} → ${after}`;
    case 'synonymList':
      return `${field} synonyms ${listName(before)} → ${listName(after)}`;
    case 'frequentList':
      return `${field} common values ${listName(before)} → ${listName(after)}`;
    case 'guard':
      return after
        ? `${field} now holds apart records that clearly differ in it`
        : `${field} no longer holds records apart`;
    case 'identifier':
      return after ? `${field} now names one person only` : `${field} no longer names one person only`;
    case 'doNotIndex':
      return after ? `${field} no longer searched by` : `${field} searched by`;
    case 'indexGroups':
      return `${field} index groups ${listName(before)} → ${listName(after)}`;
    case 'matchConfig':
      return `${field} match settings changed`;
  }
}
