import { describe, expect, it } from 'vitest';
import { findStatusReason } from './find-status-reason';

describe('findStatusReason', () => {
  it.each([
    [
      'No suggestions. No street data was imported for this postcode.',
      'No street data was imported for this postcode.',
    ],
    [
      'Correct suggestion. No street data was imported for this place: only its postcode areas can be listed.',
      'No street data was imported for this place: only its postcode areas can be listed.',
    ],
    ['No suggestions.', ''],
    ['Correct suggestion.', ''],
  ])('%j gives the reason %j', (message, reason) => {
    expect(findStatusReason(message)).toBe(reason);
  });
});
