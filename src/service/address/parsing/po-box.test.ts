import { describe, expect, it } from 'vitest';
import { tokenise } from './line-tokens';
import { canonicalPoBox, poBoxAt } from './po-box';

describe('PO box reading', () => {
  it.each([
    ['PO Box 123', 'PO Box 123'],
    ['P. O. Box 123', 'PO Box 123'],
    ['POB 19060', 'PO Box 19060'],
    ['Box # 209', 'Box 209'],
    ['Lockbox No 774193', 'Lockbox 774193'],
    ['Rural Route 2 Box 152', 'RR 2 Box 152'],
    ['RR 4', 'RR 4'],
    ['Highway Contract Rte # 46 Box # 992', 'HC 46 Box 992'],
    ['Postfach 10 20 30', 'Postfach 10 20 30'],
    ['Boîte postale 45', 'BP 45'],
  ])('%s → %s', (text, poBox) => {
    const tokens = tokenise(text);
    expect(poBoxAt(tokens, 0)).toEqual({ text: poBox, length: tokens.length });
  });

  it('reads no box without a number, and no route as a box', () => {
    expect(poBoxAt(tokenise('Box Elder Rd'), 0)).toBeUndefined();
    expect(poBoxAt(tokenise('Route 66'), 0)).toBeUndefined();
  });

  it('folds boxes for comparison', () => {
    expect(canonicalPoBox('P.O. Box 12,')).toBe(canonicalPoBox('po box 12'));
    expect(canonicalPoBox('Route 2 Box 5')).toBe(canonicalPoBox('RR 2 Box 5'));
    expect(canonicalPoBox('PO Box 12')).not.toBe(canonicalPoBox('PO Box 13'));
  });
});
